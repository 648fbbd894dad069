import { cutText, htmlToPlainText } from '../../common/text/plain-text.js';
import { toUserSummary } from '../users/user-summary.js';
import type { User } from '../users/entities/user.entity.js';
import type { ArticleAuthorDto } from './dto/article-author.dto.js';
import type { ArticleSummaryDto } from './dto/article-summary.dto.js';
import type { ArticleDto } from './dto/article.dto.js';
import type { Article } from './entities/article.entity.js';
import { toReferenceDto } from './references/reference-format.js';

export const CARD_PREVIEW_LENGTH = 200;

export function toAuthorDto(user: User): ArticleAuthorDto {
  return toUserSummary(user);
}

export function toArticleSummaryDto(article: Article & { author: User }): ArticleSummaryDto {
  const author = toAuthorDto(article.author);
  const preview = cutText(htmlToPlainText(article.content), CARD_PREVIEW_LENGTH);
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

export function toArticleDto(article: Article & { author: User }): ArticleDto {
  return {
    ...toArticleSummaryDto(article),
    content: article.content,
    references: (article.references ?? []).map(toReferenceDto),
    updatedAt: article.updatedAt.toISOString(),
    editedAt: article.editedAt?.toISOString() ?? null,
    editedBy: article.editedBy ? toAuthorDto(article.editedBy) : null,
  };
}
