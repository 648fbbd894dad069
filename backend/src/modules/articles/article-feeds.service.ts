import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { User } from '../users/entities/user.entity.js';
import { toArticleSummaryDto } from './article.mapper.js';
import { ArticlesService, type ArticleRowsPage } from './articles.service.js';
import type { ArticlePageDto } from './dto/article-page.dto.js';
import type { ListAdminArticlesQuery } from './dto/list-admin-articles.query.js';
import { ArticleFeed, type ListArticlesQuery } from './dto/list-articles.query.js';
import { TrendingArticlesService } from './trending-articles.service.js';

export const SIGN_IN_FOR_FEED = 'Please sign in to continue.';

/** The article lists: the four home feeds and the admin's content list. */
@Injectable()
export class ArticleFeedsService {
  constructor(
    private readonly articles: ArticlesService,
    private readonly trending: TrendingArticlesService,
  ) {}

  async list(query: ListArticlesQuery, viewer: User | undefined): Promise<ArticlePageDto> {
    const feed = query.feed ?? ArticleFeed.Latest;
    if (feed === ArticleFeed.Trending) return toPage(await this.trending.page(query));
    const builder = this.articles.filtered(query);
    if (feed === ArticleFeed.Mine || feed === ArticleFeed.Following) {
      if (!viewer) throw new UnauthorizedException(SIGN_IN_FOR_FEED);
      if (feed === ArticleFeed.Mine) {
        builder.andWhere('article.author_id = :viewerId', { viewerId: viewer.id });
      } else {
        builder.andWhere(
          'article.author_id IN (SELECT f.followee_id FROM user_follows f WHERE f.follower_id = :viewerId)',
          { viewerId: viewer.id },
        );
      }
    }
    return toPage(await this.articles.newestFirst(builder, query));
  }

  async listForAdmin(query: ListAdminArticlesQuery): Promise<ArticlePageDto> {
    const builder = this.articles.filtered({});
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      builder.andWhere('article.title ILIKE :pattern', { pattern });
    }
    return toPage(await this.articles.newestFirst(builder, query));
  }
}

function toPage(page: ArticleRowsPage): ArticlePageDto {
  return { items: page.rows.map(toArticleSummaryDto), nextCursor: page.nextCursor, total: page.total };
}
