import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { UsersService } from '../users/users.service.js';
import { AvatarsRepository } from './avatars.repository.js';
import { avatarUrl } from './avatars.service.js';
import { FollowsRepository } from './follows.repository.js';

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

  constructor(
    private readonly follows: FollowsRepository,
    private readonly avatars: AvatarsRepository,
    private readonly users: UsersService,
  ) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    return { ...(await this.mergeFollows(manager, pair)), ...(await this.mergeAvatar(manager, pair)) };
  }

  private async mergeFollows(manager: EntityManager, pair: AccountMergePair) {
    const followsBetweenAccountsRemoved = await this.follows.deleteBetween(manager, pair);
    const followsMerged = await this.follows.dropFollowsBothHave(manager, pair);
    const followsMoved = await this.follows.moveFollows(manager, pair);
    return { followsMoved, followsMerged, followsBetweenAccountsRemoved };
  }

  private async mergeAvatar(manager: EntityManager, pair: AccountMergePair) {
    const { sourceId, targetId } = pair;
    const target = await this.users.findById(targetId, manager);
    const targetHasPicture =
      (target?.profileImageUrl ?? null) !== null || (await this.avatars.exists(targetId, manager));
    if (targetHasPicture) {
      const sourceAvatarDropped = await this.avatars.delete(sourceId, manager);
      return { avatarTaken: false, sourceAvatarDropped };
    }
    const uploadedVersion = await this.avatars.moveOwner(manager, pair);
    // An uploaded picture's address carries the owner's id; a provider picture's address is kept as it is.
    const url = uploadedVersion
      ? avatarUrl(targetId, uploadedVersion)
      : ((await this.users.findById(sourceId, manager))?.profileImageUrl ?? null);
    await this.users.setProfileImageUrl(targetId, url, manager);
    return { avatarTaken: true, sourceAvatarDropped: false };
  }
}
