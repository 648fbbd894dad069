import type { AccessLevel } from '../access-level.js';

/**
 * Access rules of the articles module's operations (see access-table.ts). listArticles and
 * getArticle are in the core table. updateArticle and deleteArticle check ownership (author or
 * admin) in the service: their own tests are in test/articles.
 */
export const ARTICLES_ACCESS: Record<string, AccessLevel> = {
  searchArticles: 'user',
  listArticleTags: 'public',
  listArticleCategories: 'public',
  getArticleCategory: 'public',
  getArticleTag: 'public',
  listRelatedArticles: 'public',
  createArticle: 'moderator',
  updateArticle: 'user',
  deleteArticle: 'user',
  listArticleRevisions: 'public',
  getArticleRevision: 'public',
  listAdminArticles: 'admin',
  adminRemoveArticle: 'admin',
  // Suggested edits: who may decide or see one is checked in the service (test/articles/suggestions).
  suggestArticleEdit: 'user',
  listArticleSuggestions: 'user',
  listSuggestionQueue: 'moderator',
  listMyArticleSuggestions: 'user',
  getArticleSuggestion: 'user',
  acceptArticleSuggestion: 'user',
  declineArticleSuggestion: 'user',
  withdrawArticleSuggestion: 'user',
  getFeaturedPin: 'public',
  pinFeaturedArticle: 'admin',
  unpinFeaturedArticle: 'admin',
};
