import { RegisterAccountMergeStep } from '../../common/account-merge/account-merge-step.js';
import { userRowsMergeStep } from '../../database/user-rows-merge-step.js';

/**
 * Direct messages, sent and received, join the target's conversations. Messages between the two
 * accounts are removed first (and counted in the audit entry): the merge shows both are one person,
 * a message to oneself has no reader, and conversations with oneself do not exist (a check forbids them).
 */
@RegisterAccountMergeStep()
export class MessagesAccountMergeStep extends userRowsMergeStep({
  name: 'messages',
  betweenAccounts: {
    table: 'direct_messages',
    columns: ['sender_id', 'receiver_id'],
    dropped: 'messagesBetweenAccountsRemoved',
  },
  columns: [
    { reference: 'direct_messages.sender_id', moved: 'messagesMoved' },
    { reference: 'direct_messages.receiver_id', moved: 'messagesMoved' },
  ],
}) {}
