import { toPage } from '../../common/pagination/page.js';
import { NotificationKind } from '../notifications/notification-kind.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { toUserSummary } from '../users/user-summary.js';
import { isPlaceholderUser } from '../users/placeholder-user.js';
import { isRootUser } from '../users/root-user.js';
import { UserErrors } from '../users/users.errors.js';
import { FollowsRepository, type FollowDirection } from './follows.repository.js';
import { ProfileErrors } from './profiles.errors.js';
import { cursorUuid } from '../../common/pagination/cursor.js';
import { BlocksService } from '../blocks/blocks.service.js';
import { AuditService } from '../audit/audit.service.js';
import { UsersService } from '../users/users.service.js';
import type { FollowStatusDto } from './dto/follow-status.dto.js';
import { DEFAULT_PAGE_SIZE, type PageQuery } from '../../common/pagination/page-query.js';
import type { UserCardDto, UserCardPageDto } from './dto/user-card.dto.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../common/pagination/time-cursor.js';
import type { ProfileViewer } from './profile.mapper.js';
import { assertProfileVisible } from './profile-visibility.js';
import { userFromRow } from '../users/user-row.js';

/** Following and unfollowing (idempotent, audited) and the two lists. */
@Injectable()
export class FollowsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly follows: FollowsRepository,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly blocks: BlocksService,
  ) {}

  /** Following twice is the same as once; only the first follow is recorded in the audit log. */
  async follow(viewer: ProfileViewer, targetId: string): Promise<FollowStatusDto> {
    await this.followable(viewer, targetId);
    // Someone who blocks the viewer answers like a profile the viewer may not see, so the block is not revealed.
    if (await this.blocks.hasBlocked(targetId, viewer.id)) throw new NotFoundException(UserErrors.notFound);
    await this.dataSource.transaction(async (manager) => {
      if (await this.follows.insert(viewer.id, targetId, manager)) {
        await this.audit.record({ actorId: viewer.id, targetUserId: targetId, action: 'user.followed' }, manager);
        await this.notifications.notify(manager, {
          userId: targetId,
          actor: viewer.id,
          kind: NotificationKind.NewFollower,
          reference: `follow:${viewer.id}`,
          title: '{actor} followed you',
          link: '/profile/{actorUsername}',
        });
      }
    });
    return this.statusOf(viewer.id, targetId);
  }

  /** Unfollowing someone you do not follow changes nothing and succeeds. */
  async unfollow(viewer: ProfileViewer, targetId: string): Promise<FollowStatusDto> {
    await this.followable(viewer, targetId);
    await this.dataSource.transaction(async (manager) => {
      if (await this.follows.delete(viewer.id, targetId, manager)) {
        await this.audit.record({ actorId: viewer.id, targetUserId: targetId, action: 'user.unfollowed' }, manager);
      }
    });
    return this.statusOf(viewer.id, targetId);
  }

  /** Newest follow first, with the viewer's own follow of each listed user; three queries whatever the page size. */
  async list(
    direction: FollowDirection,
    userId: string,
    viewer: ProfileViewer,
    query: PageQuery,
  ): Promise<UserCardPageDto> {
    assertProfileVisible(await this.users.findById(userId), viewer.id);
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const cursor = query.cursor ? decodeTimeCursor(query.cursor) : null;
    if (cursor) cursorUuid(cursor.key);

    const [total, rows] = await Promise.all([
      this.follows.count(direction, userId),
      this.follows.page(direction, userId, viewer.id, cursor, limit + 1),
    ]);
    const page = toPage(
      rows,
      limit,
      (row): UserCardDto => {
        const user = userFromRow(row, 'user')!;
        return {
          ...toUserSummary(user),
          isRoot: isRootUser(user.id),
          followedAt: row.followed_at.toISOString(),
          viewerFollows: row.viewer_follows,
          isViewer: user.id === viewer.id,
        };
      },
      (last) => encodeTimeCursor({ at: last.cursor_at, key: last.user_id }),
    );
    return { ...page, total };
  }

  /** Anyone else with a visible profile; never the placeholder of deleted accounts (it is nobody). */
  private async followable(viewer: ProfileViewer, targetId: string): Promise<void> {
    if (targetId === viewer.id) throw new BadRequestException(ProfileErrors.selfFollow);
    if (isPlaceholderUser(targetId)) throw new NotFoundException(UserErrors.notFound);
    assertProfileVisible(await this.users.findById(targetId), viewer.id);
  }

  private async statusOf(followerId: string, targetId: string): Promise<FollowStatusDto> {
    const status = await this.follows.statusOf(followerId, targetId);
    return { userId: targetId, ...status };
  }
}
