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
} as const;
