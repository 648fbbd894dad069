import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthErrors } from '../../common/auth/auth.errors.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { ArticlesService, toArticlePage } from './articles.service.js';
import type { ArticlePageDto } from './dto/article-page.dto.js';
import type { ListAdminArticlesQuery } from './dto/list-admin-articles.query.js';
import { ArticleFeed, type ListArticlesQuery } from './dto/list-articles.query.js';
import { TrendingArticlesService } from './trending-articles.service.js';

/** The article lists: the four home feeds and the admin's content list. */
@Injectable()
export class ArticleFeedsService {
  constructor(
    private readonly articles: ArticlesService,
    private readonly trending: TrendingArticlesService,
  ) {}

  async list(query: ListArticlesQuery, viewer: SessionUser | undefined): Promise<ArticlePageDto> {
    const feed = query.feed ?? ArticleFeed.Latest;
    if (feed === ArticleFeed.Trending) return toArticlePage(await this.trending.page(query));
    const filters = { category: query.category, tag: query.tag };
    if (feed === ArticleFeed.Mine || feed === ArticleFeed.Following) {
      if (!viewer) throw new UnauthorizedException(AuthErrors.signInRequired);
      const who = feed === ArticleFeed.Mine ? { authorId: viewer.id } : { followedBy: viewer.id };
      return toArticlePage(await this.articles.newestFirst({ ...filters, ...who }, query));
    }
    return toArticlePage(await this.articles.newestFirst(filters, query));
  }

  async listForAdmin(query: ListAdminArticlesQuery): Promise<ArticlePageDto> {
    return toArticlePage(await this.articles.newestFirst({ titleContains: query.q }, query));
  }
}
