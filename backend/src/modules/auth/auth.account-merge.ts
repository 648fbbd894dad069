import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { IdentitiesRepository } from './identities.repository.js';
import { SessionsRepository } from './sessions.repository.js';

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

  constructor(
    private readonly identities: IdentitiesRepository,
    private readonly sessions: SessionsRepository,
  ) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    const identitiesDisconnected = await this.identities.dropPlatformsTargetHas(manager, pair);
    const identitiesMoved = await this.identities.moveToTarget(manager, pair);
    const sessionsEnded = await this.sessions.deleteForUser(pair.sourceId, manager);
    return { identitiesMoved, identitiesDisconnected, sessionsEnded };
  }
}
