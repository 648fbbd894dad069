import { isUuid } from '../../common/text/uuid.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AccountAliasesService } from './account-aliases.service.js';
import type { User } from './entities/user.entity.js';
import { ROOT_USER_ID, ROOT_USERNAME } from './root-user.js';
import { UsersRepository, type NewUser, type ProfileChanges, type UserSearch } from './users.repository.js';
import type { UserRole } from './user-role.js';

export type { NewUser, ProfileChanges, UserSearch } from './users.repository.js';

/**
 * The users module's public door: every other module reads and writes accounts through these
 * intent-named methods (the SQL is in UsersRepository). Writes take the caller's transaction.
 */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly aliases: AccountAliasesService,
  ) {}

  findById(id: string, transaction?: EntityManager): Promise<User | null> {
    return this.users.findById(id, transaction);
  }

  exists(id: string, transaction?: EntityManager): Promise<boolean> {
    return this.users.exists(id, transaction);
  }

  /**
   * A profile address: a username (as findByUsername), or else a user id, since article cards link
   * to /profile/{id}. The id of a merged account leads to the account it joined.
   */
  async findByUsernameOrId(value: string): Promise<User | null> {
    if (value.length > 100) return null;
    const byName = await this.findByUsername(value);
    if (byName || !isUuid(value)) return byName;
    const id = value.toLowerCase();
    const user = await this.findById(id);
    if (user) return user;
    const mergedInto = await this.aliases.mergedInto(id);
    return mergedInto ? this.findById(mergedInto) : null;
  }

  /** The live account behind a user id: itself, the account it was merged into, or null. */
  async currentIdOf(id: string): Promise<string | null> {
    if (await this.users.exists(id)) return id;
    return this.aliases.mergedInto(id);
  }

  /** Case-insensitive, ignoring a leading @ (usernames may carry one). */
  findByUsername(username: string): Promise<User | null> {
    const bare = username.replace(/^@/, '');
    return this.users.findByUsernameIgnoringCase([bare, `@${bare}`]);
  }

  /** Who holds a username a new account wants (ignoring case); 'root' is always held by the root admin. */
  findHolderOfUsername(username: string): Promise<User | null> {
    if (username === ROOT_USERNAME) return this.users.findById(ROOT_USER_ID);
    return this.users.findByUsernameIgnoringCase([username]);
  }

  /** A message receiver, locked (shared) until the caller's transaction ends so a ban or deletion waits. */
  findForMessageDelivery(transaction: EntityManager, id: string): Promise<User | null> {
    return this.users.findByIdLockedForShare(transaction, id);
  }

  /** The admin user list, newest first. */
  search(filters: UserSearch): Promise<User[]> {
    return this.users.search(filters);
  }

  searchPage(filters: UserSearch, after: { at: string; key: string } | undefined) {
    return this.users.searchPage(filters, after);
  }

  /** A new account from a provider's profile (the caller links the provider in the same transaction). */
  register(fields: NewUser, transaction: EntityManager): Promise<User> {
    return this.users.create(fields, transaction);
  }

  updateProfile(userId: string, changes: ProfileChanges, transaction?: EntityManager): Promise<User | null> {
    return this.users.update(userId, changes, transaction);
  }

  changeRole(userId: string, role: UserRole): Promise<User | null> {
    return this.users.update(userId, { role });
  }

  /** Bans: `until` null for a ban an admin must lift, a time for a suspension that ends by itself. */
  ban(
    userId: string,
    ban: { reason: string | null; category: string | null; until: Date | null },
    transaction?: EntityManager,
  ): Promise<User | null> {
    return this.users.update(
      userId,
      { isBanned: true, banReason: ban.reason, banReasonCategory: ban.category, bannedUntil: ban.until },
      transaction,
    );
  }

  /** Lifts a ban or suspension (its reason, category and end cleared). */
  unban(userId: string, transaction?: EntityManager): Promise<User | null> {
    return this.users.update(
      userId,
      { isBanned: false, banReason: null, banReasonCategory: null, bannedUntil: null },
      transaction,
    );
  }

  /** Lifts the suspensions that have ended; the accounts lifted and what they had been suspended for. */
  async endLapsedSuspensions(transaction?: EntityManager): Promise<{ userId: string; category: string | null }[]> {
    const rows = await this.users.endLapsedSuspensions(transaction);
    return rows.map((row) => ({ userId: row.id, category: row.ban_reason_category }));
  }

  /** The provider the account signs in with first; null when none is left. */
  setPrimaryPlatform(userId: string, platform: string | null, transaction?: EntityManager): Promise<User | null> {
    return this.users.update(userId, { primaryPlatform: platform }, transaction);
  }

  /** Points the profile at its picture (null: the default logo); true when it changed. */
  setProfileImageUrl(userId: string, url: string | null, transaction?: EntityManager): Promise<boolean> {
    return this.users.setProfileImageUrl(userId, url, transaction);
  }
}
