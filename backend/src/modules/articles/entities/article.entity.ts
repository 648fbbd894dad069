import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn, UpdatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';
import { ARTICLE_CATEGORIES, type StoredReference } from '@irl/shared';
import type { ArticleRecord } from '../article-record.js';
import { SEARCH_VECTOR_EXPRESSION } from './article-search.sql.js';

const categoryList = ARTICLE_CATEGORIES.map((c) => `'${c}'`).join(', ');

/** Other modules see an article as ArticleRecord and name this entity 'Article' in their relations. */
@Entity({ name: 'articles' })
@Check('CHK_articles_category', `"category" IN (${categoryList})`)
@Index('IDX_articles_created_at_id', ['createdAt', 'id'])
@Index('IDX_articles_category_created_at', ['category', 'createdAt'])
@Index('IDX_articles_author_created_at', ['authorId', 'createdAt'])
// GIN indexes (full-text vectors, tag array, references) live in the migrations.
@Index('IDX_articles_search_vector', { synchronize: false })
@Index('IDX_articles_title_vector', { synchronize: false })
@Index('IDX_articles_tags', { synchronize: false })
@Index('IDX_articles_references', { synchronize: false })
@Index('IDX_articles_featured_pinned', ['featuredPinnedAt'], { where: '"featured_pinned_at" IS NOT NULL' })
export class Article implements ArticleRecord {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  excerpt: string | null;

  /** Sanitised HTML (only the tags and attributes of the article allow-list). */
  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 40 })
  category: string;

  @Column({ name: 'author_id', type: 'uuid' })
  authorId: string;

  @ManyToOneOn('User', 'author_id', { onDelete: 'CASCADE' })
  author?: UserRecord;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  /** The sources the body cites, in citation order (number n is element n - 1); validated on write. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  references: StoredReference[];

  @Column({ type: 'integer', default: 0 })
  views: number;

  @Column({ name: 'like_count', type: 'integer', default: 0 })
  likeCount: number;

  @Column({ name: 'comment_count', type: 'integer', default: 0 })
  commentCount: number;

  @CreatedAtColumn()
  createdAt: Date;

  /** When the row last changed in any way (counts included); not shown to readers. */
  @UpdatedAtColumn()
  updatedAt: Date;

  /**
   * When the title, excerpt or body last changed after publication, and by whom: the "last edited"
   * line. Likes, comments, views, tags and category never set it. Null for an unedited article.
   */
  @Column({ name: 'edited_at', type: 'timestamptz', nullable: true })
  editedAt: Date | null;

  @Index('IDX_articles_edited_by')
  @Column({ name: 'edited_by', type: 'uuid', nullable: true })
  editedById: string | null;

  @ManyToOneOn('User', 'edited_by', { onDelete: 'SET NULL' })
  editedBy?: UserRecord | null;

  /**
   * When an admin pinned the article to the home page's Featured slot; null when not pinned. Pinning
   * clears every other pin, so at most one article holds it (the newest pin wins if two ever raced).
   */
  @Column({ name: 'featured_pinned_at', type: 'timestamptz', nullable: true })
  featuredPinnedAt: Date | null;

  /**
   * Full-text search document, computed by PostgreSQL: title (weight A), excerpt (B), body text (C).
   * Never selected or written by the application.
   */
  @Column({
    name: 'search_vector',
    type: 'tsvector',
    generatedType: 'STORED',
    asExpression: SEARCH_VECTOR_EXPRESSION,
    select: false,
    insert: false,
    update: false,
  })
  searchVector?: string;
}
