import { unstorableTextPath } from './body-text.js';

describe('unstorableTextPath', () => {
  it('names the first field holding a NUL or a lone surrogate, nested ones by their path', () => {
    expect(unstorableTextPath({ title: 'a\u0000b' })).toBe('title');
    expect(unstorableTextPath({ references: [{ note: 'ok' }, { note: 'x\ud800' }] })).toBe('references.1.note');
    expect(unstorableTextPath({ tags: ['\udc00y'] })).toBe('tags.0');
    expect(unstorableTextPath({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(unstorableTextPath('\u0000')).toBe('body');
  });

  it('passes ordinary text, whole surrogate pairs (emoji) and raw bodies', () => {
    expect(unstorableTextPath({ title: 'Streams 😀 über', n: 1, none: null, list: [true] })).toBeNull();
    expect(unstorableTextPath(Buffer.from([0, 0xd8, 0]))).toBeNull();
    expect(unstorableTextPath(undefined)).toBeNull();
  });
});
