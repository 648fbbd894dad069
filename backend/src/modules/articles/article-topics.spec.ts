import { ARTICLE_CATEGORIES } from '@irl/shared';
import { CATEGORY_TOPICS, categoryBySlug } from './article-topics.js';

describe('category topics', () => {
  it('gives every category a distinct slug and a description', () => {
    expect(CATEGORY_TOPICS.map((topic) => topic.name)).toEqual([...ARTICLE_CATEGORIES]);
    expect(new Set(CATEGORY_TOPICS.map((topic) => topic.slug)).size).toBe(ARTICLE_CATEGORIES.length);
    for (const topic of CATEGORY_TOPICS) expect(topic.description.length).toBeGreaterThan(20);
  });

  it('finds a category by its slug, not by its label', () => {
    expect(categoryBySlug('twitch-irl')?.name).toBe('Twitch IRL');
    expect(categoryBySlug('Twitch IRL')).toBeUndefined();
  });
});
