import type { DemoArchiveEntry } from './types.js';

export const DEMO_ARCHIVE_EVENTS: DemoArchiveEntry[] = [
  {
    type: 'event',
    name: 'Justin.tv goes live',
    description:
      'Shortly after midnight on March 19, 2007, Justin Kan started broadcasting his life continuously from San Francisco with a cap-mounted camera and a backpack computer bonded to several cellular data cards. The lifecast had live chat beside the player from the first day, and within days it also had the first hoax emergency call against a live streamer.',
    details: {
      date: '2007-03-19',
      venue: 'San Francisco',
      participants: ['Justin Kan', 'Emmett Shear', 'Michael Seibel', 'Kyle Vogt'],
      links: ['https://en.wikipedia.org/wiki/Justin.tv'],
    },
    tags: ['justin.tv', 'lifecasting'],
    contributor: 'vodkeeper',
    createdAt: '2025-02-05T10:00:00.000Z',
  },
  {
    type: 'event',
    name: "iJustine's iPhone bill video",
    description:
      'In August 2007 Justine Ezarik, then lifecasting on Justin.tv, posted a short video of the 300-page itemised phone bill that arrived for her new iPhone. It spread widely, was covered by mainstream news, and made her the public face of lifecasting that year.',
    details: {
      date: '2007-08',
      participants: ['Justine Ezarik'],
    },
    tags: ['lifecasting', 'viral-video'],
    contributor: 'lurker_since_07',
    createdAt: '2025-02-05T11:00:00.000Z',
  },
  {
    type: 'event',
    name: 'Twitch launches',
    description:
      'In June 2011 Justin.tv launched Twitch.tv, a separate site for video games built on the same infrastructure. Gaming had become the fastest-growing part of Justin.tv, and the spin-off soon outgrew its parent.',
    details: {
      date: '2011-06-06',
      participants: ['Justin.tv', 'Twitch', 'Emmett Shear'],
      links: ['https://en.wikipedia.org/wiki/Twitch_(service)'],
    },
    tags: ['twitch', 'justin.tv'],
    contributor: 'raidtrain',
    createdAt: '2025-02-06T10:00:00.000Z',
  },
  {
    type: 'event',
    name: 'Justin.tv shuts down',
    description:
      'In August 2014 the company, renamed Twitch Interactive earlier that year, closed Justin.tv to focus entirely on Twitch. Broadcasts and archives on the old site were not carried over, and much of the early lifecasting record was lost.',
    details: {
      date: '2014-08-05',
      participants: ['Justin.tv', 'Twitch'],
    },
    tags: ['justin.tv', 'history'],
    contributor: 'vodkeeper',
    createdAt: '2025-02-06T11:00:00.000Z',
  },
  {
    type: 'event',
    name: 'Amazon acquires Twitch',
    description:
      'On August 25, 2014 Amazon announced that it would buy Twitch for about $970 million. Twitch continued to run as its own company under Emmett Shear.',
    details: {
      date: '2014-08-25',
      participants: ['Amazon', 'Twitch', 'Emmett Shear'],
    },
    tags: ['twitch', 'amazon', 'business'],
    contributor: 'sysop_lena',
    createdAt: '2025-02-07T10:00:00.000Z',
  },
  {
    type: 'event',
    name: 'TwitchCon 2015',
    description:
      "Twitch's first convention for streamers and viewers, held in San Francisco over two days in September 2015. Meeting streamers in person and broadcasting from the show floor became a fixture of IRL streaming.",
    details: {
      date: '2015-09-25',
      endDate: '2015-09-26',
      venue: 'Moscone Center',
      participants: ['Twitch'],
    },
    tags: ['twitchcon', 'convention'],
    contributor: 'raidtrain',
    createdAt: '2025-02-07T11:00:00.000Z',
  },
  {
    type: 'event',
    name: 'The Joy of Painting marathon on Twitch',
    description:
      'To launch its Creative category in October 2015, Twitch streamed every episode of The Joy of Painting back to back. The marathon drew millions of viewers and a chat that painted along, and it became one of the first big non-gaming successes on the platform.',
    details: {
      date: '2015-10-29',
      participants: ['Bob Ross', 'Twitch'],
    },
    tags: ['twitch-creative', 'marathon'],
    contributor: 'raidtrain',
    createdAt: '2025-02-08T10:00:00.000Z',
  },
  {
    type: 'event',
    name: 'TwitchCon 2016',
    description:
      'The second TwitchCon moved to San Diego and ran for three days from September 30, 2016. Streamers carried cameras through the halls, and within months Twitch opened a category for exactly that kind of broadcast.',
    details: {
      date: '2016-09-30',
      endDate: '2016-10-02',
      venue: 'San Diego Convention Center',
      participants: ['Twitch'],
    },
    tags: ['twitchcon', 'convention'],
    contributor: 'raidtrain',
    createdAt: '2025-02-08T11:00:00.000Z',
  },
  {
    type: 'event',
    name: 'Twitch launches the IRL category',
    description:
      'On December 15, 2016 Twitch added IRL, a category for streams about everyday life: walking, travelling, cooking, talking with chat. It brought lifecasting back to the company that had grown out of Justin.tv.',
    details: {
      date: '2016-12-15',
      participants: ['Twitch'],
    },
    tags: ['twitch', 'irl'],
    contributor: 'nightwalk_jp',
    createdAt: '2025-02-09T10:00:00.000Z',
  },
  {
    type: 'event',
    name: 'IRL becomes Just Chatting',
    description:
      'In September 2018 Twitch replaced the broad IRL category with narrower ones, among them Just Chatting and Travel & Outdoors. Just Chatting went on to become one of the most-watched categories on the site.',
    details: {
      date: '2018-09',
      participants: ['Twitch'],
    },
    tags: ['twitch', 'irl', 'just-chatting'],
    contributor: 'nightwalk_jp',
    createdAt: '2025-02-09T11:00:00.000Z',
  },
];
