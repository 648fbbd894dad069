import { nestedDeeperThan } from './json-depth.js';

describe('nestedDeeperThan', () => {
  const nest = (depth: number) => {
    let value: unknown = 1;
    for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
    return value;
  };

  it('counts objects and arrays alike', () => {
    expect(nestedDeeperThan(nest(4), 3)).toBe(true);
    expect(nestedDeeperThan(nest(3), 3)).toBe(false);
  });

  it('ignores scalars and empty bodies', () => {
    for (const value of [undefined, null, 'text', 42, {}, []]) expect(nestedDeeperThan(value, 1)).toBe(false);
  });

  it('walks a value far deeper than the stack allows without throwing', () => {
    expect(nestedDeeperThan(nest(200_000), 32)).toBe(true);
  });
});
