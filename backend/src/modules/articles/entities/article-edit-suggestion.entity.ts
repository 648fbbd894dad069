import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';
import { ArticleRevision } from './article-revision.entity.js';
import { Article } from './article.entity.js';

export const SUGGESTION_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/**
 * An edit proposed by a member who cannot edit the article: new title, excerpt and body, checked by
 * its author, a moderator or an admin. Accepting it saves a revision credited to the suggester.
 */
@Entity({ name: 'article_edit_suggestions' })
@Check('CHK_article_edit_suggestions_status', `"status" IN ('pending', 'accepted', 'declined', 'withdrawn')`)
@Index('IDX_article_edit_suggestions_article_status', ['articleId', 'status'])
@Index('IDX_article_edit_suggestions_status_created', ['status', 'createdAt'])
@Index('IDX_article_edit_suggestions_suggester', ['suggesterId', 'createdAt'])
// One pending suggestion per member and article (a second answers 409).
@Index('UQ_article_edit_suggestions_pending', ['articleId', 'suggesterId'], {
  unique: true,
  where: `"status" = 'pending'`,
})
export class ArticleEditSuggestion {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'article_id', type: 'integer' })
  articleId: number;

  @ManyToOneOn(() => Article, 'article_id', { onDelete: 'CASCADE' })
  article?: Article;

  @Column({ name: 'suggester_id', type: 'uuid' })
  suggesterId: string;

  @ManyToOneOn('User', 'suggester_id', { onDelete: 'CASCADE' })
  suggester?: UserRecord;

  /** The version the suggestion was written against: accepting checks that the text has not moved on since. */
  @Column({ name: 'base_revision_id', type: 'integer' })
  baseRevisionId: number;

  @ManyToOneOn(() => ArticleRevision, 'base_revision_id', { onDelete: 'CASCADE' })
  baseRevision?: ArticleRevision;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  excerpt: string | null;

  /** Sanitised HTML, like an article body. */
  @Column({ type: 'text' })
  content: string;

  /** Why the change is suggested (required). */
  @Column({ type: 'varchar', length: 300 })
  summary: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: SuggestionStatus;

  /** Who accepted or declined it; null while pending, when withdrawn, or once that account is gone. */
  @Column({ name: 'reviewer_id', type: 'uuid', nullable: true })
  reviewerId: string | null;

  @ManyToOneOn('User', 'reviewer_id', { onDelete: 'SET NULL', nullable: true })
  reviewer?: UserRecord | null;

  /** The reviewer's reason (required to decline, optional to accept). */
  @Column({ name: 'review_reason', type: 'varchar', length: 1000, nullable: true })
  reviewReason: string | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
