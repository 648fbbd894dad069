import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Article } from '../../articles/entities/article.entity.js';
import { User } from '../../users/entities/user.entity.js';

/** One user's like of one article; the primary key makes a second like impossible. */
@Entity({ name: 'article_likes' })
@Index('IDX_article_likes_user', ['userId'])
@Index('IDX_article_likes_created', ['createdAt'])
export class ArticleLike {
  @PrimaryColumn({ name: 'article_id', type: 'integer' })
  articleId: number;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => Article, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'article_id' })
  article?: Article;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
