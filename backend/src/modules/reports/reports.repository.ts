import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { ModerationSubjectKind, ReportReason } from '@irl/shared';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { isoMicros, type TimeCursor } from '../../common/pagination/time-cursor.js';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import { userColumns } from '../users/user-row.js';

export interface ReportRow {
  id: string;
  subject_kind: ModerationSubjectKind;
  subject_id: string;
  reason: ReportReason;
  details: string | null;
  created_at: Date;
}

/** One item with open reports (the item's author as author_* columns, see userColumns). */
export type ReportedItemRow = Record<string, unknown> & {
  subject_kind: ModerationSubjectKind;
  subject_id: string;
  open_reports: string;
  last_at: Date;
  cursor_at: string;
};

export interface ResolvedReportRow {
  id: string;
  reporter_id: string;
}

/** The reported items themselves, read from their owners' tables (what a report and the inbox need). */
export interface CommentSubjectRow {
  author_id: string;
  article_id: number;
  article_title: string;
  content: string;
  deleted: boolean;
  hidden: boolean;
  held_reason: string | null;
}
export interface ArticleSubjectRow {
  author_id: string;
  title: string;
  content: string;
}
export interface MessageSubjectRow {
  sender_id: string | null;
  receiver_id: string;
  content: string;
}
export interface ArchiveSubjectRow {
  created_by: string | null;
  type: string;
  slug: string;
  name: string;
  description: string;
}
export interface ProfileSubjectRow {
  id: string;
  username: string;
}

const itemKey = `r.subject_kind || ':' || r.subject_id`;

/** The SQL of reports, and the reads of reported items it needs from other tables. */
@Injectable()
export class ReportsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** The new report; null when the reporter already reported the item (the unique key refuses a second row). */
  async insert(
    manager: EntityManager,
    report: {
      reporterId: string;
      subjectKind: ModerationSubjectKind;
      subjectId: string;
      subjectAuthorId: string | null;
      reason: ReportReason;
      details: string | null;
    },
  ): Promise<ReportRow | null> {
    const [row] = await returnedRows<ReportRow>(
      manager,
      `INSERT INTO reports (reporter_id, subject_kind, subject_id, subject_author_id, reason, details)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT ON CONSTRAINT "UQ_reports_reporter_subject" DO NOTHING
       RETURNING id, subject_kind, subject_id, reason, details, created_at`,
      [report.reporterId, report.subjectKind, report.subjectId, report.subjectAuthorId, report.reason, report.details],
    );
    return row ?? null;
  }

  /** Open reports on an item (each from a different member, by the unique key). */
  async openCount(manager: EntityManager, kind: ModerationSubjectKind, id: string): Promise<number> {
    const [{ total }] = await manager.query<[{ total: string }]>(
      `SELECT count(*) AS total FROM reports WHERE subject_kind = $1 AND subject_id = $2 AND resolved_at IS NULL`,
      [kind, id],
    );
    return Number(total);
  }

  async countOpenItems(): Promise<number> {
    const [{ total }] = await this.manager().query<[{ total: string }]>(
      `SELECT count(*) AS total FROM (SELECT 1 FROM reports WHERE resolved_at IS NULL GROUP BY subject_kind, subject_id) items`,
    );
    return Number(total);
  }

  /** Items with open reports, newest report first, keyset on (newest report, kind:id); authors joined. */
  itemsPage(after: TimeCursor | null, limit: number): Promise<ReportedItemRow[]> {
    return this.manager().query<ReportedItemRow[]>(
      `WITH items AS (
         SELECT r.subject_kind, r.subject_id, count(*) AS open_reports, max(r.created_at) AS last_at,
                ${itemKey} AS item_key,
                (array_agg(r.subject_author_id ORDER BY r.created_at DESC))[1] AS author_id
         FROM reports r
         WHERE r.resolved_at IS NULL
         GROUP BY r.subject_kind, r.subject_id
       )
       SELECT i.subject_kind, i.subject_id, i.open_reports, i.last_at, ${isoMicros('i.last_at')} AS cursor_at,
              ${userColumns('u', 'author')}
       FROM items i LEFT JOIN users u ON u.id = i.author_id
       WHERE $1::timestamptz IS NULL OR (i.last_at, i.item_key) < ($1::timestamptz, $2::text)
       ORDER BY i.last_at DESC, i.item_key DESC
       LIMIT $3`,
      [after?.at ?? null, after?.key ?? null, limit],
    );
  }

  /** The open reports of these items (keys 'kind:id'), newest first: counted per reason and their details. */
  openReportsOf(keys: string[]): Promise<(ReportRow & { item_key: string })[]> {
    if (keys.length === 0) return Promise.resolve([]);
    return this.manager().query(
      `SELECT r.id, r.subject_kind, r.subject_id, r.reason, r.details, r.created_at, ${itemKey} AS item_key
       FROM reports r
       WHERE r.resolved_at IS NULL AND ${itemKey} = ANY($1::text[])
       ORDER BY r.created_at DESC, r.id`,
      [keys],
    );
  }

  /** Resolves every open report on the item; the rows it resolved (none: nothing was open). */
  resolveOpen(
    manager: EntityManager,
    kind: ModerationSubjectKind,
    id: string,
    resolution: string,
  ): Promise<ResolvedReportRow[]> {
    return returnedRows<ResolvedReportRow>(
      manager,
      `UPDATE reports SET resolved_at = now(), resolution = $3
       WHERE subject_kind = $1 AND subject_id = $2 AND resolved_at IS NULL
       RETURNING id, reporter_id`,
      [kind, id, resolution],
    );
  }

  // --- the reported items

  async comment(id: number, manager?: EntityManager): Promise<CommentSubjectRow | undefined> {
    const [row] = await this.manager(manager).query<CommentSubjectRow[]>(
      `SELECT c.author_id, c.article_id, a.title AS article_title, c.content, c.deleted_at IS NOT NULL AS deleted,
              c.hidden_at IS NOT NULL AS hidden, c.held_reason
       FROM article_comments c JOIN articles a ON a.id = c.article_id WHERE c.id = $1`,
      [id],
    );
    return row;
  }

  async article(id: number, manager?: EntityManager): Promise<ArticleSubjectRow | undefined> {
    const [row] = await this.manager(manager).query<ArticleSubjectRow[]>(
      `SELECT author_id, title, left(content, 4000) AS content FROM articles WHERE id = $1`,
      [id],
    );
    return row;
  }

  async message(id: string, manager?: EntityManager): Promise<MessageSubjectRow | undefined> {
    const [row] = await this.manager(manager).query<MessageSubjectRow[]>(
      `SELECT sender_id, receiver_id, content FROM direct_messages WHERE id = $1::bigint`,
      [id],
    );
    return row;
  }

  async archiveEntry(id: number, manager?: EntityManager): Promise<ArchiveSubjectRow | undefined> {
    const [row] = await this.manager(manager).query<ArchiveSubjectRow[]>(
      `SELECT created_by, type, slug, name, left(description, 600) AS description FROM archive_entries WHERE id = $1`,
      [id],
    );
    return row;
  }

  async profile(id: string, manager?: EntityManager): Promise<ProfileSubjectRow | undefined> {
    const [row] = await this.manager(manager).query<ProfileSubjectRow[]>(
      `SELECT id, username FROM users WHERE id = $1`,
      [id],
    );
    return row;
  }

  // --- account merge

  /** Drops the source's reports of items the target reported too (one report per member and item). */
  async dropCollisions(manager: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<number> {
    const deleted = await returnedRows(
      manager,
      `DELETE FROM reports source
       WHERE source.reporter_id = $1
         AND EXISTS (SELECT 1 FROM reports own WHERE own.reporter_id = $2
                     AND own.subject_kind = source.subject_kind AND own.subject_id = source.subject_id)
       RETURNING source.id`,
      [sourceId, targetId],
    );
    return deleted.length;
  }

  /** The source's reports, and reports on what the source wrote (and on its profile), become the target's. */
  async moveReports(manager: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<number> {
    // A report of the source's profile by someone who reported the target's profile too (or by the target)
    // would become a second report of one profile, or a report of one's own.
    await manager.query(
      `DELETE FROM reports source
       WHERE source.subject_kind = 'profile' AND source.subject_id = $1::text
         AND (source.reporter_id IN ($1::uuid, $2::uuid)
              OR EXISTS (SELECT 1 FROM reports own WHERE own.subject_kind = 'profile' AND own.subject_id = $2::text
                         AND own.reporter_id = source.reporter_id))`,
      [sourceId, targetId],
    );
    await manager.query(
      `UPDATE reports SET subject_id = $2::text WHERE subject_kind = 'profile' AND subject_id = $1::text`,
      [sourceId, targetId],
    );
    const moved = await returnedRows(
      manager,
      `UPDATE reports
       SET reporter_id = CASE WHEN reporter_id = $1 THEN $2::uuid ELSE reporter_id END,
           subject_author_id = CASE WHEN subject_author_id = $1 THEN $2::uuid ELSE subject_author_id END
       WHERE reporter_id = $1 OR subject_author_id = $1
       RETURNING id`,
      [sourceId, targetId],
    );
    return moved.length;
  }
}
