import { ArticleErrors } from '../articles/articles.errors.js';

/** Messages of the drafts module's answers. */
export const DraftErrors = {
  articleNotFound: ArticleErrors.notFound,
  articleIdInvalid: 'articleId must be a positive whole number.',
} as const;
