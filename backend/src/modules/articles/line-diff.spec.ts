import { diffLines } from './line-diff.js';

describe('diffLines', () => {
  it('marks every line the same when nothing changed', () => {
    expect(diffLines(['a', 'b'], ['a', 'b'])).toEqual([
      { type: 'same', text: 'a' },
      { type: 'same', text: 'b' },
    ]);
  });

  it('shows an edited line as removed then added, in place', () => {
    expect(diffLines(['intro', 'old middle', 'end'], ['intro', 'new middle', 'end'])).toEqual([
      { type: 'same', text: 'intro' },
      { type: 'removed', text: 'old middle' },
      { type: 'added', text: 'new middle' },
      { type: 'same', text: 'end' },
    ]);
  });

  it('aligns insertions and deletions around common lines', () => {
    expect(diffLines(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'd', 'e'])).toEqual([
      { type: 'same', text: 'a' },
      { type: 'removed', text: 'b' },
      { type: 'added', text: 'x' },
      { type: 'same', text: 'c' },
      { type: 'same', text: 'd' },
      { type: 'added', text: 'e' },
    ]);
  });

  it('keeps a moved line as one removal and one addition', () => {
    const diff = diffLines(['a', 'b', 'c'], ['b', 'c', 'a']);
    expect(diff.filter((l) => l.type === 'same').map((l) => l.text)).toEqual(['b', 'c']);
    expect(diff.filter((l) => l.type !== 'same')).toEqual([
      { type: 'removed', text: 'a' },
      { type: 'added', text: 'a' },
    ]);
  });

  it('treats everything as added when there was nothing before', () => {
    expect(diffLines([], ['a', 'b'])).toEqual([
      { type: 'added', text: 'a' },
      { type: 'added', text: 'b' },
    ]);
  });

  it('rebuilds both versions from its output, even for large inputs', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `line ${i % 97}`);
    const after = before.map((line, i) => (i % 50 === 0 ? `${line} edited` : line)).filter((_, i) => i % 333 !== 1);
    const diff = diffLines(before, after);
    expect(diff.filter((l) => l.type !== 'added').map((l) => l.text)).toEqual(before);
    expect(diff.filter((l) => l.type !== 'removed').map((l) => l.text)).toEqual(after);
  });

  it('falls back to removed-then-added beyond its size bound, still complete', () => {
    const before = Array.from({ length: 2500 }, (_, i) => `old ${i}`);
    const after = Array.from({ length: 2500 }, (_, i) => `new ${i}`);
    const diff = diffLines(before, after);
    expect(diff).toHaveLength(5000);
    expect(diff.slice(0, 2500).every((l) => l.type === 'removed')).toBe(true);
    expect(diff.slice(2500).every((l) => l.type === 'added')).toBe(true);
  });
});
