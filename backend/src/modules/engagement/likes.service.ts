import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { LikeStateDto } from './dto/like-state.dto.js';
import { ARTICLE_NOT_FOUND } from './engagement.messages.js';
import { isForeignKeyViolation, returnedRows } from './returned-rows.js';

/**
 * Likes: one per user and article (the primary key of article_likes). The counter
 * articles.like_count moves only when a like row was really inserted or deleted, in the same
 * transaction, so concurrent clicks can neither add a second like nor make the counter drift.
 */
@Injectable()
export class LikesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async toggle(articleId: number, userId: string): Promise<LikeStateDto> {
    try {
      return await this.dataSource.transaction((manager) => this.toggleIn(manager, articleId, userId));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new NotFoundException(ARTICLE_NOT_FOUND);
      throw error;
    }
  }

  private async toggleIn(manager: EntityManager, articleId: number, userId: string): Promise<LikeStateDto> {
    const removed = await returnedRows(
      manager,
      `DELETE FROM "article_likes" WHERE "article_id" = $1 AND "user_id" = $2 RETURNING "article_id"`,
      [articleId, userId],
    );
    if (removed.length > 0) {
      const likes = await this.addToCount(manager, articleId, -1);
      await this.audit.record({ actorId: userId, action: 'article.unliked', details: { articleId } }, manager);
      return { liked: false, likes };
    }

    const added = await returnedRows(
      manager,
      `INSERT INTO "article_likes" ("article_id", "user_id")
       SELECT $1, $2 WHERE EXISTS (SELECT 1 FROM "articles" WHERE "id" = $1)
       ON CONFLICT DO NOTHING RETURNING "article_id"`,
      [articleId, userId],
    );
    if (added.length > 0) {
      const likes = await this.addToCount(manager, articleId, 1);
      await this.audit.record({ actorId: userId, action: 'article.liked', details: { articleId } }, manager);
      return { liked: true, likes };
    }

    // Nothing inserted: either there is no such article, or a concurrent click of this user liked it first.
    const [article] = await returnedRows<{ like_count: number }>(
      manager,
      `SELECT "like_count" FROM "articles" WHERE "id" = $1`,
      [articleId],
    );
    if (!article) throw new NotFoundException(ARTICLE_NOT_FOUND);
    return { liked: true, likes: article.like_count };
  }

  private async addToCount(manager: EntityManager, articleId: number, delta: 1 | -1): Promise<number> {
    const [article] = await returnedRows<{ like_count: number }>(
      manager,
      `UPDATE "articles" SET "like_count" = "like_count" + $2 WHERE "id" = $1 RETURNING "like_count"`,
      [articleId, delta],
    );
    if (!article) throw new NotFoundException(ARTICLE_NOT_FOUND);
    return article.like_count;
  }
}
