import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { invalidCursor } from '../../common/pagination/cursor.js';
import { AuditService } from '../audit/audit.service.js';
import { UsersService } from '../users/users.service.js';
import type { FollowStatusDto } from './dto/follow-status.dto.js';
import { DEFAULT_PAGE_SIZE, type PageQuery } from '../../common/pagination/page-query.js';
import type { UserCardDto, UserCardPageDto } from './dto/user-card.dto.js';
import { decodeTimeCursor, encodeTimeCursor, isoMicros } from '../../common/pagination/time-cursor.js';
import type { ProfileViewer } from './profile.mapper.js';
import { assertProfileVisible } from './profile-visibility.js';
import { userColumns, userFromRow } from './user-row.js';

export const SELF_FOLLOW_MESSAGE = 'You cannot follow yourself.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which side of user_follows a list shows. */
type Direction = 'followers' | 'following';
const SIDES: Record<Direction, { match: string; other: string }> = {
  followers: { match: 'followee_id', other: 'follower_id' },
  following: { match: 'follower_id', other: 'followee_id' },
};

/** Following and unfollowing (idempotent, audited) and the two lists. */
@Injectable()
export class FollowsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  /** Following twice is the same as once; only the first follow is recorded in the audit log. */
  async follow(viewer: ProfileViewer, targetId: string): Promise<FollowStatusDto> {
    await this.followable(viewer, targetId);
    await this.dataSource.transaction(async (manager) => {
      const inserted = await manager.query<unknown[]>(
        `INSERT INTO user_follows (follower_id, followee_id) VALUES ($1, $2)
         ON CONFLICT DO NOTHING RETURNING follower_id`,
        [viewer.id, targetId],
      );
      if (inserted.length > 0) {
        await this.audit.record({ actorId: viewer.id, targetUserId: targetId, action: 'user.followed' }, manager);
      }
    });
    return this.statusOf(viewer.id, targetId);
  }

  /** Unfollowing someone you do not follow changes nothing and succeeds. */
  async unfollow(viewer: ProfileViewer, targetId: string): Promise<FollowStatusDto> {
    await this.followable(viewer, targetId);
    await this.dataSource.transaction(async (manager) => {
      const [deleted] = await manager.query<[unknown[], number]>(
        `DELETE FROM user_follows WHERE follower_id = $1 AND followee_id = $2 RETURNING follower_id`,
        [viewer.id, targetId],
      );
      if (deleted.length > 0) {
        await this.audit.record({ actorId: viewer.id, targetUserId: targetId, action: 'user.unfollowed' }, manager);
      }
    });
    return this.statusOf(viewer.id, targetId);
  }

  /** Newest follow first; three queries whatever the page size. */
  async list(direction: Direction, userId: string, viewer: ProfileViewer, query: PageQuery): Promise<UserCardPageDto> {
    assertProfileVisible(await this.users.findById(userId), viewer.id);
    const { match, other } = SIDES[direction];
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const cursor = query.cursor ? decodeTimeCursor(query.cursor) : null;
    if (cursor && !UUID.test(cursor.key)) throw invalidCursor();

    const [{ total }] = await this.dataSource.query<[{ total: string }]>(
      `SELECT count(*) AS total FROM user_follows WHERE ${match} = $1`,
      [userId],
    );
    const rows = await this.dataSource.query<Record<string, unknown>[]>(
      `SELECT ${userColumns('u', 'user')}, f.created_at AS followed_at, ${isoMicros('f.created_at')} AS cursor_at
       FROM user_follows f JOIN users u ON u.id = f.${other}
       WHERE f.${match} = $1
         AND ($2::timestamptz IS NULL OR (f.created_at, f.${other}) < ($2::timestamptz, $3::uuid))
       ORDER BY f.created_at DESC, f.${other} DESC
       LIMIT $4`,
      [userId, cursor?.at ?? null, cursor?.key ?? null, limit + 1],
    );
    const items: UserCardDto[] = rows.slice(0, limit).map((row) => ({
      ...userFromRow(row, 'user')!,
      followedAt: (row.followed_at as Date).toISOString(),
    }));
    const last = rows[limit - 1];
    const nextCursor =
      rows.length > limit && last
        ? encodeTimeCursor({ at: last.cursor_at as string, key: last.user_id as string })
        : null;
    return { items, nextCursor, total: Number(total) };
  }

  private async followable(viewer: ProfileViewer, targetId: string): Promise<void> {
    if (targetId === viewer.id) throw new BadRequestException(SELF_FOLLOW_MESSAGE);
    assertProfileVisible(await this.users.findById(targetId), viewer.id);
  }

  private async statusOf(followerId: string, targetId: string): Promise<FollowStatusDto> {
    const [row] = await this.dataSource.query<[{ following: boolean; followers: string }]>(
      `SELECT EXISTS (SELECT 1 FROM user_follows WHERE follower_id = $1 AND followee_id = $2) AS following,
              (SELECT count(*) FROM user_follows WHERE followee_id = $2) AS followers`,
      [followerId, targetId],
    );
    return { userId: targetId, following: row.following, followers: Number(row.followers) };
  }
}
