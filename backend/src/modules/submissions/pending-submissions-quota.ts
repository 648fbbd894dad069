import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { quotaExceeded } from '../../common/http/quota-exceeded.js';
import { Environment } from '../../config/environment.js';
import { SubmissionErrors } from './submissions.errors.js';
import { SubmissionsRepository } from './submissions.repository.js';

export const PENDING_SUBMISSIONS_LIMIT = 'PENDING_SUBMISSIONS_LIMIT';

/** How many of an account's submissions may wait for review, and how many do now. */
export interface PendingRoom {
  limit: number;
  pending: number;
}

/**
 * The cap on an account's pending submissions (the form and CSV imports alike), so one account cannot
 * fill the review queue; staff keep a larger cap. Checks run under a per-account lock held until the
 * caller's transaction ends, so concurrent adds cannot pass the cap together.
 */
@Injectable()
export class PendingSubmissionsQuota {
  constructor(
    private readonly repository: SubmissionsRepository,
    private readonly env: Environment,
  ) {}

  limitFor(staff: boolean): number {
    return staff ? this.env.SUBMISSIONS_STAFF_MAX_PENDING : this.env.SUBMISSIONS_MEMBER_MAX_PENDING;
  }

  /** Locks the account's count for the transaction and reads it. */
  async lockedRoom(manager: EntityManager, submittedById: string, staff: boolean): Promise<PendingRoom> {
    await this.repository.lockPendingOf(manager, submittedById);
    return { limit: this.limitFor(staff), pending: await this.repository.countPendingOf(manager, submittedById) };
  }

  /** Throws 429 when the account has no room for one more pending submission. */
  assertRoom(room: PendingRoom): void {
    if (room.pending >= room.limit) {
      throw quotaExceeded(PENDING_SUBMISSIONS_LIMIT, SubmissionErrors.pendingLimit(room.pending, room.limit));
    }
  }

  /** The same check without a lock, for a quick refusal before work that checks again under the lock. */
  async assertRoomNow(submittedById: string, staff: boolean): Promise<void> {
    const pending = await this.repository.countPendingOf(undefined, submittedById);
    this.assertRoom({ limit: this.limitFor(staff), pending });
  }
}
