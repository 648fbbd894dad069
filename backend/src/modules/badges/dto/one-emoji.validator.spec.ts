import { isOneEmoji } from './one-emoji.validator.js';

describe('isOneEmoji', () => {
  it.each(['🏆', '❤️', '🪙', '📝', '🇫🇷', '👩‍💻', '👍🏽', '1️⃣'])('takes %s', (icon) => {
    expect(isOneEmoji(icon)).toBe(true);
  });

  it.each(['', 'a', 'ab', '🏆🏆', '🏆 ', '❤', '<b>', '🏆a', 5, null])('refuses %p', (icon) => {
    expect(isOneEmoji(icon)).toBe(false);
  });
});
