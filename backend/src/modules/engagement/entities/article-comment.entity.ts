import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Article } from '../../articles/entities/article.entity.js';
import { User } from '../../users/entities/user.entity.js';

export const COMMENT_MAX_LENGTH = 5000;

/** A plain-text comment (shown as text, never as HTML), listed oldest first under its article. */
@Entity({ name: 'article_comments' })
@Check('CHK_article_comments_content_length', `char_length("content") BETWEEN 1 AND ${COMMENT_MAX_LENGTH}`)
@Index('IDX_article_comments_article_created', ['articleId', 'createdAt', 'id'])
@Index('IDX_article_comments_author', ['authorId'])
@Index('IDX_article_comments_created', ['createdAt'])
@Index('IDX_article_comments_held', ['createdAt'], { where: '"held_reason" IS NOT NULL' })
export class ArticleComment {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'article_id', type: 'integer' })
  articleId: number;

  @ManyToOne(() => Article, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'article_id' })
  article?: Article;

  @Column({ name: 'author_id', type: 'uuid' })
  authorId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'author_id' })
  author?: User;

  @Column({ type: 'text' })
  content: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Why the comment waits for a moderator ('new-account', 'link-spam'); null once public. */
  @Column({ name: 'held_reason', type: 'varchar', length: 16, nullable: true })
  heldReason: string | null;
}
