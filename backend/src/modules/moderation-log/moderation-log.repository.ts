import type { ModerationSource, ModerationSubjectKind } from '@irl/shared';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isoMicros, type TimeCursor } from '../../common/pagination/time-cursor.js';
import { BaseRepository } from '../../database/base.repository.js';
import type { ModerationLogInput } from './moderation-log.service.js';

export interface ModerationLogFilter {
  kind?: ModerationSubjectKind;
  source?: ModerationSource;
}

export interface ModerationLogRow {
  id: string;
  subject_kind: ModerationSubjectKind;
  action: string;
  source: ModerationSource;
  reason_category: string;
  context: string | null;
  context_path: string | null;
  created_at: string;
}

/** The SQL of moderation_log_entries. */
@Injectable()
export class ModerationLogRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async insert(entry: ModerationLogInput, transaction?: EntityManager): Promise<void> {
    await this.manager(transaction).query(
      `INSERT INTO moderation_log_entries
         (subject_kind, action, source, reason_category, context, context_path, subject_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        entry.subjectKind,
        entry.action,
        entry.source,
        entry.reasonCategory,
        entry.context?.slice(0, 300) ?? null,
        entry.contextPath?.slice(0, 300) ?? null,
        entry.subjectKey ?? null,
      ],
    );
  }

  /** The newest line of an item with the given action (a hide or a deletion), if any. */
  async latestRemoval(
    subjectKey: string,
    action: 'hidden' | 'deleted',
    transaction?: EntityManager,
  ): Promise<Pick<ModerationLogRow, 'reason_category' | 'source'> | null> {
    const rows = await this.manager(transaction).query<Pick<ModerationLogRow, 'reason_category' | 'source'>[]>(
      `SELECT reason_category, source FROM moderation_log_entries
       WHERE subject_key = $1 AND action = $2
       ORDER BY created_at DESC, id DESC LIMIT 1`,
      [subjectKey, action],
    );
    return rows[0] ?? null;
  }

  async count(filter: ModerationLogFilter): Promise<number> {
    const [{ total }] = await this.manager().query<[{ total: string }]>(
      `SELECT count(*) AS total FROM moderation_log_entries
       WHERE ($1::moderation_subject_kind IS NULL OR subject_kind = $1)
         AND ($2::moderation_source IS NULL OR source = $2)`,
      [filter.kind ?? null, filter.source ?? null],
    );
    return Number(total);
  }

  /** Newest first, keyset on (created_at, id). */
  page(filter: ModerationLogFilter, after: TimeCursor | null, limit: number): Promise<ModerationLogRow[]> {
    return this.manager().query<ModerationLogRow[]>(
      `SELECT id, subject_kind, action, source, reason_category, context, context_path,
              ${isoMicros('created_at')} AS created_at
       FROM moderation_log_entries
       WHERE ($1::moderation_subject_kind IS NULL OR subject_kind = $1)
         AND ($2::moderation_source IS NULL OR source = $2)
         AND ($3::timestamptz IS NULL OR (created_at, id) < ($3::timestamptz, $4::uuid))
       ORDER BY created_at DESC, id DESC
       LIMIT $5`,
      [filter.kind ?? null, filter.source ?? null, after?.at ?? null, after?.key ?? null, limit],
    );
  }
}
