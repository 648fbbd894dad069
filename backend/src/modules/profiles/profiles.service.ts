import { Injectable } from '@nestjs/common';
import { ArticlesService, type ArticlePageDto } from '../articles/articles.service.js';
import type { UserRecord } from '../users/user-record.js';
import { UsersService } from '../users/users.service.js';
import type { ProfileDto } from './dto/profile.dto.js';
import type { PageQuery } from '../../common/pagination/page-query.js';
import { FollowsRepository } from './follows.repository.js';
import { toProfileDto, type ProfileViewer } from './profile.mapper.js';
import { assertProfileVisible } from './profile-visibility.js';
import { UserStatsService } from './user-stats.service.js';

/** Profile pages: the user with their real figures, and their articles. */
@Injectable()
export class ProfilesService {
  constructor(
    private readonly users: UsersService,
    private readonly stats: UserStatsService,
    private readonly articles: ArticlesService,
    private readonly follows: FollowsRepository,
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
    return this.articles.listByAuthor(user.id, query);
  }

  private async visibleByUsername(username: string, viewer: ProfileViewer): Promise<UserRecord> {
    const user = await this.users.findByUsernameOrId(username);
    assertProfileVisible(user, viewer.id);
    return user;
  }

  private async profileOf(user: UserRecord, viewer: ProfileViewer): Promise<ProfileDto> {
    const [stats, isFollowing] = await Promise.all([
      this.stats.statsOf(user.id),
      viewer.id === user.id ? Promise.resolve(false) : this.follows.isFollowing(viewer.id, user.id),
    ]);
    return toProfileDto(user, { viewer, stats, isFollowing });
  }
}
