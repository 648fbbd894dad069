import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { isoMicros } from '../../common/pagination/time-cursor.js';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import { User } from './entities/user.entity.js';
import { isPersonSql } from './placeholder-user.js';
import type { UserRole } from './user-role.js';

/** The columns a ban sets and lifting it clears. */
type BanColumn = 'isBanned' | 'banReason' | 'bannedUntil' | 'banReasonCategory';
/** Filters of the admin user list. */
export interface UserSearch {
  /** Part of the username, display name or real name (and of the e-mail address with matchEmail). */
  text?: string;
  /** Admins only: the text may also match the e-mail address (never offered to other searches). */
  matchEmail?: boolean;
  role?: UserRole;
  banned?: boolean;
  limit: number;
}

/** The fields a new account starts with (first sign-in with a provider). */
export type NewUser = Pick<
  User,
  'username' | 'displayName' | 'firstName' | 'lastName' | 'email' | 'profileImageUrl' | 'primaryPlatform'
>;

/** The fields the profile settings may change. */
export type ProfileChanges = Partial<
  Pick<
    User,
    | 'displayName'
    | 'firstName'
    | 'lastName'
    | 'bio'
    | 'twitterHandle'
    | 'twitchUsername'
    | 'youtubeChannel'
    | 'discordUsername'
    | 'showRealName'
    | 'showEmail'
    | 'displayNamePreference'
    | 'showOnlineStatus'
    | 'allowFriendRequests'
  >
>;

/** Profile columns an account merge may fill on the target from the source. */
export type MergeableProfileColumn =
  | 'display_name'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'bio'
  | 'twitter_handle'
  | 'twitch_username'
  | 'youtube_channel'
  | 'discord_username';

/** The queries on the users table; other modules reach them through UsersService. */
@Injectable()
export class UsersRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  private users(transaction?: EntityManager) {
    return this.manager(transaction).getRepository(User);
  }

  findById(id: string, transaction?: EntityManager): Promise<User | null> {
    return this.users(transaction).findOne({ where: { id } });
  }

  exists(id: string, transaction?: EntityManager): Promise<boolean> {
    return this.users(transaction).exists({ where: { id } });
  }

  /** Reads the row and holds a share lock on it until the transaction ends (it cannot change or vanish meanwhile). */
  findByIdLockedForShare(transaction: EntityManager, id: string): Promise<User | null> {
    return this.users(transaction).findOne({ where: { id }, lock: { mode: 'pessimistic_read' } });
  }

  /** Ignoring case; each of `names` is one spelling to try (e.g. with and without a leading @). */
  findByUsernameIgnoringCase(names: string[], transaction?: EntityManager): Promise<User | null> {
    const builder = this.users(transaction).createQueryBuilder('user');
    names.forEach((name, index) =>
      builder.orWhere(`lower(user.username) = lower(:name${index})`, { [`name${index}`]: name }),
    );
    return builder.getOne();
  }

  /** Newest accounts first. */
  search(filters: UserSearch, transaction?: EntityManager): Promise<User[]> {
    const builder = this.users(transaction)
      .createQueryBuilder('user')
      .orderBy('user.created_at', 'DESC')
      .take(filters.limit);
    this.applySearch(builder, filters);
    return builder.getMany();
  }

  /**
   * One page of the admin list, newest first (ties by id), after `after` when given; each row with
   * its exact creation time for the next cursor, and how many rows match the filters in all.
   */
  async searchPage(
    filters: UserSearch,
    after: { at: string; key: string } | undefined,
  ): Promise<{ rows: { user: User; at: string }[]; total: number }> {
    const base = this.users().createQueryBuilder('user');
    this.applySearch(base, filters);
    const total = await base.clone().getCount();
    const page = base
      .clone()
      .addSelect(isoMicros('user.created_at'), 'cursor_at')
      .orderBy('user.created_at', 'DESC')
      .addOrderBy('user.id', 'DESC')
      .limit(filters.limit);
    if (after) page.andWhere('(user.created_at, user.id) < (:at::timestamptz, :key::uuid)', after);
    const { entities, raw } = await page.getRawAndEntities<{ cursor_at: string }>();
    return { rows: entities.map((user, index) => ({ user, at: raw[index].cursor_at })), total };
  }

  /** People only: the placeholder that deleted accounts' rows are credited to is never listed or counted. */
  private applySearch(builder: SelectQueryBuilder<User>, filters: UserSearch): void {
    builder.andWhere(isPersonSql('user.id'));
    if (filters.text) {
      const pattern = `%${filters.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      builder.andWhere(
        new Brackets((or) => {
          or.where("ltrim(user.username, '@') ILIKE :pattern", { pattern })
            .orWhere('user.display_name ILIKE :pattern', { pattern })
            .orWhere("concat_ws(' ', user.first_name, user.last_name) ILIKE :pattern", { pattern });
          if (filters.matchEmail) or.orWhere('user.email ILIKE :pattern', { pattern });
        }),
      );
    }
    if (filters.role) builder.andWhere('user.role = :role', { role: filters.role });
    if (filters.banned !== undefined) builder.andWhere('user.is_banned = :banned', { banned: filters.banned });
  }

  create(fields: NewUser, transaction?: EntityManager): Promise<User> {
    const users = this.users(transaction);
    return users.save(users.create(fields));
  }

  /** The changed row, or null when the user is gone. */
  async update(
    id: string,
    changes: ProfileChanges | Partial<Pick<User, 'role' | BanColumn | 'primaryPlatform'>>,
    transaction?: EntityManager,
  ): Promise<User | null> {
    await this.users(transaction).update({ id }, changes);
    return this.findById(id, transaction);
  }

  /**
   * Lifts every suspension whose end has passed, in one statement (two workers running it at once lift
   * each account once); the accounts lifted with the category they were suspended for.
   */
  endLapsedSuspensions(transaction?: EntityManager): Promise<{ id: string; ban_reason_category: string | null }[]> {
    return returnedRows(
      this.manager(transaction),
      `WITH lapsed AS (
         SELECT id, ban_reason_category FROM users
         WHERE is_banned AND banned_until IS NOT NULL AND banned_until <= now()
         FOR UPDATE SKIP LOCKED
       )
       UPDATE users u
       SET is_banned = false, ban_reason = NULL, banned_until = NULL, ban_reason_category = NULL, updated_at = now()
       FROM lapsed WHERE u.id = lapsed.id
       RETURNING u.id, lapsed.ban_reason_category`,
      [],
    );
  }

  /** True when the stored picture address changed. */
  async setProfileImageUrl(id: string, url: string | null, transaction?: EntityManager): Promise<boolean> {
    const changed = await returnedRows(
      this.manager(transaction),
      `UPDATE users SET profile_image_url = $2, updated_at = now()
       WHERE id = $1 AND profile_image_url IS DISTINCT FROM $2 RETURNING id`,
      [id, url],
    );
    return changed.length > 0;
  }

  // --- account merge

  /** Locks both rows until the transaction ends, in id order (two merges cannot deadlock); the rows found. */
  lockPairForMerge(
    manager: EntityManager,
    { sourceId, targetId }: AccountMergePair,
  ): Promise<Pick<User, 'id' | 'username'>[]> {
    return returnedRows(manager, `SELECT id, username FROM users WHERE id IN ($1, $2) ORDER BY id FOR UPDATE`, [
      sourceId,
      targetId,
    ]);
  }

  /** Sets each of `columns` on the target to the source's value where the target's is null. */
  async fillEmptyFromSource(
    manager: EntityManager,
    { sourceId, targetId }: AccountMergePair,
    columns: readonly MergeableProfileColumn[],
  ): Promise<void> {
    const fills = columns.map((column) => `${column} = COALESCE(target.${column}, source.${column})`);
    await manager.query(
      `UPDATE users target SET ${[...fills, 'updated_at = now()'].join(', ')}
       FROM users source WHERE target.id = $2 AND source.id = $1`,
      [sourceId, targetId],
    );
  }

  /** Deletes the row; what still references it goes by cascade. */
  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM users WHERE id = $1`, [id]);
  }
}
