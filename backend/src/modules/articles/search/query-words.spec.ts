import { correctedQuery, queryWords, wantedWords } from './query-words.js';

describe('queryWords', () => {
  it('lower-cases, splits on punctuation and drops short, numeric-first and repeated words', () => {
    expect(queryWords('IRL "Bonidng" rigs, 4g rigs -- 2010s a')).toEqual(['irl', 'bonidng', 'rigs']);
  });

  it('keeps letters beyond ASCII', () => {
    expect(queryWords('Ünïcode straße')).toEqual(['ünïcode', 'straße']);
  });

  it('keeps at most ten words', () => {
    expect(
      queryWords(Array.from({ length: 15 }, (_, i) => `word${String.fromCharCode(97 + i)}`).join(' ')),
    ).toHaveLength(10);
  });
});

describe('wantedWords', () => {
  it('leaves out excluded words, but not words joined by a hyphen', () => {
    expect(wantedWords('-bonidng rigs -"a phrase" zzzz-no-such-article')).toEqual([
      'rigs',
      'phrase',
      'zzzz',
      'such',
      'article',
    ]);
  });
});

describe('correctedQuery', () => {
  it('replaces corrected words and keeps the others', () => {
    expect(correctedQuery('Cellular Bonidng rigs', new Map([['bonidng', 'bonding']]))).toBe('Cellular bonding rigs');
  });

  it('is null when one unknown word has no close known word: a word is never dropped', () => {
    expect(
      correctedQuery(
        'bonidng xyzzy rigs',
        new Map([
          ['bonidng', 'bonding'],
          ['xyzzy', null],
        ]),
      ),
    ).toBeNull();
    expect(correctedQuery('xyzzy-no-such-article', new Map([['xyzzy', null]]))).toBeNull();
  });

  it('corrects inside hyphenated words, keeping the hyphens', () => {
    expect(correctedQuery('twitch-streamz', new Map([['streamz', 'stream']]))).toBe('twitch-stream');
  });

  it('keeps quotes, operators and excluded words as typed', () => {
    expect(
      correctedQuery(
        '"cellular bonidng" or rigz -backpak',
        new Map([
          ['bonidng', 'bonding'],
          ['rigz', 'rigs'],
          ['backpak', 'backpack'],
        ]),
      ),
    ).toBe('"cellular bonding" or rigs -backpak');
  });

  it('is null when no word was unknown, or when nothing is left', () => {
    expect(correctedQuery('bonding', new Map())).toBeNull();
    expect(correctedQuery('xyzzy', new Map([['xyzzy', null]]))).toBeNull();
  });
});
