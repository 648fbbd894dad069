import { alternativeUsernames, normaliseUsername } from './username-suggestion.js';

describe('normaliseUsername', () => {
  it.each([
    ['IRL_Historian', 'irl_historian'],
    ['@JustinKan', 'justinkan'],
    ['Zoë Smith', 'zoe_smith'],
    ['a'.repeat(40), 'a'.repeat(32)],
  ])('turns %s into %s', (input, expected) => {
    expect(normaliseUsername(input)).toBe(expected);
  });

  it('pads names that are too short', () => {
    expect(normaliseUsername('x')).toBe('user_x');
    expect(normaliseUsername('')).toMatch(/^user_[a-z0-9]+$/);
  });
});

describe('alternativeUsernames', () => {
  it('suffixes the platform, then numbers', () => {
    expect(alternativeUsernames('ice', 'discord', 3)).toEqual(['ice_discord', 'ice_discord2', 'ice_discord3']);
  });
});
