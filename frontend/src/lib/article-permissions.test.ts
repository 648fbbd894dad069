import { buildCurrentUser, buildFullArticle } from '@/test/fixtures';
import { articlePermissions } from './article-permissions';

const article = buildFullArticle({ authorId: 'author' });

describe('articlePermissions', () => {
  it('lets a signed-out reader see the history only', () => {
    expect(articlePermissions(null, article)).toEqual({ edit: false, remove: false, history: true });
  });

  it('lets a plain author delete and see history but not edit', () => {
    const author = buildCurrentUser({ id: 'author', role: 'user' });
    expect(articlePermissions(author, article)).toEqual({ edit: false, remove: true, history: true });
  });

  it('lets the author edit while a moderator; other moderators only see history', () => {
    expect(articlePermissions(buildCurrentUser({ id: 'author', role: 'moderator' }), article).edit).toBe(true);
    expect(articlePermissions(buildCurrentUser({ id: 'other', role: 'moderator' }), article)).toEqual({
      edit: false,
      remove: false,
      history: true,
    });
  });

  it('lets any admin do everything', () => {
    const admin = buildCurrentUser({ id: 'other', role: 'admin' });
    expect(articlePermissions(admin, article)).toEqual({ edit: true, remove: true, history: true });
  });

  it('lets a reader see the history but not edit or delete', () => {
    const reader = buildCurrentUser({ id: 'other', role: 'user' });
    expect(articlePermissions(reader, article)).toEqual({ edit: false, remove: false, history: true });
  });
});
