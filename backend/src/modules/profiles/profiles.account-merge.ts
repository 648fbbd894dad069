import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { avatarUrl } from './avatars.service.js';

/**
 * Follows and the profile picture. Follows between the two accounts would become self-follows and
 * go; a follow both accounts have (of, or by, the same person) stays one. Follower figures are counted
 * from the rows, so they stay true. The target keeps its own picture; it takes the source's only when
 * it has none (neither an upload nor a provider picture).
 */
@Injectable()
@RegisterAccountMergeStep()
export class ProfilesAccountMergeStep implements AccountMergeStep {
  readonly name = 'profiles';
  readonly covers = ['user_follows.follower_id', 'user_follows.followee_id', 'user_avatars.user_id'] as const;

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    return { ...(await this.mergeFollows(manager, pair)), ...(await this.mergeAvatar(manager, pair)) };
  }

  private async mergeFollows(manager: EntityManager, { sourceId, targetId }: AccountMergePair) {
    const [betweenAccounts] = await manager.query<[unknown[], number]>(
      `DELETE FROM user_follows
       WHERE (follower_id = $1 AND followee_id = $2) OR (follower_id = $2 AND followee_id = $1)
       RETURNING follower_id`,
      [sourceId, targetId],
    );
    const [duplicates] = await manager.query<[unknown[], number]>(
      `DELETE FROM user_follows source
       WHERE (source.follower_id = $1
              AND EXISTS (SELECT 1 FROM user_follows own WHERE own.follower_id = $2 AND own.followee_id = source.followee_id))
          OR (source.followee_id = $1
              AND EXISTS (SELECT 1 FROM user_follows own WHERE own.followee_id = $2 AND own.follower_id = source.follower_id))
       RETURNING source.follower_id`,
      [sourceId, targetId],
    );
    const [following] = await manager.query<[unknown[], number]>(
      `UPDATE user_follows SET follower_id = $2 WHERE follower_id = $1 RETURNING followee_id`,
      [sourceId, targetId],
    );
    const [followers] = await manager.query<[unknown[], number]>(
      `UPDATE user_follows SET followee_id = $2 WHERE followee_id = $1 RETURNING follower_id`,
      [sourceId, targetId],
    );
    return {
      followsMoved: following.length + followers.length,
      followsMerged: duplicates.length,
      followsBetweenAccountsRemoved: betweenAccounts.length,
    };
  }

  private async mergeAvatar(manager: EntityManager, { sourceId, targetId }: AccountMergePair) {
    const [target] = await manager.query<{ has_picture: boolean }[]>(
      `SELECT u.profile_image_url IS NOT NULL OR EXISTS (SELECT 1 FROM user_avatars a WHERE a.user_id = u.id) AS has_picture
       FROM users u WHERE u.id = $1`,
      [targetId],
    );
    if (target?.has_picture) {
      const [dropped] = await manager.query<[unknown[], number]>(
        `DELETE FROM user_avatars WHERE user_id = $1 RETURNING user_id`,
        [sourceId],
      );
      return { avatarTaken: false, sourceAvatarDropped: dropped.length > 0 };
    }
    const [uploaded] = await manager.query<[{ version: string }[], number]>(
      `UPDATE user_avatars SET user_id = $2 WHERE user_id = $1
       RETURNING (extract(epoch FROM updated_at) * 1000000)::bigint::text AS version`,
      [sourceId, targetId],
    );
    // An uploaded picture's address carries the owner's id; a provider picture's address is kept as it is.
    await manager.query(
      `UPDATE users target SET profile_image_url = COALESCE($3, source.profile_image_url), updated_at = now()
       FROM users source WHERE target.id = $2 AND source.id = $1`,
      [sourceId, targetId, uploaded[0] ? avatarUrl(targetId, uploaded[0].version) : null],
    );
    return { avatarTaken: true, sourceAvatarDropped: false };
  }
}
