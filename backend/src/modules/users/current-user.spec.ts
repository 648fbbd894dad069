import { UserRole } from './user-role.js';
import type { User } from './entities/user.entity.js';
import { ROOT_USER_ID } from './root-user.js';
import { toCurrentUserDto } from './current-user.js';

const user = (overrides: Partial<User> = {}) =>
  ({
    id: '11111111-1111-4111-8111-111111111111',
    username: 'ada',
    email: 'ada@example.test',
    role: UserRole.User,
    contributorScore: 99,
    karmaScore: 77,
    availablePoints: 5,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  }) as User;

describe('toCurrentUserDto', () => {
  it('shows the computed contributor score and karma when given the figures', () => {
    const stats = { contributorScore: 12, karma: 3, articleCount: 1, totalViews: 0, followers: 0, following: 0 };
    expect(toCurrentUserDto(user(), stats)).toMatchObject({ contributorScore: 12, karmaScore: 3, availablePoints: 5 });
  });

  it('falls back to the stored columns without figures', () => {
    expect(toCurrentUserDto(user())).toMatchObject({ contributorScore: 99, karmaScore: 77 });
  });

  it('names the root admin ROOT', () => {
    expect(toCurrentUserDto(user({ id: ROOT_USER_ID, username: 'root' }))).toMatchObject({
      displayName: 'ROOT',
      isRoot: true,
    });
  });
});
