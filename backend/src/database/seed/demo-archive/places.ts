import type { DemoArchiveEntry } from './types.js';

export const DEMO_ARCHIVE_PLACES: DemoArchiveEntry[] = [
  {
    type: 'place',
    name: 'Moscone Center',
    description:
      'Convention centre in the South of Market district of San Francisco. It hosted the first TwitchCon in September 2015, a few miles from where Justin.tv had started broadcasting eight years earlier.',
    details: {
      address: '747 Howard Street, San Francisco, CA 94103, United States',
      coordinates: '37.7842,-122.4016',
      placeType: 'venue',
      links: ['https://en.wikipedia.org/wiki/Moscone_Center'],
    },
    tags: ['san-francisco', 'twitchcon'],
    contributor: 'raidtrain',
    createdAt: '2025-02-10T10:00:00.000Z',
  },
  {
    type: 'place',
    name: 'San Diego Convention Center',
    description:
      'Waterfront convention centre in downtown San Diego, best known for Comic-Con. TwitchCon was held here in 2016 and in several later years.',
    details: {
      address: '111 West Harbor Drive, San Diego, CA 92101, United States',
      coordinates: '32.7069,-117.1625',
      placeType: 'venue',
      links: ['https://en.wikipedia.org/wiki/San_Diego_Convention_Center'],
    },
    tags: ['san-diego', 'twitchcon'],
    contributor: 'raidtrain',
    createdAt: '2025-02-10T11:00:00.000Z',
  },
  {
    type: 'place',
    name: 'Shibuya Crossing',
    description:
      'Scramble crossing outside Shibuya Station in Tokyo, where traffic stops in every direction at once and pedestrians cross from all sides. It is one of the most filmed places in the world and a favourite opening shot of IRL travel streams from Japan.',
    details: {
      address: 'Shibuya, Tokyo, Japan',
      coordinates: '35.6595,139.7005',
      placeType: 'landmark',
    },
    tags: ['tokyo', 'japan', 'travel'],
    contributor: 'nightwalk_jp',
    createdAt: '2025-02-11T10:00:00.000Z',
  },
  {
    type: 'place',
    name: 'Times Square',
    description:
      'Commercial intersection in Midtown Manhattan lit by giant screens. Its crowds, street performers and constant activity make it a common stop for IRL streamers visiting New York, and a test of how well a bonded connection copes with a congested network.',
    details: {
      address: 'Manhattan, New York, NY 10036, United States',
      coordinates: '40.7580,-73.9855',
      placeType: 'landmark',
    },
    tags: ['new-york', 'travel'],
    contributor: 'backpack_dan',
    createdAt: '2025-02-11T11:00:00.000Z',
  },
  {
    type: 'place',
    name: 'Las Vegas Strip',
    description:
      'Stretch of Las Vegas Boulevard lined with casino resorts. Night walks along the Strip are a staple of IRL streaming, and casino floors are where the platforms’ rules on filming strangers and gambling are tested most often.',
    details: {
      address: 'Las Vegas Boulevard South, Paradise, NV, United States',
      coordinates: '36.1147,-115.1728',
      placeType: 'landmark',
    },
    tags: ['las-vegas', 'travel'],
    contributor: 'backpack_dan',
    createdAt: '2025-02-12T10:00:00.000Z',
  },
];
