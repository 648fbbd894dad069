import { UserSummaryDto } from '../users/user-summary.js';
import { previewText } from '../../common/text/plain-text.js';
import { toUserSummary, type SummarizedUser } from '../users/user-summary.js';
import type { ArticleCard, ArticlePage } from './article-rows.js';
import type { ArticleSummaryDto } from './dto/article-summary.dto.js';
import type { ArticleDto } from './dto/article.dto.js';
import { toReferenceDto } from './references/reference-format.js';

export const CARD_PREVIEW_LENGTH = 200;

export function toAuthorDto(user: SummarizedUser): UserSummaryDto {
  return toUserSummary(user);
}

export function toArticleSummaryDto(article: ArticleCard): ArticleSummaryDto {
  const author = toAuthorDto(article.author);
  const preview = previewText(article.content, CARD_PREVIEW_LENGTH);
  return {
    id: article.id,
    title: article.title,
    excerpt: article.excerpt,
    preview: preview.text,
    previewTruncated: preview.truncated,
    category: article.category,
    authorId: article.authorId,
    author,
    authorName: author.displayName,
    tags: article.tags,
    createdAt: article.createdAt.toISOString(),
    views: article.views,
    likes: article.likeCount,
    commentCount: article.commentCount,
    featuredPinned: article.featuredPinnedAt != null,
  };
}

export function toArticleDto(article: ArticlePage): ArticleDto {
  return {
    ...toArticleSummaryDto(article),
    content: article.content,
    references: (article.references ?? []).map(toReferenceDto),
    updatedAt: article.updatedAt.toISOString(),
    editedAt: article.editedAt?.toISOString() ?? null,
    editedBy: article.editedBy ? toAuthorDto(article.editedBy) : null,
  };
}
