import { accountMenuLabel, displayName, initials, profileHref, shownName } from './display-name';

// The rule itself (real name, username, e-mail, Unknown User) is tested in @irl/shared.
describe('displayName', () => {
  it('is ROOT for the root admin, whatever else is set', () => {
    expect(displayName({ isRoot: true, username: 'root', firstName: 'Ada' })).toBe('ROOT');
    expect(initials({ isRoot: true })).toBe('RO');
  });

  it("follows the server's rule: the real name when shown, else the username as stored", () => {
    const user = {
      displayNamePreference: 'realname',
      showRealName: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada',
    };
    expect(displayName(user)).toBe('Ada Lovelace');
    expect(initials(user)).toBe('AL');
    expect(displayName({ ...user, firstName: null })).toBe('Lovelace');
    expect(displayName({ username: '@streamer' })).toBe('@streamer');
  });

  it('is Unknown User without a user', () => {
    expect(displayName(null)).toBe('Unknown User');
    expect(initials(null)).toBe('UU');
  });

  it('takes initials from two words split on separators, letters and digits only', () => {
    expect(initials({ username: 'lurker_since_07' })).toBe('L0');
    expect(initials({ username: 'nightwalk' })).toBe('NI');
    expect(initials({ username: '@streamer' })).toBe('ST');
  });
});

describe('shownName, profileHref and accountMenuLabel', () => {
  it("shows the server's name, ROOT for the root admin, and never an empty name", () => {
    expect(shownName({ username: 'ada', displayName: 'Ada Lovelace' })).toBe('Ada Lovelace');
    expect(shownName({ username: 'root', displayName: 'root', isRoot: true })).toBe('ROOT');
    expect(shownName({ username: '@streamer', displayName: '  ' })).toBe('@streamer');
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
