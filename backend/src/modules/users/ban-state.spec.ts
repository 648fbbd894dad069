import { banMessage, isBannedNow } from './ban-state.js';

describe('ban state', () => {
  const now = new Date('2026-12-01T12:00:00Z');

  it('a ban without an end holds until lifted', () => {
    expect(isBannedNow({ isBanned: true, banReason: null, bannedUntil: null }, now)).toBe(true);
    expect(isBannedNow({ isBanned: false, banReason: null, bannedUntil: null }, now)).toBe(false);
  });

  it('a suspension ends by itself at its end, to the millisecond', () => {
    const until = new Date('2026-12-01T12:00:00.001Z');
    expect(isBannedNow({ isBanned: true, banReason: null, bannedUntil: until }, now)).toBe(true);
    expect(isBannedNow({ isBanned: true, banReason: null, bannedUntil: now }, now)).toBe(false);
  });

  it('tells the person why and until when, in UTC', () => {
    expect(banMessage({ isBanned: true, banReason: 'Spam', bannedUntil: null })).toBe(
      'Your account has been banned: Spam.',
    );
    expect(banMessage({ isBanned: true, banReason: null, bannedUntil: null })).toBe('Your account has been banned.');
    expect(banMessage({ isBanned: true, banReason: 'Harassment', bannedUntil: new Date('2026-12-05T14:07:00Z') })).toBe(
      'Your account is suspended until 5 December 2026 at 14:07 UTC: Harassment.',
    );
  });
});
