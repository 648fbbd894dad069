import {
  MODERATION_ACTIONS,
  MODERATION_REASON_CATEGORIES,
  MODERATION_SOURCES,
  MODERATION_SUBJECT_KINDS,
  type ModerationAction,
  type ModerationReasonCategory,
  type ModerationSource,
  type ModerationSubjectKind,
} from '@irl/shared';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';

/**
 * One line of the public moderation log: what kind of thing was acted on, what was done, why (the
 * category) and what set it in motion. It deliberately holds no user id, no moderator, no reporter
 * and no removed text (the subject key is an item id, kept off the API), so it is public as it stands and account deletion has nothing to erase here.
 * `context` and `context_path` are public words chosen by the caller (an article's title and link).
 */
@Entity({ name: 'moderation_log_entries' })
@Index('IDX_moderation_log_created', ['createdAt', 'id'])
@Index('IDX_moderation_log_kind_created', ['subjectKind', 'createdAt', 'id'])
@Index('IDX_moderation_log_subject_key', ['subjectKey', 'createdAt'])
export class ModerationLogEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'subject_kind', type: 'enum', enum: MODERATION_SUBJECT_KINDS, enumName: 'moderation_subject_kind' })
  subjectKind: ModerationSubjectKind;

  @Column({ type: 'enum', enum: MODERATION_ACTIONS, enumName: 'moderation_action' })
  action: ModerationAction;

  @Column({ type: 'enum', enum: MODERATION_SOURCES, enumName: 'moderation_source' })
  source: ModerationSource;

  @Column({
    name: 'reason_category',
    type: 'enum',
    enum: MODERATION_REASON_CATEGORIES,
    enumName: 'moderation_reason_category',
  })
  reasonCategory: ModerationReasonCategory;

  @Column({ type: 'varchar', length: 300, nullable: true })
  context: string | null;

  @Column({ name: 'context_path', type: 'varchar', length: 300, nullable: true })
  contextPath: string | null;

  /**
   * Which item the line is about (`comment:12`), never returned by the API: it lets a later reversal (a
   * comment shown again, an undone deletion) find the category of the action it reverses.
   */
  @Column({ name: 'subject_key', type: 'varchar', length: 80, nullable: true })
  subjectKey: string | null;

  @CreatedAtColumn()
  createdAt: Date;
}
