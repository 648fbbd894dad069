import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn, UpdatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';
import {
  SupportRequestKind,
  SupportRequestStatus,
  SupportSubjectKind,
  type UsernameConflictType,
} from '../support-request-kinds.js';

/** The fields only a username-conflict request has. */
export interface UsernameConflictDetails {
  conflictType: UsernameConflictType;
  desiredUsername: string;
  currentUsername: string;
}

/**
 * One request to the admins (a username conflict, a takedown or correction of an entry about someone,
 * anything else): who sent it, what it is about, where it stands and what came of it.
 */
@Entity({ name: 'support_requests' })
@Index('IDX_support_requests_status_created', ['status', 'createdAt'])
@Index('IDX_support_requests_requester', ['requesterId'])
@Index('UQ_support_requests_submission_key', ['submissionKey'], { unique: true })
export class SupportRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'enum', enum: SupportRequestKind, enumName: 'support_request_kind' })
  kind: SupportRequestKind;

  @Column({
    type: 'enum',
    enum: SupportRequestStatus,
    enumName: 'support_request_state',
    default: SupportRequestStatus.New,
  })
  status: SupportRequestStatus;

  /** The member who sent it; null for someone without an account (or not signed in). */
  @Column({ name: 'requester_id', type: 'uuid', nullable: true })
  requesterId: string | null;

  @ManyToOneOn('User', 'requester_id', { onDelete: 'CASCADE', nullable: true })
  requester?: UserRecord | null;

  @Column({ name: 'requester_name', type: 'varchar', length: 100, nullable: true })
  requesterName: string | null;

  @Column({ name: 'requester_email', type: 'varchar', length: 254 })
  requesterEmail: string;

  /** How the requester relates to the subject (the person it is about, their representative...). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  relationship: string | null;

  @Column({
    name: 'subject_kind',
    type: 'enum',
    enum: SupportSubjectKind,
    enumName: 'support_subject_kind',
    nullable: true,
  })
  subjectKind: SupportSubjectKind | null;

  @Column({ name: 'subject_id', type: 'integer', nullable: true })
  subjectId: number | null;

  /** The subject's title and path when the request arrived (the subject may be gone later). */
  @Column({ name: 'subject_title', type: 'varchar', length: 200, nullable: true })
  subjectTitle: string | null;

  @Column({ name: 'subject_path', type: 'varchar', length: 300, nullable: true })
  subjectPath: string | null;

  /** What is wrong and what they ask, in their words. */
  @Column({ type: 'text' })
  message: string;

  @Column({ name: 'username_conflict', type: 'jsonb', nullable: true })
  usernameConflict: UsernameConflictDetails | null;

  /** A key the form sends once per request, so a retried or double-clicked submit is stored once. */
  @Column({ name: 'submission_key', type: 'uuid', nullable: true })
  submissionKey: string | null;

  @Column({ name: 'assignee_id', type: 'uuid', nullable: true })
  assigneeId: string | null;

  @ManyToOneOn('User', 'assignee_id', { onDelete: 'SET NULL', nullable: true })
  assignee?: UserRecord | null;

  @Column({ name: 'due_at', type: 'timestamptz', nullable: true })
  dueAt: Date | null;

  @Column({ name: 'outcome_action', type: 'varchar', length: 20, nullable: true })
  outcomeAction: string | null;

  @Column({ name: 'outcome_reason_category', type: 'varchar', length: 40, nullable: true })
  outcomeReasonCategory: string | null;

  @Column({ name: 'outcome_note', type: 'text', nullable: true })
  outcomeNote: string | null;

  @Column({ name: 'outcome_at', type: 'timestamptz', nullable: true })
  outcomeAt: Date | null;

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
