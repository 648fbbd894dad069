import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { MessagesRepository } from './messages.repository.js';

/**
 * Direct messages, sent and received, join the target's conversations. Messages between the two
 * accounts are removed first (and counted in the audit entry): the merge shows both are one person,
 * a message to oneself has no reader, and conversations with oneself do not exist (a check forbids them).
 */
@Injectable()
@RegisterAccountMergeStep()
export class MessagesAccountMergeStep implements AccountMergeStep {
  readonly name = 'messages';
  readonly covers = ['direct_messages.sender_id', 'direct_messages.receiver_id'] as const;

  constructor(private readonly messages: MessagesRepository) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    const messagesBetweenAccountsRemoved = await this.messages.deleteBetween(manager, pair);
    const messagesMoved = await this.messages.moveSentAndReceived(manager, pair);
    return { messagesMoved, messagesBetweenAccountsRemoved };
  }
}
