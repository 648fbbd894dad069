import type { DemoArchiveEntry } from './types.js';

export const DEMO_ARCHIVE_GROUPS: DemoArchiveEntry[] = [
  {
    type: 'group',
    name: 'Justin.tv',
    description:
      'The live video company and website founded in San Francisco by Justin Kan, Emmett Shear, Michael Seibel and Kyle Vogt. It began as a single lifecast in March 2007, opened to every broadcaster later that year, spun off Twitch in 2011 and Socialcam the same year, renamed itself Twitch Interactive in February 2014 and closed the Justin.tv site that August.',
    details: {
      akas: ['Justin.tv, Inc.'],
      founded: '2007',
      activeStatus: 'disbanded',
      links: ['https://en.wikipedia.org/wiki/Justin.tv'],
    },
    tags: ['justin.tv', 'company'],
    contributor: 'vodkeeper',
    createdAt: '2025-02-16T10:00:00.000Z',
  },
  {
    type: 'group',
    name: 'Twitch',
    description:
      'The live streaming service spun off from Justin.tv in 2011, first for video games and, from the IRL category of December 2016 onwards, for everyday life as well. Owned by Amazon since 2014.',
    details: {
      akas: ['Twitch Interactive', 'Twitch.tv'],
      founded: '2011',
      activeStatus: 'active',
      links: ['https://www.twitch.tv/'],
    },
    tags: ['twitch', 'platform'],
    contributor: 'raidtrain',
    createdAt: '2025-02-16T11:00:00.000Z',
  },
  {
    type: 'group',
    name: 'Socialcam',
    description:
      'Mobile video-sharing app started inside Justin.tv in 2011 and set up as its own company; Autodesk bought it in 2012. It carried the founders’ interest in personal, mobile video into the smartphone era.',
    details: {
      founded: '2011',
      activeStatus: 'inactive',
      links: ['https://en.wikipedia.org/wiki/Socialcam'],
    },
    tags: ['justin.tv', 'mobile-video', 'company'],
    contributor: 'sysop_lena',
    createdAt: '2025-02-17T10:00:00.000Z',
  },
  {
    type: 'group',
    name: 'Y Combinator',
    description:
      'Startup accelerator that backed Justin.tv in its earliest days. Several of the Justin.tv founders later returned to it as partners.',
    details: {
      akas: ['YC'],
      founded: '2005',
      activeStatus: 'active',
      links: ['https://www.ycombinator.com/'],
    },
    tags: ['startups', 'company'],
    contributor: 'sysop_lena',
    createdAt: '2025-02-17T11:00:00.000Z',
  },
  {
    type: 'group',
    name: 'Amazon',
    description:
      'Online retailer and technology company that bought Twitch in 2014. Twitch has since run as an Amazon subsidiary, with Prime Gaming subscriptions tied to it.',
    details: {
      founded: '1994',
      activeStatus: 'active',
      links: ['https://en.wikipedia.org/wiki/Amazon_(company)'],
    },
    tags: ['company'],
    contributor: 'sysop_lena',
    createdAt: '2025-02-18T10:00:00.000Z',
  },
  {
    type: 'group',
    name: 'BELABOX',
    description:
      'Open-source project that turns a small single-board computer into a bonded IRL encoder: video goes out over several mobile connections at once using SRT, so a stream survives one network dropping. Its community helped make bonded streaming affordable for independent IRL streamers.',
    details: {
      founded: '2020',
      activeStatus: 'active',
      links: ['https://github.com/BELABOX/belacoder'],
    },
    tags: ['technology', 'bonding', 'open-source'],
    contributor: 'cellbonder',
    createdAt: '2025-02-18T11:00:00.000Z',
  },
];
