import type { DemoArchiveEntry } from './types.js';

export const DEMO_ARCHIVE_PEOPLE: DemoArchiveEntry[] = [
  {
    type: 'person',
    name: 'Justin Kan',
    description:
      'Co-founder of Justin.tv and the first lifecaster of the streaming era. From March 19, 2007 he broadcast his daily life around the clock from a camera fixed to his cap, wired to a computer and cellular data cards in a backpack. The experiment turned into an open broadcasting platform, and its gaming section became Twitch in 2011. Kan later co-founded the mobile video app Socialcam, worked as a partner at Y Combinator and started other companies.',
    details: {
      akas: ['justin'],
      isStreamer: true,
      location: 'San Francisco, California',
      associatedWith: ['Emmett Shear', 'Michael Seibel', 'Kyle Vogt', 'Justin.tv', 'Socialcam'],
      links: ['https://en.wikipedia.org/wiki/Justin_Kan'],
    },
    tags: ['justin.tv', 'lifecasting', 'founder'],
    contributor: 'vodkeeper',
    createdAt: '2025-02-01T10:00:00.000Z',
  },
  {
    type: 'person',
    name: 'Emmett Shear',
    description:
      'Co-founder of Justin.tv who led the spin-off of its gaming section as Twitch in 2011 and served as Twitch chief executive from then until March 2023, through the Amazon acquisition of 2014 and the launch of the IRL category in December 2016. Before Justin.tv he built the web calendar Kiko with Justin Kan.',
    details: {
      isStreamer: false,
      location: 'San Francisco, California',
      associatedWith: ['Justin Kan', 'Justin.tv', 'Twitch'],
      links: ['https://en.wikipedia.org/wiki/Emmett_Shear'],
    },
    tags: ['justin.tv', 'twitch', 'founder'],
    contributor: 'vodkeeper',
    createdAt: '2025-02-01T10:05:00.000Z',
  },
  {
    type: 'person',
    name: 'Michael Seibel',
    description:
      'Co-founder of Justin.tv, where he served as chief executive in its early years, and co-founder of Socialcam, the mobile video app that grew out of Justin.tv and was sold to Autodesk in 2012. He later joined Y Combinator, where he became a partner and managing director advising early-stage founders.',
    details: {
      isStreamer: false,
      associatedWith: ['Justin Kan', 'Justin.tv', 'Socialcam', 'Y Combinator'],
      links: ['https://en.wikipedia.org/wiki/Michael_Seibel'],
    },
    tags: ['justin.tv', 'socialcam', 'founder'],
    contributor: 'sysop_lena',
    createdAt: '2025-02-02T09:00:00.000Z',
  },
  {
    type: 'person',
    name: 'Kyle Vogt',
    description:
      'Co-founder of Justin.tv who worked on the video system behind the original lifecast: getting a watchable live picture out of a backpack computer over the cellular data links of 2007. He later co-founded Cruise, a developer of self-driving cars.',
    details: {
      isStreamer: false,
      associatedWith: ['Justin Kan', 'Justin.tv'],
      links: ['https://en.wikipedia.org/wiki/Kyle_Vogt'],
    },
    tags: ['justin.tv', 'technology', 'founder'],
    contributor: 'cellbonder',
    createdAt: '2025-02-02T09:30:00.000Z',
  },
  {
    type: 'person',
    name: 'Justine Ezarik',
    description:
      'Video creator known as iJustine, the best-known of the lifecasters who broadcast on Justin.tv in 2007. Her short video about the 300-page itemised bill that came with her first iPhone went viral in August 2007 and brought wide attention to lifecasting. She went on to a long career making technology and lifestyle videos on YouTube.',
    details: {
      nicknames: ['iJustine'],
      isStreamer: true,
      associatedWith: ['Justin.tv'],
      links: ['https://en.wikipedia.org/wiki/IJustine'],
    },
    tags: ['lifecasting', 'justin.tv', 'youtube'],
    contributor: 'lurker_since_07',
    createdAt: '2025-02-03T14:00:00.000Z',
  },
  {
    type: 'person',
    name: 'Bob Ross',
    description:
      'American painter and host of the public-television series The Joy of Painting (1983–1994). He died in 1995, long before live streaming, but a Twitch marathon of his show in October 2015, held to launch the Creative category, drew millions of viewers and showed that audiences would watch non-gaming broadcasts on a gaming platform.',
    details: {
      isStreamer: false,
      associatedWith: ['Twitch'],
      links: ['https://en.wikipedia.org/wiki/Bob_Ross'],
    },
    tags: ['twitch-creative', 'television'],
    contributor: 'raidtrain',
    createdAt: '2025-02-04T18:00:00.000Z',
  },
];
