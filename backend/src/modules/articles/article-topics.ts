import { ARTICLE_CATEGORIES, categorySlug, type ArticleCategory } from '@irl/shared';

/** A category as its page shows it: the stored label, its address segment and a short description. */
export interface CategoryTopic {
  name: ArticleCategory;
  slug: string;
  description: string;
}

const DESCRIPTIONS: Record<ArticleCategory, string> = {
  'Justin.tv Era':
    'The lifecasting years of Justin.tv (2007-2014): the always-on cameras, the first IRL channels and the culture they started.',
  'Twitch IRL':
    'IRL streaming on Twitch: from the 2016 IRL category to Just Chatting, the rules, the regulars and the trips.',
  'YouTube IRL': 'Live streams outside on YouTube: the channels, the formats and the moments that defined them.',
  'Drama & Events':
    'Meetups, feuds, raids, bans and the live moments the community still talks about, told with sources.',
  Technology:
    'Backpacks, bonded cellular, encoders and phones: the gear and software that made streaming on the move possible.',
  'Network History': 'Platforms, networks and streaming groups: how they began, grew, merged and closed.',
  'Culture & Community': 'Memes, fan communities, chat culture and the traditions of IRL streaming audiences.',
  'Moderation & Safety':
    'Platform rules, moderation, swatting and safety on the street: what went wrong and what changed.',
  'Platform Changes': 'Policy changes, new categories, features and shutdowns that reshaped IRL streaming.',
  'Streamer Profiles': 'The people behind the cameras: careers, eras and the streams they are remembered for.',
};

/** The ten categories in their fixed order, with slugs and descriptions. */
export const CATEGORY_TOPICS: readonly CategoryTopic[] = ARTICLE_CATEGORIES.map((name) => ({
  name,
  slug: categorySlug(name),
  description: DESCRIPTIONS[name],
}));

export function categoryBySlug(slug: string): CategoryTopic | undefined {
  return CATEGORY_TOPICS.find((topic) => topic.slug === slug);
}

/** The description of a tag's page. */
export function tagDescription(tag: string): string {
  return `Articles tagged ${tag}`;
}

/** Tags are stored trimmed and lower case; an address segment is read the same way. */
export function normalizeTagSegment(segment: string): string {
  return segment.trim().toLowerCase();
}
