import { bannedNowSql } from '../users/ban-state.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isoMicros, type TimeCursor } from '../../common/pagination/time-cursor.js';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import type { NotificationKind } from './entities/notification.entity.js';
import { isPersonSql } from '../users/placeholder-user.js';
import { DEFAULT_PREFERENCE, EMAIL_CADENCE_SQL, type PreferenceColumn } from './notification-rules.js';

export interface NotificationRow {
  id: string;
  user_id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  created_at: Date;
  read_at: Date | null;
  position: string;
}

export interface NewNotification {
  userId: string;
  /** The person who caused it (the row is deleted with their account); null for site events. */
  actorId: string | null;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  reference: string;
}

/** Who a notification e-mail goes to, with the fields of the display-name rule. */
export interface MailRecipientRow {
  user_id: string;
  email: string;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  show_real_name: boolean | null;
  display_name_preference: string | null;
}

const COLUMNS = `id, user_id, kind, title, body, link, created_at, read_at, ${isoMicros('created_at')} AS position`;
const RECIPIENT = `u.id AS user_id, u.email, u.username, u.first_name, u.last_name, u.show_real_name,
  u.display_name_preference::text AS display_name_preference`;

/** The SQL of notifications and notification_digests. */
@Injectable()
export class NotificationsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * Stores the notification when the user exists (a person: the placeholder that deleted accounts'
   * articles are credited to is told nothing) and their preference for this kind is on; nothing
   * when the same (user, reference) exists already. Returns the new row, or null.
   */
  async insertIfWanted(
    manager: EntityManager | undefined,
    preference: PreferenceColumn,
    input: NewNotification,
  ): Promise<NotificationRow | null> {
    const [row] = await returnedRows<NotificationRow>(
      this.manager(manager),
      `INSERT INTO notifications (user_id, kind, title, body, link, reference, actor_id)
       SELECT u.id, $2, $3, $4, $5, $6, $7
       FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id
       WHERE u.id = $1 AND ${isPersonSql('u.id')} AND coalesce(p.${preference}, ${DEFAULT_PREFERENCE[preference]})
       ON CONFLICT (user_id, reference) DO NOTHING
       RETURNING ${COLUMNS}`,
      [input.userId, input.kind, input.title, input.body, input.link, input.reference, input.actorId],
    );
    return row ?? null;
  }

  /** One notification for every person (not banned) whose preference is on; returns the new rows. */
  async insertForEveryone(
    manager: EntityManager | undefined,
    preference: PreferenceColumn,
    input: Omit<NewNotification, 'userId' | 'actorId'>,
  ): Promise<NotificationRow[]> {
    return returnedRows<NotificationRow>(
      this.manager(manager),
      `INSERT INTO notifications (user_id, kind, title, body, link, reference)
       SELECT u.id, $1, $2, $3, $4, $5
       FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id
       WHERE NOT ${bannedNowSql('u')} AND ${isPersonSql('u.id')} AND coalesce(p.${preference}, ${DEFAULT_PREFERENCE[preference]})
       ON CONFLICT (user_id, reference) DO NOTHING
       RETURNING ${COLUMNS}`,
      [input.kind, input.title, input.body, input.link, input.reference],
    );
  }

  /** The users among `userIds` whose notifications are e-mailed one by one. */
  async instantEmailUsers(userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.manager().query<{ id: string }[]>(
      `SELECT u.id FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id
       WHERE u.id = ANY($1::uuid[]) AND ${EMAIL_CADENCE_SQL} = 'instant'`,
      [userIds],
    );
    return new Set(rows.map((row) => row.id));
  }

  async page(userId: string, limit: number, after?: TimeCursor): Promise<NotificationRow[]> {
    const params: unknown[] = [userId, limit + 1];
    let where = 'user_id = $1';
    if (after) {
      params.push(after.at, after.key);
      where += ` AND (created_at, id) < ($3::timestamptz, $4::uuid)`;
    }
    return this.manager().query<NotificationRow[]>(
      `SELECT ${COLUMNS} FROM notifications WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $2`,
      params,
    );
  }

  async unreadCount(userId: string, manager?: EntityManager): Promise<number> {
    const [row] = await this.manager(manager).query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND read_at IS NULL`,
      [userId],
    );
    return row?.count ?? 0;
  }

  async unreadCounts(userIds: string[]): Promise<Map<string, number>> {
    const rows = await this.manager().query<{ user_id: string; count: number }[]>(
      `SELECT user_id, count(*)::int AS count FROM notifications
       WHERE user_id = ANY($1::uuid[]) AND read_at IS NULL GROUP BY user_id`,
      [[...new Set(userIds)]],
    );
    return new Map(rows.map((row) => [row.user_id, row.count]));
  }

  /** Marks one of the user's notifications read (keeps the first read time); null when it is not theirs. */
  async markRead(userId: string, id: string): Promise<NotificationRow | null> {
    const [row] = await returnedRows<NotificationRow>(
      this.manager(),
      `UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
      [id, userId],
    );
    return row ?? null;
  }

  /** Marks the user's unread notifications of one kind from one actor read; how many. */
  async markReadFrom(manager: EntityManager, userId: string, kind: string, actorId: string): Promise<number> {
    const rows = await returnedRows(
      manager,
      `UPDATE notifications SET read_at = now()
       WHERE user_id = $1 AND kind = $2 AND actor_id = $3 AND read_at IS NULL RETURNING 1 AS marked`,
      [userId, kind, actorId],
    );
    return rows.length;
  }

  async markAllRead(userId: string): Promise<number> {
    const rows = await returnedRows(
      this.manager(),
      `UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL RETURNING 1 AS marked`,
      [userId],
    );
    return rows.length;
  }

  /** The display-name fields of one user (the actor of an event). */
  async nameFields(userId: string, manager?: EntityManager): Promise<MailRecipientRow | null> {
    const [row] = await this.manager(manager).query<MailRecipientRow[]>(
      `SELECT ${RECIPIENT} FROM users u WHERE u.id = $1`,
      [userId],
    );
    return row ?? null;
  }

  async article(articleId: number, manager?: EntityManager): Promise<{ author_id: string; title: string } | null> {
    const [row] = await this.manager(manager).query<{ author_id: string; title: string }[]>(
      `SELECT author_id, title FROM articles WHERE id = $1`,
      [articleId],
    );
    return row ?? null;
  }

  /**
   * Claims one notification for an instant e-mail: sets emailed_at unless it was e-mailed already or
   * the user no longer wants instant e-mails (or has no address). Returns it with its recipient.
   */
  async claimForInstantEmail(id: string): Promise<(NotificationRow & MailRecipientRow) | null> {
    const [row] = await returnedRows<NotificationRow & MailRecipientRow>(
      this.manager(),
      `UPDATE notifications n SET emailed_at = now()
       FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id
       WHERE n.id = $1 AND u.id = n.user_id AND n.emailed_at IS NULL AND NOT ${bannedNowSql('u')}
         AND coalesce(u.email, '') <> '' AND ${EMAIL_CADENCE_SQL} = 'instant'
       RETURNING n.id, n.kind, n.title, n.body, n.link, n.created_at, n.read_at, ${RECIPIENT}`,
      [id],
    );
    return row ?? null;
  }

  /** Gives a claimed notification back (its e-mail could not be sent), so a retry can send it. */
  async unclaim(id: string): Promise<void> {
    await this.manager().query(`UPDATE notifications SET emailed_at = NULL WHERE id = $1`, [id]);
  }

  /**
   * Users of `cadence` with an address, not banned, who have unread notifications not yet e-mailed
   * since `since`, and no digest for this period yet; by id after `afterUserId`.
   */
  async digestCandidates(
    cadence: string,
    periodStart: Date,
    since: Date,
    afterUserId: string | null,
    limit: number,
  ): Promise<MailRecipientRow[]> {
    return this.manager().query<MailRecipientRow[]>(
      `SELECT ${RECIPIENT} FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id
       WHERE ${EMAIL_CADENCE_SQL} = $1 AND NOT ${bannedNowSql('u')} AND coalesce(u.email, '') <> ''
         AND ($4::uuid IS NULL OR u.id > $4::uuid)
         AND EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id AND n.emailed_at IS NULL
                     AND n.read_at IS NULL AND n.created_at >= $3)
         AND NOT EXISTS (SELECT 1 FROM notification_digests d WHERE d.user_id = u.id AND d.cadence = $1
                         AND d.period_start = $2)
       ORDER BY u.id LIMIT $5`,
      [cadence, periodStart, since, afterUserId, limit],
    );
  }

  /** Records the period's digest; false when one exists already (another run sent it). */
  async recordDigest(manager: EntityManager, userId: string, cadence: string, periodStart: Date): Promise<boolean> {
    const rows = await returnedRows(
      manager,
      `INSERT INTO notification_digests (user_id, cadence, period_start, notification_count) VALUES ($1, $2, $3, 0)
       ON CONFLICT DO NOTHING RETURNING 1 AS recorded`,
      [userId, cadence, periodStart],
    );
    return rows.length > 0;
  }

  /** Marks the user's unread, un-e-mailed notifications since `since` as e-mailed and returns them (oldest first). */
  async claimForDigest(manager: EntityManager, userId: string, since: Date): Promise<NotificationRow[]> {
    const rows = await returnedRows<NotificationRow>(
      manager,
      `UPDATE notifications SET emailed_at = now()
       WHERE user_id = $1 AND emailed_at IS NULL AND read_at IS NULL AND created_at >= $2
       RETURNING ${COLUMNS}`,
      [userId, since],
    );
    return rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  }

  async setDigestCount(
    manager: EntityManager,
    userId: string,
    cadence: string,
    periodStart: Date,
    count: number,
  ): Promise<void> {
    await manager.query(
      `UPDATE notification_digests SET notification_count = $4 WHERE user_id = $1 AND cadence = $2 AND period_start = $3`,
      [userId, cadence, periodStart, count],
    );
  }

  /**
   * Account merge: the source's notifications join the target's (an event both were told of stays once),
   * and those the source caused now name the target as their actor.
   */
  async moveToUser(manager: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<number> {
    const moved = await returnedRows(
      manager,
      `UPDATE notifications n SET user_id = $2 WHERE n.user_id = $1
         AND NOT EXISTS (SELECT 1 FROM notifications t WHERE t.user_id = $2 AND t.reference = n.reference)
       RETURNING 1 AS moved`,
      [sourceId, targetId],
    );
    await manager.query(`DELETE FROM notifications WHERE user_id = $1`, [sourceId]);
    // Digests already sent to the source say nothing about the target's periods.
    await manager.query(`DELETE FROM notification_digests WHERE user_id = $1`, [sourceId]);
    // What the source did is now the target's doing (and nobody is notified of their own action).
    await manager.query(`UPDATE notifications SET actor_id = $2 WHERE actor_id = $1`, [sourceId, targetId]);
    await manager.query(`DELETE FROM notifications WHERE user_id = $1 AND actor_id = $1`, [targetId]);
    return moved.length;
  }

  /** One-click unsubscribe: no more notification e-mails (the other choices stay). */
  async stopEmails(userId: string): Promise<boolean> {
    const rows = await returnedRows(
      this.manager(),
      `INSERT INTO notification_preferences (user_id, frequency)
       SELECT id, 'never' FROM users WHERE id = $1
       ON CONFLICT (user_id) DO UPDATE SET frequency = 'never', updated_at = now()
       RETURNING 1 AS done`,
      [userId],
    );
    return rows.length > 0;
  }
}
