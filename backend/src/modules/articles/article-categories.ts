/** The fixed list of ten categories. Labels are stored as-is. */
export const ARTICLE_CATEGORIES = [
  'Justin.tv Era',
  'Twitch IRL',
  'YouTube IRL',
  'Drama & Events',
  'Technology',
  'Network History',
  'Culture & Community',
  'Moderation & Safety',
  'Platform Changes',
  'Streamer Profiles',
] as const;

export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];
