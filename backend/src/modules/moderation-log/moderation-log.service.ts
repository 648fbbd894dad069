import type { ModerationAction, ModerationReasonCategory, ModerationSource, ModerationSubjectKind } from '@irl/shared';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { cursorUuid } from '../../common/pagination/cursor.js';
import { toPage } from '../../common/pagination/page.js';
import { DEFAULT_PAGE_SIZE } from '../../common/pagination/page-query.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../common/pagination/time-cursor.js';
import type { ModerationLogEntryDto, ModerationLogPageDto, ModerationLogQuery } from './dto/moderation-log.dto.js';
import { ModerationLogRepository, type ModerationLogRow } from './moderation-log.repository.js';

/** What a module tells the public log about an action it took. */
export interface ModerationLogInput {
  subjectKind: ModerationSubjectKind;
  action: ModerationAction;
  source: ModerationSource;
  reasonCategory: ModerationReasonCategory;
  /** Public words about where it happened (an article's title): never a person's name or the removed text. */
  context?: string | null;
  /** A public site path for the context (`/article/12`). */
  contextPath?: string | null;
  /** The item acted on (moderationSubjectKey), so a reversal can find this line; never published. */
  subjectKey?: string | null;
}

/** The private key of an item in the log: its kind and its id. */
export const moderationSubjectKey = (kind: ModerationSubjectKind, id: number | string): string => `${kind}:${id}`;

/** A reversal: the item, and where it is (public words, as for any line). */
export type ModerationReversalInput = Pick<ModerationLogInput, 'subjectKind' | 'context' | 'contextPath'> & {
  subjectKey: string;
  /** What is reversed: showing a hidden item reverses 'hidden', undoing a deletion 'deleted'. */
  reverses: 'hidden' | 'deleted';
};

const toDto = (row: ModerationLogRow): ModerationLogEntryDto => ({
  id: row.id,
  subjectKind: row.subject_kind,
  action: row.action as ModerationLogEntryDto['action'],
  source: row.source,
  reasonCategory: row.reason_category as ModerationLogEntryDto['reasonCategory'],
  context: row.context,
  contextPath: row.context_path,
  createdAt: row.created_at,
});

/**
 * The public moderation log. Modules record their actions inside the transaction that takes them,
 * so a rolled-back action leaves no line; anyone can read the log.
 */
@Injectable()
export class ModerationLogService {
  constructor(private readonly log: ModerationLogRepository) {}

  record(entry: ModerationLogInput, manager?: EntityManager): Promise<void> {
    return this.log.insert(entry, manager);
  }

  /**
   * Records that a removal was reversed (a hidden comment shown again, a deletion undone) under the reason
   * category of the removal it reverses, so the log tells both halves. Nothing is recorded when the log has
   * no removal of the item (one made before the log existed).
   */
  async recordReversal({ reverses, ...entry }: ModerationReversalInput, manager?: EntityManager): Promise<void> {
    const removal = await this.log.latestRemoval(entry.subjectKey, reverses, manager);
    if (!removal) return;
    await this.log.insert(
      {
        ...entry,
        action: 'restored',
        source: 'moderator_review',
        reasonCategory: removal.reason_category as ModerationReasonCategory,
      },
      manager,
    );
  }

  async list(query: ModerationLogQuery): Promise<ModerationLogPageDto> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const cursor = query.cursor ? decodeTimeCursor(query.cursor) : null;
    if (cursor) cursorUuid(cursor.key);
    const filter = { kind: query.kind, source: query.source };
    const [total, rows] = await Promise.all([this.log.count(filter), this.log.page(filter, cursor, limit + 1)]);
    const page = toPage(rows, limit, toDto, (last) => encodeTimeCursor({ at: last.created_at, key: last.id }));
    return { ...page, total };
  }
}
