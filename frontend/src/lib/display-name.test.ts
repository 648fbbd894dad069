import { accountMenuLabel, displayName, initials, profileHref, shownName } from './display-name';

describe('displayName', () => {
  it('is ROOT for the root admin, whatever else is set', () => {
    expect(displayName({ isRoot: true, username: 'root', firstName: 'Ada' })).toBe('ROOT');
    expect(initials({ isRoot: true })).toBe('RO');
  });

  it("uses 'first last' with the realname preference and showRealName on", () => {
    const user = {
      displayNamePreference: 'realname',
      showRealName: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada',
    };
    expect(displayName(user)).toBe('Ada Lovelace');
    expect(initials(user)).toBe('AL');
  });

  it('uses the first name alone when there is no last name', () => {
    const user = {
      displayNamePreference: 'realname',
      showRealName: true,
      firstName: 'Ada',
      lastName: null,
      username: 'ada',
    };
    expect(displayName(user)).toBe('Ada');
  });

  it('ignores the real name when showRealName is off or the preference is username', () => {
    const base = { firstName: 'Ada', lastName: 'Lovelace', username: 'ada_l' };
    expect(displayName({ ...base, displayNamePreference: 'realname', showRealName: false })).toBe('ada_l');
    expect(displayName({ ...base, displayNamePreference: 'username', showRealName: true })).toBe('ada_l');
  });

  it('falls back to the username when the real name is empty', () => {
    expect(displayName({ displayNamePreference: 'realname', showRealName: true, firstName: ' ', username: 'x1' })).toBe(
      'x1',
    );
  });

  it('strips a leading @ from the username', () => {
    expect(displayName({ username: '@streamer' })).toBe('streamer');
    expect(initials({ username: '@streamer' })).toBe('ST');
  });

  it('falls back to the e-mail local part, then Unknown User', () => {
    expect(displayName({ username: '', email: 'viewer@example.com' })).toBe('viewer');
    expect(displayName({ username: null, email: null })).toBe('Unknown User');
    expect(displayName(null)).toBe('Unknown User');
    expect(initials(null)).toBe('UU');
  });

  it('takes initials from two words split on separators', () => {
    expect(initials({ username: 'lurker_since_07' })).toBe('L0');
    expect(initials({ username: 'nightwalk' })).toBe('NI');
  });
});

describe('shownName, profileHref and accountMenuLabel', () => {
  it("shows the server's name, ROOT for the root admin, and never an empty name", () => {
    expect(shownName({ username: 'ada', displayName: 'Ada Lovelace' })).toBe('Ada Lovelace');
    expect(shownName({ username: 'root', displayName: 'root', isRoot: true })).toBe('ROOT');
    expect(shownName({ username: '@streamer', displayName: '  ' })).toBe('streamer');
    expect(shownName(null)).toBe('Unknown User');
  });

  it('links a member to their profile and the root admin to nothing', () => {
    expect(profileHref({ username: 'a b', isRoot: false })).toBe('/profile/a%20b');
    expect(profileHref({ username: 'root', isRoot: true })).toBeNull();
  });

  it('labels the account menu ROOT, else the full name, else the e-mail, else the display name', () => {
    expect(accountMenuLabel({ isRoot: true, firstName: 'Ada', email: 'root@example.com' })).toBe('ROOT');
    expect(accountMenuLabel({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(accountMenuLabel({ firstName: ' ', email: 'ada@example.com', username: 'ada' })).toBe('ada@example.com');
    expect(accountMenuLabel({ username: 'ada' })).toBe('ada');
  });
});
