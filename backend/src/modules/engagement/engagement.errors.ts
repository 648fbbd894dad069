import { ArticleErrors } from '../articles/articles.errors.js';

/** Messages of the engagement module's answers. */
export const EngagementErrors = {
  articleNotFound: ArticleErrors.notFound,
  commentNotFound: 'Comment Not Found',
  heldCommentNotFound: 'This comment is not waiting for approval.',
  emptyComment: 'Please write a comment before posting.',
  commentTooLong: 'A comment can be at most 5000 characters long.',
  commentControlCharacters: 'A comment cannot contain control characters.',
  deleteOthersComment: 'You can only delete your own comments.',
  deleteOthersNeedsReason:
    "Deleting someone else's comment needs a reason: send a reason category and a note to removeArticleComment.",
  restoreOthersComment: 'You can only restore comments you could delete.',
  parentIdInvalid: 'parentId must be the id of a comment.',
  parentNotFound: 'The comment you are replying to no longer exists.',
  parentHeld: 'The comment you are replying to is waiting for a moderator. You can reply once it is approved.',
  undoExpired: 'This comment can no longer be restored: the time to undo has passed.',
  hideReasonRequired: 'Please give a reason for hiding this comment.',
  hideReasonTooLong: 'A reason can be at most 500 characters long.',
} as const;
