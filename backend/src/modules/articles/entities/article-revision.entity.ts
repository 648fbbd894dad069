import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';
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

  @ManyToOne(() => Article, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'article_id' })
  article?: Article;

  /** Who saved this version; null once their account is gone (the history stays). */
  @Column({ name: 'editor_id', type: 'uuid', nullable: true })
  editorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'editor_id' })
  editor?: User | null;

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
