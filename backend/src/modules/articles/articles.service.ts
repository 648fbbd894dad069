import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type SelectQueryBuilder } from 'typeorm';
import { decodeCursor, encodeCursor } from '../../common/pagination/cursor.js';
import type { User } from '../users/entities/user.entity.js';
import { toArticleDto } from './article.mapper.js';
import type { ArticleDto } from './dto/article.dto.js';
import { DEFAULT_PAGE_SIZE, type ArticlePageQuery } from './dto/list-articles.query.js';
import { Article } from './entities/article.entity.js';
import type { ArticleFilters } from './sql-params.js';

export type ArticleWithAuthor = Article & { author: User };

export interface ArticleRowsPage {
  rows: ArticleWithAuthor[];
  nextCursor: string | null;
  total: number;
}

/** Reading articles: one article, and the building blocks the lists share. */
@Injectable()
export class ArticlesService {
  constructor(@InjectRepository(Article) private readonly articles: Repository<Article>) {}

  async findOne(id: number): Promise<ArticleDto> {
    const article = await this.articles.findOne({ where: { id }, relations: { author: true } });
    if (!article) throw new NotFoundException('Article Not Found');
    return toArticleDto(article as ArticleWithAuthor);
  }

  /** Articles with their authors in the order of `ids` (one query). */
  async withAuthors(ids: number[]): Promise<ArticleWithAuthor[]> {
    if (ids.length === 0) return [];
    const rows = (await this.articles.find({
      where: { id: In(ids) },
      relations: { author: true },
    })) as ArticleWithAuthor[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Articles matching the shared filters, as a query builder on alias `article`. */
  filtered(filters: ArticleFilters): SelectQueryBuilder<Article> {
    const builder = this.articles.createQueryBuilder('article');
    if (filters.category) builder.andWhere('article.category = :category', { category: filters.category });
    if (filters.tag) builder.andWhere('article.tags @> ARRAY[:tag]::text[]', { tag: filters.tag });
    return builder;
  }

  /** Newest first, keyset-paginated on (created_at, id): two queries (page, total) whatever the page size. */
  async newestFirst(builder: SelectQueryBuilder<Article>, page: ArticlePageQuery): Promise<ArticleRowsPage> {
    const limit = page.limit ?? DEFAULT_PAGE_SIZE;
    const cursor = page.cursor ? decodeCursor(page.cursor) : undefined;
    const total = await builder.clone().getCount();

    const query = builder
      .innerJoinAndSelect('article.author', 'author')
      // The cursor keeps PostgreSQL's microseconds (a JavaScript Date would cut them to milliseconds).
      .addSelect(
        `to_char(article.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        'cursor_created_at',
      );
    if (cursor) {
      query.andWhere('(article.created_at, article.id) < (:cursorCreatedAt, :cursorId)', {
        cursorCreatedAt: cursor.createdAt,
        cursorId: cursor.id,
      });
    }
    // One author per article: LIMIT on the joined rows is exact (take() would add a query).
    const { entities, raw } = await query
      .orderBy('article.created_at', 'DESC')
      .addOrderBy('article.id', 'DESC')
      .limit(limit + 1)
      .getRawAndEntities<{ cursor_created_at: string }>();

    const items = entities.slice(0, limit) as ArticleWithAuthor[];
    const last = items.at(-1);
    const nextCursor =
      entities.length > limit && last
        ? encodeCursor({ createdAt: raw[items.length - 1].cursor_created_at, id: last.id })
        : null;
    return { rows: items, nextCursor, total };
  }
}
