import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { NotificationsRepository } from './notifications.repository.js';

/**
 * The source's notifications move to the merged account, as do those it caused; its digest
 * bookkeeping is dropped.
 */
@Injectable()
@RegisterAccountMergeStep()
export class NotificationsAccountMergeStep implements AccountMergeStep {
  readonly name = 'notifications';
  readonly covers = ['notifications.user_id', 'notifications.actor_id', 'notification_digests.user_id'] as const;

  constructor(private readonly notifications: NotificationsRepository) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    return { notificationsMoved: await this.notifications.moveToUser(manager, pair) };
  }
}
