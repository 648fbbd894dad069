import { Entity, Index, PrimaryColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { ArticleRecord } from '../../articles/article-record.js';
import type { UserRecord } from '../../users/user-record.js';

/** One user's like of one article; the primary key makes a second like impossible. */
@Entity({ name: 'article_likes' })
@Index('IDX_article_likes_user', ['userId'])
@Index('IDX_article_likes_created', ['createdAt'])
export class ArticleLike {
  @PrimaryColumn({ name: 'article_id', type: 'integer' })
  articleId: number;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOneOn('Article', 'article_id', { onDelete: 'CASCADE' })
  article?: ArticleRecord;

  @ManyToOneOn('User', 'user_id', { onDelete: 'CASCADE' })
  user?: UserRecord;

  @CreatedAtColumn()
  createdAt: Date;
}
