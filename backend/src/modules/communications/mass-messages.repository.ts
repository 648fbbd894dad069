import { bannedNowSql } from '../users/ban-state.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import { reassignUserRows } from '../../database/reassign-user-rows.js';
import { isPersonSql } from '../users/placeholder-user.js';
import { ROOT_USER_ID } from '../users/root-user.js';
import { DeliveryEmailStatus } from './entities/mass-message-delivery.entity.js';
import { MassMessage, MassMessageStatus, RecipientGroup } from './entities/mass-message.entity.js';

/**
 * Premium members: users who have paid for anything, i.e. hold at least one payment that succeeded
 * and was not refunded in full.
 */
export const PREMIUM_MEMBER_SQL = `EXISTS (
  SELECT 1 FROM payments p
  WHERE p.user_id = u.id AND p.status::text IN ('succeeded', 'partially_refunded')
)`;

/**
 * Who may be written to at all: never the site's own account (the sender), never the placeholder that
 * deleted accounts' rows are credited to (it is nobody), never a banned user.
 */
const REACHABLE_SQL = `u.id <> '${ROOT_USER_ID}' AND ${isPersonSql('u.id')} AND NOT ${bannedNowSql('u')}`;

const GROUP_SQL: Record<Exclude<RecipientGroup, RecipientGroup.Premium>, string> = {
  [RecipientGroup.All]: 'TRUE',
  [RecipientGroup.Admins]: `u.role = 'admin'`,
  [RecipientGroup.Moderators]: `u.role = 'moderator'`,
};

/** A user who has an address and whose notification settings allow message e-mails (no row: defaults, on). */
const WANTS_EMAIL_SQL = `u.email IS NOT NULL AND COALESCE(np.messages, TRUE) AND COALESCE(np.frequency::text, 'instant') <> 'never'`;

export interface RecipientScope {
  group: RecipientGroup;
  /** Direct messages are restricted to admins: only admins can read them. */
  adminsOnly: boolean;
}

/** The WHERE condition on `users u` of a recipient group: built from constants only, never input. */
function recipientCondition(scope: RecipientScope): string {
  const group = scope.group === RecipientGroup.Premium ? PREMIUM_MEMBER_SQL : GROUP_SQL[scope.group];
  return `${REACHABLE_SQL} AND (${group})${scope.adminsOnly ? ` AND u.role = 'admin'` : ''}`;
}

export interface ClaimedBatch {
  /** Users looked at in this batch (fewer than the batch size: the last batch). */
  scanned: number;
  /** Where the next batch starts. */
  lastUserId: string | null;
  /** Recipients claimed now (none of them had this message yet). */
  claimed: string[];
}

export interface EmailRecipient {
  user_id: string;
  email: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  show_real_name: boolean;
  display_name_preference: string;
}

export type NewMassMessage = Pick<MassMessage, 'subject' | 'content' | 'recipientGroup' | 'total' | 'createdById'>;

/** The SQL of mass messages and their fan-out. */
@Injectable()
export class MassMessagesRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  private messages(transaction?: EntityManager) {
    return this.manager(transaction).getRepository(MassMessage);
  }

  insert(message: NewMassMessage, transaction?: EntityManager): Promise<MassMessage> {
    const messages = this.messages(transaction);
    return messages.save(messages.create({ ...message, status: MassMessageStatus.Queued }));
  }

  findById(id: string, transaction?: EntityManager): Promise<MassMessage | null> {
    return this.messages(transaction).findOneBy({ id });
  }

  newest(limit: number): Promise<MassMessage[]> {
    return this.messages().find({ order: { createdAt: 'DESC' }, take: limit });
  }

  async countRecipients(scope: RecipientScope): Promise<number> {
    const [row] = await this.manager().query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM users u WHERE ${recipientCondition(scope)}`,
    );
    return row.count;
  }

  /** Locks the row for one batch (a cancel waits for the batch, and the batch sees a cancel). */
  lockForBatch(id: string, transaction: EntityManager): Promise<MassMessage | null> {
    return this.messages(transaction)
      .createQueryBuilder('m')
      .setLock('pessimistic_write')
      .where('m.id = :id', { id })
      .getOne();
  }

  /** Queued → running (first start), recounting the recipients. */
  async markRunning(id: string, total: number): Promise<void> {
    await this.manager().query(
      `UPDATE mass_messages SET status = 'running', started_at = COALESCE(started_at, now()), total = $2
       WHERE id = $1 AND status = 'queued'`,
      [id, total],
    );
  }

  /**
   * Claims the next batch of recipients after `afterUserId` (by id): one set-based INSERT ... SELECT
   * into the deliveries, whose primary key (message, recipient) skips anyone already reached. Those
   * due an e-mail are marked pending in the same row.
   */
  async claimBatch(
    transaction: EntityManager,
    input: { massMessageId: string; scope: RecipientScope; afterUserId: string | null; limit: number; email: boolean },
  ): Promise<ClaimedBatch> {
    const [row] = await transaction.query<{ scanned: number; last_user_id: string | null; claimed: string[] }[]>(
      `WITH batch AS (
         SELECT u.id, (${WANTS_EMAIL_SQL}) AS wants_email
         FROM users u LEFT JOIN notification_preferences np ON np.user_id = u.id
         WHERE ${recipientCondition(input.scope)} AND ($2::uuid IS NULL OR u.id > $2::uuid)
         ORDER BY u.id
         LIMIT $3
       ), claimed AS (
         INSERT INTO mass_message_deliveries (mass_message_id, user_id, email_status)
         SELECT $1, id, CASE WHEN $4::boolean AND wants_email THEN '${DeliveryEmailStatus.Pending}' END FROM batch
         ON CONFLICT DO NOTHING
         RETURNING user_id
       )
       SELECT (SELECT count(*)::int FROM batch) AS scanned,
              (SELECT id::text FROM batch ORDER BY id DESC LIMIT 1) AS last_user_id,
              COALESCE((SELECT array_agg(user_id::text) FROM claimed), '{}'::text[]) AS claimed`,
      [input.massMessageId, input.afterUserId, input.limit, input.email],
    );
    return { scanned: row.scanned, lastUserId: row.last_user_id, claimed: row.claimed };
  }

  /** Records a committed batch; the last one also completes the message. */
  async advance(
    transaction: EntityManager,
    input: { id: string; reached: number; lastUserId: string | null; finished: boolean },
  ): Promise<{ done: number; total: number }> {
    const [row] = await returnedRows<{ done: number; total: number }>(
      transaction,
      `UPDATE mass_messages
       SET done = done + $2, last_user_id = COALESCE($3::uuid, last_user_id),
           total = GREATEST(total, done + $2),
           status = CASE WHEN $4::boolean THEN 'completed'::mass_message_status ELSE status END,
           finished_at = CASE WHEN $4::boolean THEN now() ELSE finished_at END
       WHERE id = $1
       RETURNING done, total`,
      [input.id, input.reached, input.lastUserId, input.finished],
    );
    return row;
  }

  /** Queued or running → cancelled; false when it had already finished. */
  async cancel(id: string, transaction: EntityManager): Promise<boolean> {
    const rows = await returnedRows(
      transaction,
      `UPDATE mass_messages SET status = 'cancelled', finished_at = now()
       WHERE id = $1 AND status IN ('queued', 'running') RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  async markFailed(id: string, failure: string): Promise<void> {
    await this.manager().query(
      `UPDATE mass_messages SET status = 'failed', finished_at = now(), failure = $2
       WHERE id = $1 AND status IN ('queued', 'running')`,
      [id, failure.slice(0, 500)],
    );
  }

  /** E-mails still due for this message (of these users, or of everyone when `userIds` is null). */
  pendingEmails(massMessageId: string, userIds: string[] | null, limit: number): Promise<EmailRecipient[]> {
    return this.manager().query<EmailRecipient[]>(
      `SELECT d.user_id, u.email, u.username, u.first_name, u.last_name, u.show_real_name, u.display_name_preference
       FROM mass_message_deliveries d JOIN users u ON u.id = d.user_id
       WHERE d.mass_message_id = $1 AND d.email_status = '${DeliveryEmailStatus.Pending}'
         AND ($2::uuid[] IS NULL OR d.user_id = ANY($2::uuid[])) AND u.email IS NOT NULL
       ORDER BY d.user_id
       LIMIT $3`,
      [massMessageId, userIds, limit],
    );
  }

  /** Records the e-mails' outcome and adds the sent ones to the message's count. */
  async recordEmails(massMessageId: string, sent: string[], failed: string[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE mass_message_deliveries
         SET email_status = CASE WHEN user_id = ANY($2::uuid[]) THEN '${DeliveryEmailStatus.Sent}' ELSE '${DeliveryEmailStatus.Failed}' END
         WHERE mass_message_id = $1 AND user_id = ANY($2::uuid[] || $3::uuid[])`,
        [massMessageId, sent, failed],
      );
      await manager.query(`UPDATE mass_messages SET emailed = emailed + $2 WHERE id = $1`, [
        massMessageId,
        sent.length,
      ]);
    });
  }

  // --- account merge

  moveAuthorship(manager: EntityManager, pair: AccountMergePair): Promise<number> {
    return reassignUserRows(manager, 'mass_messages', 'created_by', pair);
  }

  /** The source's deliveries become the target's (one per message: a message already reached stays reached). */
  async moveDeliveries(manager: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<number> {
    await manager.query(
      `INSERT INTO mass_message_deliveries (mass_message_id, user_id, email_status)
       SELECT mass_message_id, $2, email_status FROM mass_message_deliveries WHERE user_id = $1
       ON CONFLICT DO NOTHING`,
      [sourceId, targetId],
    );
    const removed = await returnedRows(
      manager,
      `DELETE FROM mass_message_deliveries WHERE user_id = $1 RETURNING 1 AS removed`,
      [sourceId],
    );
    return removed.length;
  }
}
