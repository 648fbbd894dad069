import { describe, expect, it } from 'vitest';
import { headingSlug, outlineArticle, readingTime } from './article-outline';

describe('outlineArticle', () => {
  it('gives h2 and h3 stable, unique anchors from their text and lists them', () => {
    const outline = outlineArticle(
      '<h2>The Early Days</h2><p>One two three.</p><h3>Café &amp; Co.</h3><h2>The Early Days</h2><h2> </h2>',
    );
    expect(outline.headings).toEqual([
      { id: 'the-early-days', text: 'The Early Days', level: 2 },
      { id: 'cafe-co', text: 'Café & Co.', level: 3 },
      { id: 'the-early-days-2', text: 'The Early Days', level: 2 },
    ]);
    expect(outline.html).toContain('<h2 id="the-early-days">The Early Days</h2>');
    expect(outline.html).toContain('<h2 id="the-early-days-2">');
    expect(outlineArticle(outline.html).headings.map((h) => h.id)).toEqual([
      'the-early-days',
      'cafe-co',
      'the-early-days-2',
    ]);
  });

  it('counts the words of the body', () => {
    expect(outlineArticle('<p>One two</p><p>three   four</p>').words).toBe(4);
  });
});

describe('readingTime', () => {
  it('rounds to whole minutes at 220 words a minute, at least one', () => {
    expect(readingTime(0)).toBe('1 min read');
    expect(readingTime(1100)).toBe('5 min read');
    expect(readingTime(1500)).toBe('7 min read');
  });

  it('falls back to "section" for a heading without letters or digits', () => {
    expect(headingSlug('!!!')).toBe('section');
  });
});
