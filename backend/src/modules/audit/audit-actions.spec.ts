import { AUDIT_ACTIONS, keptDetails, MODERATION_ACTIONS } from './audit-actions.js';

describe('audit actions', () => {
  it('keep only the detail keys their action declares (a spread of a request body cannot slip words in)', () => {
    const body = { key: 'pack', kind: 'points', name: 'Pack', priceCents: 500, note: 'typed by someone' };
    expect(keptDetails('admin.store.item-created', { itemId: 3, ...body })).toEqual({
      itemId: 3,
      key: 'pack',
      kind: 'points',
      name: 'Pack',
      priceCents: 500,
    });
    expect(
      keptDetails('moderation.comment.hidden', { articleId: 1, commentId: 2, content: 'rude', reason: 'x' }),
    ).toEqual({ articleId: 1, commentId: 2 });
    expect(keptDetails('admin.user.banned', { reason: 'names a member' })).toEqual({});
  });

  it('declare no key that holds words about a person', () => {
    const wordKeys = ['content', 'body', 'title', 'subject', 'summary', 'username', 'sourceUsername', 'email'];
    const declared = Object.values(AUDIT_ACTIONS).flatMap((rule) => [...rule.details]);
    expect(declared.filter((key) => wordKeys.includes(key))).toEqual([]);
    // A 'reason' is kept only where it names the rule that held a comment, never staff's words.
    const withReason = Object.entries(AUDIT_ACTIONS).filter(([, rule]) =>
      (rule.details as readonly string[]).includes('reason'),
    );
    expect(withReason.map(([action]) => action)).toEqual(['comment.held']);
  });

  it('mark the decisions about a member as moderation', () => {
    expect(MODERATION_ACTIONS).toEqual(
      expect.arrayContaining(['moderation.comment.hidden', 'admin.user.banned', 'submission.rejected']),
    );
    expect(MODERATION_ACTIONS).not.toContain('article.liked');
  });
});
