import { chooseCorrection, chooseCorrectionUse, editDistance, maxEdits } from './typo-correction.js';

const candidates = (...pairs: [string, number][]) => pairs.map(([word, similarity]) => ({ word, similarity }));

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('backpak', 'backpack')).toBe(1);
    expect(editDistance('legandary', 'legendary')).toBe(1);
    expect(editDistance('streams', 'stream')).toBe(1);
    expect(editDistance('straem', 'straps')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(editDistance('straem', 'stream')).toBe(1);
    expect(editDistance('histroy', 'history')).toBe(1);
    expect(editDistance('bonidng', 'bonding')).toBe(1);
  });

  it('works on letters beyond ASCII as single letters', () => {
    expect(editDistance('straβe', 'straße')).toBe(1);
  });
});

describe('chooseCorrection', () => {
  it('prefers the fewest edits over trigram similarity', () => {
    // Trigram similarity ties "his" with "history" and ranks "straps" above "stream".
    expect(chooseCorrection('histroy', candidates(['his', 0.33], ['history', 0.33]))).toBe('history');
    expect(chooseCorrection('straem', candidates(['straps', 0.4], ['stream', 0.27]))).toBe('stream');
    expect(chooseCorrection('legandary', candidates(['legal', 0.33], ['legendary', 0.54]))).toBe('legendary');
  });

  it('breaks a tie in edits by similarity, then nearest length, then alphabetically', () => {
    expect(chooseCorrection('stram', candidates(['stream', 0.3], ['strap', 0.45]))).toBe('strap');
    expect(chooseCorrection('cart', candidates(['cars', 0.3], ['carts', 0.3]))).toBe('cars');
    expect(chooseCorrection('cat', candidates(['cot', 0.2], ['cut', 0.2]))).toBe('cot');
  });

  it('breaks a tie in edits by a word found in a title before similarity', () => {
    const justin = { word: 'justin', similarity: 0.44, inTitle: true };
    expect(chooseCorrection('justn', [{ word: 'justs', similarity: 0.5, inTitle: false }, justin])).toBe('justin');
    // Fewer edits still win over a title word.
    expect(
      chooseCorrection('jusin', [
        { word: 'jusi', similarity: 0.4 },
        { word: 'justinn', similarity: 0.5, inTitle: true },
      ]),
    ).toBe('jusi');
  });

  it('offers nothing further than the allowed edits or length', () => {
    expect(maxEdits('teh')).toBe(1);
    expect(maxEdits('bonidng')).toBe(2);
    expect(chooseCorrection('tehm', candidates(['them', 0.3], ['team', 0.3]))).toBe('team');
    expect(chooseCorrection('abcd', candidates(['abxy', 0.3]))).toBeNull();
    expect(chooseCorrection('legendaryy', candidates(['legend', 0.5]))).toBeNull();
    expect(chooseCorrection('xyzzyq', [])).toBeNull();
  });
});

describe('chooseCorrectionUse', () => {
  it('shows the corrected results only when the typed words find nothing', () => {
    expect(chooseCorrectionUse(0, 0)).toBe('results');
    expect(chooseCorrectionUse(0, 5)).toBe('results');
  });

  it('offers the correction when it finds more than the typed words, else nothing', () => {
    expect(chooseCorrectionUse(1, 4)).toBe('suggestion');
    expect(chooseCorrectionUse(4, 4)).toBe('none');
    expect(chooseCorrectionUse(4, 1)).toBe('none');
  });

  it('with exact asked, only ever offers the correction', () => {
    expect(chooseCorrectionUse(0, 5, true)).toBe('suggestion');
    expect(chooseCorrectionUse(0, 0, true)).toBe('none');
    expect(chooseCorrectionUse(1, 4, true)).toBe('suggestion');
  });
});
