import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { ArticleRecord } from '../../articles/article-record.js';
import type { UserRecord } from '../../users/user-record.js';

export const COMMENT_MAX_LENGTH = 5000;
export const HIDE_REASON_MAX_LENGTH = 500;

/**
 * A plain-text comment (shown as text, never as HTML), listed oldest first under its article. One
 * level of replies: parent_id always names a top-level comment. A deleted comment is kept (deleted_at)
 * for a short undo window; a hidden one (moderation) keeps its text for moderators.
 */
@Entity({ name: 'article_comments' })
@Check('CHK_article_comments_content_length', `char_length("content") BETWEEN 1 AND ${COMMENT_MAX_LENGTH}`)
@Index('IDX_article_comments_article_created', ['articleId', 'createdAt', 'id'])
@Index('IDX_article_comments_author', ['authorId'])
@Index('IDX_article_comments_created', ['createdAt'])
@Index('IDX_article_comments_parent', ['parentId'])
@Check('CHK_article_comments_hidden_reason', `("hidden_at" IS NULL) = ("hidden_reason" IS NULL)`)
@Index('IDX_article_comments_held', ['createdAt'], { where: '"held_reason" IS NOT NULL' })
export class ArticleComment {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'article_id', type: 'integer' })
  articleId: number;

  @ManyToOneOn('Article', 'article_id', { onDelete: 'CASCADE' })
  article?: ArticleRecord;

  @Column({ name: 'author_id', type: 'uuid' })
  authorId: string;

  @ManyToOneOn('User', 'author_id', { onDelete: 'CASCADE' })
  author?: UserRecord;

  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'parent_id', type: 'integer', nullable: true })
  parentId: number | null;

  /** A reply whose parent goes with its author's account becomes a top-level comment (counts stay right). */
  @ManyToOneOn(() => ArticleComment, 'parent_id', { onDelete: 'SET NULL' })
  parent?: ArticleComment;

  @CreatedAtColumn()
  createdAt: Date;

  /** Set when deleted; the row stays for the undo window, then for the record (never listed as text). */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @Column({ name: 'hidden_at', type: 'timestamptz', nullable: true })
  hiddenAt: Date | null;

  @Column({ name: 'hidden_reason', type: 'varchar', length: HIDE_REASON_MAX_LENGTH, nullable: true })
  hiddenReason: string | null;

  /** Why the comment waits for a moderator ('new-account', 'link-spam', 'personal-info'); null once public. */
  @Column({ name: 'held_reason', type: 'varchar', length: 16, nullable: true })
  heldReason: string | null;
}
