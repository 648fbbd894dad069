import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { ModerationSubjectKind, ReportReason } from '@irl/shared';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';

/**
 * One member's report of one item (an article, a comment, a direct message, an archive entry or a
 * profile). A member reports an item once: the unique key refuses a second row, even from a retry.
 * The report stays open until a moderator acts on the item; acting resolves every open report on it.
 */
@Entity({ name: 'reports' })
@Unique('UQ_reports_reporter_subject', ['reporterId', 'subjectKind', 'subjectId'])
@Check('CHK_reports_other_has_details', `"reason" <> 'other' OR "details" IS NOT NULL`)
// The inbox: open reports per item, newest first.
@Index('IDX_reports_open', ['subjectKind', 'subjectId', 'createdAt'], { where: '"resolved_at" IS NULL' })
@Index('IDX_reports_subject_author', ['subjectAuthorId'])
export class Report {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'reporter_id', type: 'uuid' })
  reporterId: string;

  @ManyToOneOn('User', 'reporter_id', { onDelete: 'CASCADE' })
  reporter?: UserRecord;

  @Column({ name: 'subject_kind', type: 'varchar', length: 16 })
  subjectKind: ModerationSubjectKind;

  /** The item's id as text (numbers for articles, comments, messages and archive entries; a uuid for a profile). */
  @Column({ name: 'subject_id', type: 'varchar', length: 64 })
  subjectId: string;

  /** Who wrote the item when it was reported (null for the site's own items); the reports go with their account. */
  @Column({ name: 'subject_author_id', type: 'uuid', nullable: true })
  subjectAuthorId: string | null;

  @ManyToOneOn('User', 'subject_author_id', { onDelete: 'CASCADE' })
  subjectAuthor?: UserRecord;

  @Column({ type: 'varchar', length: 32 })
  reason: ReportReason;

  @Column({ type: 'text', nullable: true })
  details: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  /** What the moderator did (a moderation action: hidden, deleted, dismissed, warned); null while open. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  resolution: string | null;
}
