import { buildCurrentUser, buildFullArticle } from '@/test/fixtures';
import { articlePermissions } from './article-permissions';

const article = buildFullArticle({ authorId: 'author' });

describe('articlePermissions', () => {
  it('lets a signed-out reader see the history only', () => {
    expect(articlePermissions(null, article)).toEqual({ edit: false, suggest: false, remove: false, history: true });
  });

  it('lets a plain author delete, see history and suggest an edit, but not edit', () => {
    const author = buildCurrentUser({ id: 'author', role: 'user' });
    expect(articlePermissions(author, article)).toEqual({ edit: false, suggest: true, remove: true, history: true });
  });

  it('lets the author edit while a moderator; other moderators see history and suggest edits', () => {
    expect(articlePermissions(buildCurrentUser({ id: 'author', role: 'moderator' }), article).edit).toBe(true);
    expect(articlePermissions(buildCurrentUser({ id: 'other', role: 'moderator' }), article)).toEqual({
      edit: false,
      suggest: true,
      remove: false,
      history: true,
    });
  });

  it('lets any admin do everything (so an admin edits instead of suggesting)', () => {
    const admin = buildCurrentUser({ id: 'other', role: 'admin' });
    expect(articlePermissions(admin, article)).toEqual({ edit: true, suggest: false, remove: true, history: true });
  });

  it('lets a reader see the history and suggest an edit, but not edit or delete', () => {
    const reader = buildCurrentUser({ id: 'other', role: 'user' });
    expect(articlePermissions(reader, article)).toEqual({ edit: false, suggest: true, remove: false, history: true });
  });
});
