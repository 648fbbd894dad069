import { toPage } from '../../common/pagination/page.js';
import { Injectable } from '@nestjs/common';
import { pageLimit } from '../../common/pagination/page-query.js';
import { decodeTrendingCursor, encodeTrendingCursor } from './article-cursors.js';
import type { ArticleRowsPage } from './articles.service.js';
import { ArticlesRepository } from './articles.repository.js';
import type { ArticleFilterQuery } from './dto/list-articles.query.js';

/** The trending feed (the score is defined beside its SQL in articles.repository.ts). */
@Injectable()
export class TrendingArticlesService {
  constructor(private readonly articles: ArticlesRepository) {}

  /** One page, highest score first: three queries (ranked ids, total up to LIST_COUNT_CAP, articles with authors; plus an estimate past it). */
  async page(query: ArticleFilterQuery): Promise<ArticleRowsPage> {
    const limit = pageLimit(query);
    const cursor = query.cursor ? decodeTrendingCursor(query.cursor) : undefined;
    const asOf = cursor?.asOf ?? new Date().toISOString();
    const filters = { category: query.category, tag: query.tag };
    const ranked = await this.articles.trendingIds(filters, asOf, limit, cursor);
    const counted = await this.articles.countMatching(filters);

    const page = toPage(
      ranked,
      limit,
      (row) => row.id,
      (last) => encodeTrendingCursor({ asOf, score: last.score, id: last.id }),
    );
    const rows = await this.articles.withAuthors(page.items);
    return { rows, nextCursor: page.nextCursor, ...counted };
  }
}
