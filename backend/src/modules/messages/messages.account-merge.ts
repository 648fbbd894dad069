import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';

/**
 * Direct messages, sent and received, join the target's conversations. Messages between the two
 * accounts are removed (and counted in the audit entry): the merge shows both are one person, a
 * message to oneself has no reader, and conversations with oneself do not exist (a check forbids them).
 */
@Injectable()
@RegisterAccountMergeStep()
export class MessagesAccountMergeStep implements AccountMergeStep {
  readonly name = 'messages';
  readonly covers = ['direct_messages.sender_id', 'direct_messages.receiver_id'] as const;

  async moveUserData(manager: EntityManager, { sourceId, targetId }: AccountMergePair) {
    const [between] = await manager.query<[unknown[], number]>(
      `DELETE FROM direct_messages
       WHERE (sender_id = $1 AND receiver_id = $2) OR (sender_id = $2 AND receiver_id = $1)
       RETURNING id`,
      [sourceId, targetId],
    );
    const [sent] = await manager.query<[unknown[], number]>(
      `UPDATE direct_messages SET sender_id = $2 WHERE sender_id = $1 RETURNING id`,
      [sourceId, targetId],
    );
    const [received] = await manager.query<[unknown[], number]>(
      `UPDATE direct_messages SET receiver_id = $2 WHERE receiver_id = $1 RETURNING id`,
      [sourceId, targetId],
    );
    return {
      messagesMoved: sent.length + received.length,
      messagesBetweenAccountsRemoved: between.length,
    };
  }
}
