import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';

/**
 * Sign-in identities and sessions. The target keeps its own provider account on every platform (an
 * account has at most one per platform, and sign-in finds the account by it); the source's provider
 * account on a platform the target already has is disconnected, and the audit entry names it so
 * support can tell why signing in with it later makes a new account. Every session of the source ends
 * in the same transaction.
 */
@Injectable()
@RegisterAccountMergeStep()
export class AuthAccountMergeStep implements AccountMergeStep {
  readonly name = 'auth';
  readonly covers = ['oauth_identities.user_id'] as const;

  async moveUserData(manager: EntityManager, { sourceId, targetId }: AccountMergePair) {
    const [dropped] = await manager.query<[{ platform: string; provider_user_id: string }[], number]>(
      `DELETE FROM oauth_identities source
       WHERE source.user_id = $1
         AND EXISTS (SELECT 1 FROM oauth_identities own WHERE own.user_id = $2 AND own.platform = source.platform)
       RETURNING source.platform::text AS platform, source.provider_user_id`,
      [sourceId, targetId],
    );
    const [moved] = await manager.query<[{ platform: string }[], number]>(
      `UPDATE oauth_identities SET user_id = $2 WHERE user_id = $1 RETURNING platform::text AS platform`,
      [sourceId, targetId],
    );
    const [sessions] = await manager.query<[unknown[], number]>(
      `DELETE FROM user_sessions WHERE sess->>'userId' = $1 RETURNING sid`,
      [sourceId],
    );
    return {
      identitiesMoved: moved.map((row) => row.platform),
      identitiesDisconnected: dropped.map((row) => `${row.platform}:${row.provider_user_id}`),
      sessionsEnded: sessions.length,
    };
  }
}
