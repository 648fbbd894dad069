import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';
import type { ArchiveDetails } from '../archive-types.js';
import { ArchiveEntry } from './archive-entry.entity.js';

/**
 * One version of an archive entry: its creation is revision 1 and every admin edit that changes
 * something adds one. Rows are only ever inserted; they go with their entry.
 */
@Entity({ name: 'archive_entry_revisions' })
@Index('IDX_archive_entry_revisions_entry_id', ['entryId', 'id'])
@Index('IDX_archive_entry_revisions_editor', ['editorId'])
export class ArchiveEntryRevision {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'entry_id', type: 'integer' })
  entryId: number;

  @ManyToOneOn(() => ArchiveEntry, 'entry_id', { onDelete: 'CASCADE' })
  entry?: ArchiveEntry;

  /** Who saved this version; null once their account is gone (the history stays). */
  @Column({ name: 'editor_id', type: 'uuid', nullable: true })
  editorId: string | null;

  @ManyToOneOn('User', 'editor_id', { onDelete: 'SET NULL', nullable: true })
  editor?: UserRecord | null;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: ArchiveDetails;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  videos: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  links: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  photos: string[];

  @CreatedAtColumn()
  createdAt: Date;
}
