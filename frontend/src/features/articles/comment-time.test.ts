import { commentAge } from './comment-time';

describe('commentAge', () => {
  const now = Date.parse('2025-06-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says just now, minutes, hours and days, then the date', () => {
    expect(commentAge(ago(20), now)).toBe('just now');
    expect(commentAge(ago(5 * 60), now)).toBe('5 min ago');
    expect(commentAge(ago(3 * 3600 + 59), now)).toBe('3 hr ago');
    expect(commentAge(ago(86400), now)).toBe('1 day ago');
    expect(commentAge(ago(6 * 86400), now)).toBe('6 days ago');
    expect(commentAge(ago(8 * 86400), now)).toBe('Jun 2, 2025');
  });
});
