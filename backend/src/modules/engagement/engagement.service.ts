import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ArticleEngagementDto } from './dto/article-engagement.dto.js';
import { ARTICLE_NOT_FOUND } from './engagement.messages.js';

interface EngagementRow {
  like_count: number;
  comment_count: number;
  views: number;
  liked_by_me: boolean;
}

/** The counters of the article page and the caller's own like, in one query. */
@Injectable()
export class EngagementService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async forArticle(articleId: number, userId: string | undefined): Promise<ArticleEngagementDto> {
    const [row] = await this.dataSource.query<EngagementRow[]>(
      `SELECT a."like_count", a."comment_count", a."views",
              EXISTS (SELECT 1 FROM "article_likes" l WHERE l."article_id" = a."id" AND l."user_id" = $2::uuid)
                AS "liked_by_me"
       FROM "articles" a WHERE a."id" = $1`,
      [articleId, userId ?? null],
    );
    if (!row) throw new NotFoundException(ARTICLE_NOT_FOUND);
    return { likes: row.like_count, commentCount: row.comment_count, views: row.views, likedByMe: row.liked_by_me };
  }
}
