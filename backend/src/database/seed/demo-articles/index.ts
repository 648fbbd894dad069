import { CULTURE_AND_MODERATION_ARTICLES } from './culture-and-moderation.js';
import { DRAMA_AND_NETWORK_ARTICLES } from './drama-and-network.js';
import { JUSTIN_TV_AND_TWITCH_IRL_ARTICLES } from './justin-tv-and-twitch-irl.js';
import { PLATFORMS_AND_PROFILES_ARTICLES } from './platforms-and-profiles.js';
import type { DemoArticle } from './types.js';
import { YOUTUBE_AND_TECHNOLOGY_ARTICLES } from './youtube-and-technology.js';

export type { DemoArticle } from './types.js';

/** Every demo article, across all ten categories. */
export const DEMO_ARTICLES: readonly DemoArticle[] = [
  ...JUSTIN_TV_AND_TWITCH_IRL_ARTICLES,
  ...YOUTUBE_AND_TECHNOLOGY_ARTICLES,
  ...DRAMA_AND_NETWORK_ARTICLES,
  ...CULTURE_AND_MODERATION_ARTICLES,
  ...PLATFORMS_AND_PROFILES_ARTICLES,
];
