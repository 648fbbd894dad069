import { correctedQuery, queryWords } from './query-words.js';

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

describe('correctedQuery', () => {
  it('replaces corrected words and keeps the others', () => {
    expect(correctedQuery('Cellular Bonidng rigs', new Map([['bonidng', 'bonding']]))).toBe('Cellular bonding rigs');
  });

  it('leaves out unknown words that have no close known word', () => {
    expect(
      correctedQuery(
        'bonidng xyzzy rigs',
        new Map([
          ['bonidng', 'bonding'],
          ['xyzzy', null],
        ]),
      ),
    ).toBe('bonding  rigs');
  });

  it('keeps quotes and operators as typed', () => {
    expect(
      correctedQuery(
        '"cellular bonidng" -backpak',
        new Map([
          ['bonidng', 'bonding'],
          ['backpak', 'backpack'],
        ]),
      ),
    ).toBe('"cellular bonding" -backpack');
  });

  it('is null when no word was unknown, or when nothing is left', () => {
    expect(correctedQuery('bonding', new Map())).toBeNull();
    expect(correctedQuery('xyzzy', new Map([['xyzzy', null]]))).toBeNull();
  });
});
