import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { UpdatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { ArticleRecord } from '../../articles/article-record.js';
import type { StoredReference } from '@irl/shared';
import type { UserRecord } from '../../users/user-record.js';

export const DRAFT_TITLE_MAX_LENGTH = 200;
export const DRAFT_EXCERPT_MAX_LENGTH = 500;
export const DRAFT_CONTENT_MAX_LENGTH = 200_000;
export const DRAFT_CATEGORY_MAX_LENGTH = 40;
export const DRAFT_TAGS_MAX_LENGTH = 500;

/**
 * The editor's unsaved work: one draft per user and article (article_id null: the new-article form).
 * Fields are kept as typed (blank or incomplete is fine); publishing or saving the article removes it.
 */
@Entity({ name: 'article_drafts' })
@Check('CHK_article_drafts_content_length', `char_length("content") <= ${DRAFT_CONTENT_MAX_LENGTH}`)
// Unique per (user, article) with NULLS NOT DISTINCT, which the entity cannot express: the migration creates it.
@Index('UQ_article_drafts_user_article', { synchronize: false })
@Index('IDX_article_drafts_article', ['articleId'])
export class ArticleDraft {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOneOn('User', 'user_id', { onDelete: 'CASCADE' })
  user?: UserRecord;

  @Column({ name: 'article_id', type: 'integer', nullable: true })
  articleId: number | null;

  @ManyToOneOn('Article', 'article_id', { onDelete: 'CASCADE' })
  article?: ArticleRecord;

  @Column({ type: 'varchar', length: DRAFT_TITLE_MAX_LENGTH, default: '' })
  title: string;

  @Column({ type: 'varchar', length: DRAFT_EXCERPT_MAX_LENGTH, default: '' })
  excerpt: string;

  @Column({ type: 'text', default: '' })
  content: string;

  @Column({ type: 'varchar', length: DRAFT_CATEGORY_MAX_LENGTH, default: '' })
  category: string;

  /** The tags box as typed (comma-separated). */
  @Column({ type: 'varchar', length: DRAFT_TAGS_MAX_LENGTH, default: '' })
  tags: string;

  /** The sources cited so far, in citation order, as the article stores them; null when none were sent. */
  @Column({ type: 'jsonb', nullable: true })
  references: StoredReference[] | null;

  @UpdatedAtColumn()
  updatedAt: Date;
}
