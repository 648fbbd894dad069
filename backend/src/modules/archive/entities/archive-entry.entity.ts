import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn, UpdatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';
import { ARCHIVE_TYPES, type ArchiveDetails, type ArchiveType } from '../archive-types.js';
import { ARCHIVE_SEARCH_NAMES_EXPRESSION, ARCHIVE_SEARCH_VECTOR_EXPRESSION } from './archive-search.sql.js';

const typeList = ARCHIVE_TYPES.map((t) => `'${t}'`).join(', ');

/**
 * An approved, typed entry of the archive (a person, event, place, meme or group of IRL streaming).
 * Its type-specific fields live in `details`; relations (associatedWith, participants, venue) are
 * stored as the names written and resolved to entries when read, so later entries link up too.
 */
@Entity({ name: 'archive_entries' })
@Check('CHK_archive_entries_type', `"type" IN (${typeList})`)
@Unique('UQ_archive_entries_type_slug', ['type', 'slug'])
@Index('IDX_archive_entries_type_name', ['type', 'name', 'id'])
@Index('IDX_archive_entries_event_date', ['eventDate', 'id'])
@Index('IDX_archive_entries_created_by', ['createdById'])
// GIN indexes (full-text vector, trigram over names) and the partial unique source index live in the migration.
@Index('IDX_archive_entries_search_vector', { synchronize: false })
@Index('IDX_archive_entries_search_names_trgm', { synchronize: false })
@Index('UQ_archive_entries_source_submission', { synchronize: false })
export class ArchiveEntry {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'varchar', length: 10 })
  type: ArchiveType;

  /** URL name, unique within the type; kept when the entry is renamed so links stay valid. */
  @Column({ type: 'varchar', length: 80 })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text' })
  description: string;

  /** The type's own fields (see archive-types.ts); blanks are never stored. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: ArchiveDetails;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  /** Nicknames and akas together (copied from details), for search and duplicate detection. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  aliases: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  videos: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  links: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  photos: string[];

  /** An event's date as a calendar day, for the timeline; null for other types or an undated event. */
  @Column({ name: 'event_date', type: 'date', nullable: true })
  eventDate: string | null;

  /** The submission this entry was approved from (null for demo content and admin-made entries). */
  @Column({ name: 'source_submission_id', type: 'varchar', length: 64, nullable: true })
  sourceSubmissionId: string | null;

  /** Who contributed it; null once their account is gone. */
  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdById: string | null;

  @ManyToOneOn('User', 'created_by', { onDelete: 'SET NULL', nullable: true })
  createdBy?: UserRecord | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;

  /** Full-text document computed by PostgreSQL: names (A), description (B), tags (C). */
  @Column({
    name: 'search_vector',
    type: 'tsvector',
    generatedType: 'STORED',
    asExpression: ARCHIVE_SEARCH_VECTOR_EXPRESSION,
    select: false,
    insert: false,
    update: false,
  })
  searchVector?: string;

  /** Lower-case name and aliases, for the trigram index. */
  @Column({
    name: 'search_names',
    type: 'text',
    generatedType: 'STORED',
    asExpression: ARCHIVE_SEARCH_NAMES_EXPRESSION,
    select: false,
    insert: false,
    update: false,
  })
  searchNames?: string;
}
