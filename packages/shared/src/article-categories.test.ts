import { ARTICLE_CATEGORIES, categorySlug, isArticleCategory } from './article-categories.js';

describe('article categories', () => {
  it('are ten, each with a distinct slug', () => {
    expect(ARTICLE_CATEGORIES).toHaveLength(10);
    expect(new Set(ARTICLE_CATEGORIES.map(categorySlug)).size).toBe(ARTICLE_CATEGORIES.length);
  });

  it('spells slugs in lower case with "and" for "&"', () => {
    expect(categorySlug('Drama & Events')).toBe('drama-and-events');
    expect(categorySlug('Justin.tv Era')).toBe('justin-tv-era');
  });

  it('recognises only the listed labels, exactly as written', () => {
    expect(isArticleCategory('Twitch IRL')).toBe(true);
    expect(isArticleCategory('twitch irl')).toBe(false);
    expect(isArticleCategory(null)).toBe(false);
  });
});
