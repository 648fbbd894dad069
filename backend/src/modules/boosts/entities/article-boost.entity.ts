import { Check, Column, Entity, Exclusion, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { ArticleRecord } from '../../articles/article-record.js';
import type { UserRecord } from '../../users/user-record.js';

/**
 * One paid boost: the article holds the home page's Featured slot from starts_at until ends_at.
 * Windows of boosts in force never overlap (the exclusion constraint is the last word even if the
 * queue lock were bypassed); a revoked boost leaves the slot and frees its window. A deleted article
 * leaves its boost row (article_id becomes null) so the purchase and its window stay on record.
 */
@Entity({ name: 'article_boosts' })
@Check('CHK_article_boosts_window', '"ends_at" > "starts_at"')
@Check('CHK_article_boosts_price', '"price" > 0')
@Exclusion(
  'EXC_article_boosts_window',
  `USING gist (tstzrange("starts_at", "ends_at") WITH &&) WHERE ("revoked_at" IS NULL)`,
)
@Index('IDX_article_boosts_buyer', ['buyerId', 'id'])
@Index('IDX_article_boosts_article', ['articleId'])
@Index('IDX_article_boosts_ends_at', ['endsAt'])
export class ArticleBoost {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'article_id', type: 'integer', nullable: true })
  articleId: number | null;

  @ManyToOneOn('Article', 'article_id', { onDelete: 'SET NULL' })
  article?: ArticleRecord | null;

  /** The title when bought, shown once the article is gone. */
  @Column({ name: 'article_title', type: 'varchar', length: 200 })
  articleTitle: string;

  @Column({ name: 'buyer_id', type: 'uuid' })
  buyerId: string;

  @ManyToOneOn('User', 'buyer_id', { onDelete: 'CASCADE' })
  buyer?: UserRecord;

  /** Points paid (the price at the time of purchase). */
  @Column({ type: 'integer' })
  price: number;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  /**
   * Set when a take-back of the points it was bought with (a refund or dispute) revoked it: from then
   * on it holds no slot and no place in the queue; its window stays on record.
   */
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
