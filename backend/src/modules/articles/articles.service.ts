import { toPage } from '../../common/pagination/page.js';
import { Injectable, NotFoundException } from '@nestjs/common';
import { cursorIntId } from '../../common/pagination/cursor.js';
import { pageLimit, type PageRequest } from '../../common/pagination/page-query.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../common/pagination/time-cursor.js';
import { toArticleDto, toArticleSummaryDto } from './article.mapper.js';
import { ArticleErrors } from './articles.errors.js';
import {
  ArticlesRepository,
  type ArticleListFilters,
  type ArticlePreviewFields,
  type ArticleWithAuthor,
  type ListTotal,
} from './articles.repository.js';
import type { ArticlePageDto } from './dto/article-page.dto.js';

// The response types of listByAuthor and summaryOf, for other modules' DTOs (they never import dto/ directly).
export { ArticlePageDto } from './dto/article-page.dto.js';
export { ArticleSummaryDto } from './dto/article-summary.dto.js';
import type { ArticleDto } from './dto/article.dto.js';
import type { ArticleSummaryDto } from './dto/article-summary.dto.js';

export interface ArticleRowsPage extends ListTotal {
  rows: ArticleWithAuthor[];
  nextCursor: string | null;
}

/** Reading articles: one article, and the newest-first lists (also the public face of the module). */
@Injectable()
export class ArticlesService {
  constructor(private readonly articles: ArticlesRepository) {}

  /** What the link preview of /article/{id} shows; null when the article does not exist. */
  previewFields(id: number): Promise<ArticlePreviewFields | null> {
    return this.articles.previewFields(id);
  }

  /** Whether any article carries the tag (its tag page exists while one does). */
  tagInUse(tag: string): Promise<boolean> {
    return this.articles.tagInUse(tag);
  }

  async findOne(id: number): Promise<ArticleDto> {
    const article = await this.articles.findWithAuthor(id);
    if (!article) throw new NotFoundException(ArticleErrors.notFound);
    return toArticleDto(article);
  }

  async assertExists(id: number): Promise<void> {
    if (!(await this.articles.exists(id))) throw new NotFoundException(ArticleErrors.notFound);
  }

  /** One article as the cards show it, or null when it does not exist (one query). */
  async summaryOf(id: number): Promise<ArticleSummaryDto | null> {
    const [article] = await this.articles.withAuthors([id]);
    return article ? toArticleSummaryDto(article) : null;
  }

  /** A user's articles, newest first (profile pages): two queries whatever the page size. */
  async listByAuthor(authorId: string, page: PageRequest): Promise<ArticlePageDto> {
    return toArticlePage(await this.newestFirst({ authorId }, page));
  }

  /** Newest first, keyset-paginated on (created_at, id): two queries (total up to LIST_COUNT_CAP, page) whatever the page size. */
  async newestFirst(filters: ArticleListFilters, page: PageRequest): Promise<ArticleRowsPage> {
    const limit = pageLimit(page);
    const after = page.cursor ? decodeNewestCursor(page.cursor) : undefined;
    const { rows, total, totalIsEstimate } = await this.articles.newestFirst(filters, limit, after);
    const shown = toPage(
      rows,
      limit,
      (row) => row,
      (last) => encodeTimeCursor({ at: last.cursorAt, key: String(last.id) }),
    );
    return { rows: shown.items, nextCursor: shown.nextCursor, total, totalIsEstimate };
  }
}

export function toArticlePage(page: ArticleRowsPage): ArticlePageDto {
  return {
    items: page.rows.map(toArticleSummaryDto),
    nextCursor: page.nextCursor,
    total: page.total,
    totalIsEstimate: page.totalIsEstimate,
  };
}

function decodeNewestCursor(value: string): { at: string; key: string; id: number } {
  const cursor = decodeTimeCursor(value);
  return { ...cursor, id: cursorIntId(cursor.key) };
}
