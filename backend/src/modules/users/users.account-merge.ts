import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { AccountAliasesRepository } from './account-aliases.repository.js';
import { UsersRepository, type MergeableProfileColumn } from './users.repository.js';

/** Profile fields the target fills from the source only where it has nothing of its own. */
const FILLED_WHEN_EMPTY: readonly MergeableProfileColumn[] = [
  'display_name',
  'first_name',
  'last_name',
  'email',
  'bio',
  'twitter_handle',
  'twitch_username',
  'youtube_channel',
  'discord_username',
];

/**
 * The users module's part: aliases of accounts merged into the source earlier now point at the
 * target (so they never dangle), and the target keeps its own profile, taking the source's values
 * only for fields it left empty. Role, ban, scores and settings stay the target's.
 */
@Injectable()
@RegisterAccountMergeStep()
export class UsersAccountMergeStep implements AccountMergeStep {
  readonly name = 'users';
  readonly covers = ['account_merges.target_user_id'] as const;

  constructor(
    private readonly aliases: AccountAliasesRepository,
    private readonly users: UsersRepository,
  ) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    const earlierAliasesMoved = await this.aliases.redirectToTarget(manager, pair);
    await this.users.fillEmptyFromSource(manager, pair, FILLED_WHEN_EMPTY);
    return { earlierAliasesMoved };
  }
}
