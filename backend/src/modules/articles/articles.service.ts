import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository, type SelectQueryBuilder } from 'typeorm';
import { decodeCursor, encodeCursor } from '../../common/pagination/cursor.js';
import type { User } from '../users/entities/user.entity.js';
import { toArticleDto, toArticleSummaryDto } from './article.mapper.js';
import type { ArticlePageDto } from './dto/article-page.dto.js';
import type { ArticleDto } from './dto/article.dto.js';
import type { ListArticlesQuery } from './dto/list-articles.query.js';
import { Article } from './entities/article.entity.js';

const DEFAULT_PAGE_SIZE = 20;

type ArticleWithAuthor = Article & { author: User };

@Injectable()
export class ArticlesService {
  constructor(@InjectRepository(Article) private readonly articles: Repository<Article>) {}

  /** Newest first, keyset-paginated: two queries (page, total) whatever the page size. */
  async list(query: ListArticlesQuery): Promise<ArticlePageDto> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const filtered = this.filtered(query);
    const total = await filtered.clone().getCount();

    const page = filtered.innerJoinAndSelect('article.author', 'author');
    if (query.cursor) {
      const cursor = decodeCursor(query.cursor);
      page.andWhere('(article.created_at, article.id) < (:cursorCreatedAt, :cursorId)', {
        cursorCreatedAt: cursor.createdAt,
        cursorId: cursor.id,
      });
    }
    const rows = (await page
      .orderBy('article.created_at', 'DESC')
      .addOrderBy('article.id', 'DESC')
      .take(limit + 1)
      .getMany()) as ArticleWithAuthor[];

    const items = rows.slice(0, limit);
    const last = items.at(-1);
    const nextCursor =
      rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt.toISOString(), id: last.id }) : null;
    return { items: items.map(toArticleSummaryDto), nextCursor, total };
  }

  async findOne(id: number): Promise<ArticleDto> {
    const article = await this.articles.findOne({ where: { id }, relations: { author: true } });
    if (!article) throw new NotFoundException('Article Not Found');
    return toArticleDto(article as ArticleWithAuthor);
  }

  private filtered(query: ListArticlesQuery): SelectQueryBuilder<Article> {
    const builder = this.articles.createQueryBuilder('article');
    if (query.category) builder.andWhere('article.category = :category', { category: query.category });
    if (query.tag) builder.andWhere(':tag = ANY(article.tags)', { tag: query.tag });
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      builder.andWhere(
        new Brackets((or) => {
          or.where('article.title ILIKE :pattern', { pattern }).orWhere('article.content ILIKE :pattern', { pattern });
        }),
      );
    }
    return builder;
  }
}
