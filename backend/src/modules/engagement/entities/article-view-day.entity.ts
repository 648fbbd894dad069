import { Index, Entity, PrimaryColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import type { ArticleRecord } from '../../articles/article-record.js';

/**
 * One viewer's visit of one article on one (UTC) day: the primary key lets a view count once per
 * viewer per day. The viewer key is a user id or a keyed hash of the address and browser, never a raw IP.
 */
@Entity({ name: 'article_view_days' })
@Index('IDX_article_view_days_day', ['day'])
export class ArticleViewDay {
  @PrimaryColumn({ name: 'article_id', type: 'integer' })
  articleId: number;

  @PrimaryColumn({ name: 'viewer_key', type: 'varchar', length: 80 })
  viewerKey: string;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @ManyToOneOn('Article', 'article_id', { onDelete: 'CASCADE' })
  article?: ArticleRecord;
}
