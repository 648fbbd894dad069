import type { AccessLevel } from '../access-level.js';

/** Access rules of the engagement module's operations (see access-table.ts). */
export const ENGAGEMENT_ACCESS: Record<string, AccessLevel> = {
  getArticleEngagement: 'public',
  recordArticleView: 'public',
  listArticleComments: 'public',
  toggleArticleLike: 'user',
  createArticleComment: 'user',
  // Guard level; the author-or-moderator rule is tested in test/engagement.
  deleteArticleComment: 'user',
  // The same rule as deleting, within the undo window.
  restoreArticleComment: 'user',
  hideArticleComment: 'moderator',
  removeArticleComment: 'moderator',
  unhideArticleComment: 'moderator',
  listHeldComments: 'moderator',
  approveHeldComment: 'moderator',
};
