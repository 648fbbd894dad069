import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';
import type { StoredReference } from '@irl/shared';
import { Article } from './article.entity.js';

/**
 * One version of an article, as saved: the creation is revision 1 and every edit that changes
 * something adds one. Rows are only ever inserted; they go with their article.
 */
@Entity({ name: 'article_revisions' })
@Index('IDX_article_revisions_article_id', ['articleId', 'id'])
@Index('IDX_article_revisions_editor_created', ['editorId', 'createdAt'])
export class ArticleRevision {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'article_id', type: 'integer' })
  articleId: number;

  @ManyToOneOn(() => Article, 'article_id', { onDelete: 'CASCADE' })
  article?: Article;

  /** Who saved this version; null once their account is gone (the history stays). */
  @Column({ name: 'editor_id', type: 'uuid', nullable: true })
  editorId: string | null;

  @ManyToOneOn('User', 'editor_id', { onDelete: 'SET NULL', nullable: true })
  editor?: UserRecord | null;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  excerpt: string | null;

  /** Sanitised HTML, as stored on the article at the time. */
  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 40 })
  category: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  /** The references as stored on the article at the time. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  references: StoredReference[];

  @CreatedAtColumn()
  createdAt: Date;
}
