import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import type { AuthPlatform } from './auth-platform.js';
import { OAuthIdentity } from './entities/oauth-identity.entity.js';

/** What a sign-in refreshes from the provider's profile. */
export type IdentitySnapshot = Pick<OAuthIdentity, 'username' | 'displayName' | 'email' | 'avatarUrl'>;

/** The queries on oauth_identities (a provider account bound to a user; at most one per platform and user). */
@Injectable()
export class IdentitiesRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  private identities(transaction?: EntityManager) {
    return this.manager(transaction).getRepository(OAuthIdentity);
  }

  /** The identity of a provider account, with its user. */
  findByProviderAccount(platform: AuthPlatform, providerUserId: string): Promise<OAuthIdentity | null> {
    return this.identities().findOne({ where: { platform, providerUserId }, relations: { user: true } });
  }

  /** The user's identities, oldest first. */
  listForUser(userId: string): Promise<OAuthIdentity[]> {
    return this.identities().find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  /** The user's identities, locked until the transaction ends. */
  lockForUser(transaction: EntityManager, userId: string): Promise<OAuthIdentity[]> {
    return this.identities(transaction)
      .createQueryBuilder('identity')
      .setLock('pessimistic_write')
      .where('identity.user_id = :userId', { userId })
      .getMany();
  }

  hasPlatform(userId: string, platform: AuthPlatform): Promise<boolean> {
    return this.identities().existsBy({ userId, platform });
  }

  insert(
    fields: IdentitySnapshot & Pick<OAuthIdentity, 'userId' | 'platform' | 'providerUserId'>,
    transaction?: EntityManager,
  ): Promise<OAuthIdentity> {
    const identities = this.identities(transaction);
    return identities.save(identities.create(fields));
  }

  async updateSnapshot(id: string, snapshot: IdentitySnapshot): Promise<void> {
    await this.identities().update(id, snapshot);
  }

  async delete(id: string, transaction?: EntityManager): Promise<void> {
    await this.identities(transaction).delete({ id });
  }

  // --- account merge

  /** Deletes the source's identities on platforms the target already has; `platform:providerUserId` of each. */
  async dropPlatformsTargetHas(manager: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<string[]> {
    const dropped = await returnedRows<{ platform: string; provider_user_id: string }>(
      manager,
      `DELETE FROM oauth_identities source
       WHERE source.user_id = $1
         AND EXISTS (SELECT 1 FROM oauth_identities own WHERE own.user_id = $2 AND own.platform = source.platform)
       RETURNING source.platform::text AS platform, source.provider_user_id`,
      [sourceId, targetId],
    );
    return dropped.map((row) => `${row.platform}:${row.provider_user_id}`);
  }

  /** The source's remaining identities become the target's; their platforms. */
  async moveToTarget(manager: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<string[]> {
    const moved = await returnedRows<{ platform: string }>(
      manager,
      `UPDATE oauth_identities SET user_id = $2 WHERE user_id = $1 RETURNING platform::text AS platform`,
      [sourceId, targetId],
    );
    return moved.map((row) => row.platform);
  }
}
