import { ARTICLE_CATEGORIES } from './article-categories.js';
import { CATEGORY_TOPICS, categoryBySlug, categorySlug } from './article-topics.js';

describe('category topics', () => {
  it('gives every category a distinct slug and a description', () => {
    expect(CATEGORY_TOPICS.map((topic) => topic.name)).toEqual([...ARTICLE_CATEGORIES]);
    expect(new Set(CATEGORY_TOPICS.map((topic) => topic.slug)).size).toBe(ARTICLE_CATEGORIES.length);
    for (const topic of CATEGORY_TOPICS) expect(topic.description.length).toBeGreaterThan(20);
  });

  it('spells slugs in lower case with "and" for "&"', () => {
    expect(categorySlug('Drama & Events')).toBe('drama-and-events');
    expect(categorySlug('Justin.tv Era')).toBe('justin-tv-era');
    expect(categoryBySlug('twitch-irl')?.name).toBe('Twitch IRL');
    expect(categoryBySlug('Twitch IRL')).toBeUndefined();
  });
});
