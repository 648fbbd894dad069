import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { toArticleSummaryDto } from '../articles/article.mapper.js';
import type { ArticlePageDto } from '../articles/dto/article-page.dto.js';
import { Article } from '../articles/entities/article.entity.js';
import type { User } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { ProfileDto } from './dto/profile.dto.js';
import { DEFAULT_PAGE_SIZE, type PageQuery } from './dto/page.query.js';
import { UserFollow } from './entities/user-follow.entity.js';
import { decodeTimeCursor, encodeTimeCursor, isoMicros } from './pagination/time-cursor.js';
import { toProfileDto, type ProfileViewer } from './profile.mapper.js';
import { assertProfileVisible } from './profile-visibility.js';
import { UserStatsService } from './user-stats.service.js';

type ArticleWithAuthor = Article & { author: User };

/** Profile pages: the user with their real figures, and their articles. */
@Injectable()
export class ProfilesService {
  constructor(
    private readonly users: UsersService,
    private readonly stats: UserStatsService,
    @InjectRepository(Article) private readonly articles: Repository<Article>,
    @InjectRepository(UserFollow) private readonly follows: Repository<UserFollow>,
  ) {}

  /** Three queries whatever the user's activity: the user, the figures, whether the viewer follows. */
  async getByUsername(username: string, viewer: ProfileViewer): Promise<ProfileDto> {
    const user = await this.visibleByUsername(username, viewer);
    return this.profileOf(user, viewer);
  }

  async getById(userId: string, viewer: ProfileViewer): Promise<ProfileDto> {
    const user = await this.users.findById(userId);
    assertProfileVisible(user, viewer.id);
    return this.profileOf(user, viewer);
  }

  /** The user's articles, newest first, keyset-paginated: three queries whatever the page size. */
  async listArticles(username: string, viewer: ProfileViewer, query: PageQuery): Promise<ArticlePageDto> {
    const user = await this.visibleByUsername(username, viewer);
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const total = await this.articles.count({ where: { authorId: user.id } });

    const page = this.articles
      .createQueryBuilder('article')
      .innerJoinAndSelect('article.author', 'author')
      .addSelect(isoMicros('article.created_at'), 'cursor_at')
      .where('article.author_id = :authorId', { authorId: user.id });
    if (query.cursor) {
      const cursor = decodeTimeCursor(query.cursor);
      if (!/^\d{1,10}$/.test(cursor.key)) throw new BadRequestException('cursor is not a valid page cursor');
      page.andWhere('(article.created_at, article.id) < (CAST(:cursorAt AS timestamptz), CAST(:cursorId AS integer))', {
        cursorAt: cursor.at,
        cursorId: cursor.key,
      });
    }
    const { entities, raw } = await page
      .orderBy('article.created_at', 'DESC')
      .addOrderBy('article.id', 'DESC')
      .limit(limit + 1)
      .getRawAndEntities<{ article_id: number; cursor_at: string }>();

    const items = (entities as ArticleWithAuthor[]).slice(0, limit);
    const last = items.at(-1);
    const lastAt = last && raw.find((row) => Number(row.article_id) === last.id)?.cursor_at;
    const nextCursor =
      entities.length > limit && last && lastAt ? encodeTimeCursor({ at: lastAt, key: String(last.id) }) : null;
    return { items: items.map(toArticleSummaryDto), nextCursor, total };
  }

  private async visibleByUsername(username: string, viewer: ProfileViewer): Promise<User> {
    const user = await this.users.findByUsernameOrId(username);
    assertProfileVisible(user, viewer.id);
    return user;
  }

  private async profileOf(user: User, viewer: ProfileViewer): Promise<ProfileDto> {
    const [stats, isFollowing] = await Promise.all([
      this.stats.statsOf(user.id),
      viewer.id === user.id
        ? Promise.resolve(false)
        : this.follows.exists({ where: { followerId: viewer.id, followeeId: user.id } }),
    ]);
    return toProfileDto(user, { viewer, stats, isFollowing });
  }
}
