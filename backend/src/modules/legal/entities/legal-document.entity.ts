import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import type { UserRecord } from '../../users/user-record.js';

/**
 * One published version of a legal document (terms, privacy, guidelines). Versions are never edited:
 * publishing writes the next number of its kind, and the highest number is the one in force. The body
 * is HTML sanitised on write with the articles' allow-list. The editor is unlinked when their account goes.
 */
@Entity({ name: 'legal_documents' })
@Check('CHK_legal_documents_kind', `"kind" IN ('terms', 'privacy', 'guidelines')`)
@Check('CHK_legal_documents_version', `"version" >= 1`)
@Index('UQ_legal_documents_kind_version', ['kind', 'version'], { unique: true })
export class LegalDocument {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  kind: string;

  @Column({ type: 'integer' })
  version: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'published_at', type: 'timestamptz', default: () => 'now()' })
  publishedAt: Date;

  @Column({ name: 'editor_id', type: 'uuid', nullable: true })
  editorId: string | null;

  @ManyToOneOn('User', 'editor_id', { onDelete: 'SET NULL', nullable: true })
  editor?: UserRecord | null;
}
