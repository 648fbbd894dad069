import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';

/** Profile fields the target fills from the source only where it has nothing of its own. */
const FILLED_WHEN_EMPTY = [
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

  async moveUserData(manager: EntityManager, { sourceId, targetId }: AccountMergePair) {
    const [aliases] = await manager.query<[unknown[], number]>(
      `UPDATE account_merges SET target_user_id = $2 WHERE target_user_id = $1 RETURNING source_user_id`,
      [sourceId, targetId],
    );
    const fills = FILLED_WHEN_EMPTY.map((column) => `${column} = COALESCE(target.${column}, source.${column})`);
    await manager.query(
      `UPDATE users target SET ${fills.join(', ')}, updated_at = now()
       FROM users source WHERE target.id = $2 AND source.id = $1`,
      [sourceId, targetId],
    );
    return { earlierAliasesMoved: aliases.length };
  }
}
