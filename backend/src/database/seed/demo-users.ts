import { UserRole } from '../../modules/users/user-role.js';

/** A demo account. Only moderators and admins author demo articles. */
export interface DemoUser {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  bio: string;
  twitterHandle?: string;
  twitchUsername?: string;
  youtubeChannel?: string;
  discordUsername?: string;
  showRealName: boolean;
  displayNamePreference: 'username' | 'realname';
  contributorScore: number;
  karmaScore: number;
  availablePoints: number;
  /** Fixed ISO timestamp of when the account "joined". */
  createdAt: string;
}

export const DEMO_EMAIL_DOMAIN = 'demo.irlhistory.example';

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'vodkeeper',
    email: `vodkeeper@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Maren',
    lastName: 'Holt',
    role: UserRole.Admin,
    bio: 'Keeper of dead VODs and old chat logs. Started watching lifecasts in a dorm room in 2008 and never quite stopped. Edits the Justin.tv Era and Streamer Profiles sections and checks every date twice.',
    twitterHandle: 'vodkeeper',
    youtubeChannel: 'VodKeeperArchive',
    discordUsername: 'vodkeeper',
    showRealName: true,
    displayNamePreference: 'realname',
    contributorScore: 1840,
    karmaScore: 5120,
    availablePoints: 960,
    createdAt: '2024-09-02T10:00:00.000Z',
  },
  {
    username: 'sysop_lena',
    email: `sysop_lena@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Lena',
    lastName: 'Okafor',
    role: UserRole.Admin,
    bio: 'Runs the servers and the style guide. Broadcast engineer by day; has carried more bonding backpacks up more hills than she would like to admit. Writes about platforms and the tech underneath them.',
    twitterHandle: 'sysop_lena',
    discordUsername: 'sysop_lena',
    showRealName: false,
    displayNamePreference: 'username',
    contributorScore: 1515,
    karmaScore: 4380,
    availablePoints: 720,
    createdAt: '2024-09-02T10:30:00.000Z',
  },
  {
    username: 'cellbonder',
    email: `cellbonder@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Diego',
    lastName: 'Ramírez',
    role: UserRole.Moderator,
    bio: 'Technology editor. Encoders, modems, SRT relays and the batteries that keep them alive. Owns a drawer of SIM cards from eleven countries and a soldering iron that has seen things.',
    twitterHandle: 'cellbonder',
    twitchUsername: 'cellbonder',
    youtubeChannel: 'CellBonderLab',
    discordUsername: 'cellbonder',
    showRealName: true,
    displayNamePreference: 'realname',
    contributorScore: 1190,
    karmaScore: 3275,
    availablePoints: 540,
    createdAt: '2024-10-11T17:20:00.000Z',
  },
  {
    username: 'chatlogger',
    email: `chatlogger@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Priya',
    lastName: 'Nair',
    role: UserRole.Moderator,
    bio: 'Moderation & Safety editor. Six years of modding busy IRL chats; reads every terms-of-service update so you do not have to. Believes a good ban message is a small act of kindness.',
    twitterHandle: 'chatlogger',
    twitchUsername: 'chatlogger',
    discordUsername: 'chatlogger',
    showRealName: false,
    displayNamePreference: 'username',
    contributorScore: 1045,
    karmaScore: 2960,
    availablePoints: 410,
    createdAt: '2024-10-19T08:45:00.000Z',
  },
  {
    username: 'raidtrain',
    email: `raidtrain@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Sam',
    lastName: 'Whitfield',
    role: UserRole.Moderator,
    bio: 'Covers Twitch IRL, network history and platform changes. Mostly interested in how audiences move: hosts, raids, co-streams and the great platform migrations of the 2020s.',
    twitchUsername: 'raidtrain',
    discordUsername: 'raidtrain',
    showRealName: true,
    displayNamePreference: 'realname',
    contributorScore: 980,
    karmaScore: 2710,
    availablePoints: 385,
    createdAt: '2024-11-03T21:10:00.000Z',
  },
  {
    username: 'nightwalk_jp',
    email: `nightwalk_jp@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Aiko',
    lastName: 'Mori',
    role: UserRole.Moderator,
    bio: 'Culture & Community editor based in Osaka. Writes about travel streams, street etiquette and what chat culture looks like from the other side of the camera.',
    twitterHandle: 'nightwalk_jp',
    youtubeChannel: 'NightwalkJP',
    discordUsername: 'nightwalk_jp',
    showRealName: true,
    displayNamePreference: 'username',
    contributorScore: 870,
    karmaScore: 2395,
    availablePoints: 300,
    createdAt: '2024-11-08T13:00:00.000Z',
  },
  {
    username: 'lurker_since_07',
    email: `lurker_since_07@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Ben',
    lastName: 'Carter',
    role: UserRole.User,
    bio: 'Watched Justin.tv between lectures in 2007. Mostly lurks, occasionally corrects a date, always has an old screenshot ready.',
    twitterHandle: 'lurker_since_07',
    showRealName: false,
    displayNamePreference: 'username',
    contributorScore: 140,
    karmaScore: 655,
    availablePoints: 120,
    createdAt: '2025-02-17T19:30:00.000Z',
  },
  {
    username: 'emote_scholar',
    email: `emote_scholar@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Hana',
    lastName: 'Kim',
    role: UserRole.User,
    bio: 'Collects emotes the way other people collect stamps. Interested in how one-off jokes turn into a shared language that thousands of strangers understand instantly.',
    twitchUsername: 'emote_scholar',
    discordUsername: 'emote_scholar',
    showRealName: false,
    displayNamePreference: 'realname',
    contributorScore: 95,
    karmaScore: 430,
    availablePoints: 75,
    createdAt: '2025-06-02T11:15:00.000Z',
  },
  {
    username: 'backpack_dan',
    email: `backpack_dan@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Daniel',
    lastName: 'Brooks',
    role: UserRole.User,
    bio: 'Weekend IRL streamer testing budget bonding setups on hiking trails. Reports back on what overheated, what disconnected and what survived the rain.',
    twitterHandle: 'backpack_dan',
    twitchUsername: 'backpack_dan',
    youtubeChannel: 'BackpackDanLive',
    showRealName: true,
    displayNamePreference: 'realname',
    contributorScore: 210,
    karmaScore: 890,
    availablePoints: 160,
    createdAt: '2025-09-21T07:50:00.000Z',
  },
];
