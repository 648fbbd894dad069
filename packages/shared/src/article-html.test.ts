import {
  ARTICLE_ALLOWED_ATTRIBUTE_NAMES,
  ARTICLE_ALLOWED_ATTRIBUTES,
  ARTICLE_ALLOWED_TAGS,
  CITATION_NUMBER_PATTERN,
} from './article-html.js';

describe('the article HTML allow-list', () => {
  it('gives attributes only to allowed tags', () => {
    for (const tag of Object.keys(ARTICLE_ALLOWED_ATTRIBUTES)) expect(ARTICLE_ALLOWED_TAGS).toContain(tag);
  });

  it('flattens the attributes once each, in order', () => {
    expect(ARTICLE_ALLOWED_ATTRIBUTE_NAMES).toEqual(['href', 'target', 'data-cite']);
  });

  it('keeps nothing that can run script or restyle the page', () => {
    for (const tag of ['script', 'style', 'iframe', 'img', 'svg', 'object']) {
      expect(ARTICLE_ALLOWED_TAGS).not.toContain(tag);
    }
    expect(ARTICLE_ALLOWED_ATTRIBUTE_NAMES.filter((name) => /^on|^style$|^src/i.test(name))).toEqual([]);
  });

  it('reads citation numbers from 1 to 999 only', () => {
    expect(['1', '9', '10', '999'].every((n) => CITATION_NUMBER_PATTERN.test(n))).toBe(true);
    expect(['0', '01', '1000', '-1', '1a', ''].some((n) => CITATION_NUMBER_PATTERN.test(n))).toBe(false);
  });
});
