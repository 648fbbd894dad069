import { aliasesOf, numberedSlug, parseEventDate, pickDetails, slugify } from './archive-types.js';

describe('slugify', () => {
  it('makes ASCII words joined by hyphens', () => {
    expect(slugify('Justin.tv goes live')).toBe('justin-tv-goes-live');
    expect(slugify("iJustine's iPhone bill video")).toBe('ijustine-s-iphone-bill-video');
    expect(slugify('Café Zürich')).toBe('cafe-zurich');
    expect(slugify('!!!')).toBe('entry');
    expect(slugify('a'.repeat(120))).toHaveLength(80);
  });

  it('numbers a taken slug within the length limit', () => {
    expect(numberedSlug('twitchcon', 1)).toBe('twitchcon');
    expect(numberedSlug('twitchcon', 3)).toBe('twitchcon-3');
    expect(numberedSlug('a'.repeat(80), 12)).toBe(`${'a'.repeat(77)}-12`);
  });
});

describe('parseEventDate', () => {
  it.each([
    ['2007-03-19', '2007-03-19'],
    ['2018-09', '2018-09-01'],
    ['2011', '2011-01-01'],
    ['March 19, 2007', '2007-03-19'],
    ['2007-02-30', null],
    ['some summer', null],
    ['', null],
    [42, null],
  ])('reads %p as %p', (text, expected) => {
    expect(parseEventDate(text)).toBe(expected);
  });
});

describe('pickDetails', () => {
  it("keeps the type's own fields, cleaned, and drops the rest", () => {
    expect(
      pickDetails('person', {
        nicknames: [' JK ', '', 'jk', 3],
        isStreamer: false,
        streamLink: 'https://example.com',
        venue: 'not a person field',
        location: '  ',
      }),
    ).toEqual({ nicknames: ['JK'], isStreamer: false });
    expect(pickDetails('event', { date: '2016-12-15', participants: 'not a list' })).toEqual({ date: '2016-12-15' });
  });

  it('gives the aliases as nicknames and akas together, without repeats', () => {
    expect(aliasesOf({ nicknames: ['iJustine'], akas: ['ijustine', 'Justine'] })).toEqual(['iJustine', 'Justine']);
  });
});
