import { resolveDisplayName } from './display-name.js';

describe('resolveDisplayName', () => {
  const realName = { displayNamePreference: 'realname', showRealName: true, username: 'ada' };

  it("uses 'first last' with the realname preference and showRealName on", () => {
    expect(resolveDisplayName({ ...realName, firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
  });

  it('uses whichever of first and last name is set when the other is blank', () => {
    expect(resolveDisplayName({ ...realName, firstName: 'Ada', lastName: null })).toBe('Ada');
    expect(resolveDisplayName({ ...realName, firstName: ' ', lastName: 'Lovelace' })).toBe('Lovelace');
  });

  it('ignores the real name when showRealName is off or the preference is username', () => {
    const base = { firstName: 'Ada', lastName: 'Lovelace', username: 'ada_l' };
    expect(resolveDisplayName({ ...base, displayNamePreference: 'realname', showRealName: false })).toBe('ada_l');
    expect(resolveDisplayName({ ...base, displayNamePreference: 'username', showRealName: true })).toBe('ada_l');
  });

  it('falls back to the username when the real name is blank', () => {
    expect(resolveDisplayName({ ...realName, firstName: ' ', lastName: '', username: 'x1' })).toBe('x1');
  });

  it('shows the username as stored, trimmed, a leading @ included', () => {
    expect(resolveDisplayName({ username: ' @streamer ' })).toBe('@streamer');
  });

  it('falls back to the e-mail local part, then Unknown User', () => {
    expect(resolveDisplayName({ username: '', email: 'viewer@example.com' })).toBe('viewer');
    expect(resolveDisplayName({ username: null, email: null })).toBe('Unknown User');
    expect(resolveDisplayName({})).toBe('Unknown User');
  });
});
