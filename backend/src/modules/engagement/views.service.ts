import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Environment } from '../../config/environment.js';
import type { ViewCountDto } from './dto/view-count.dto.js';
import { ARTICLE_NOT_FOUND } from './engagement.messages.js';
import { isForeignKeyViolation, returnedRows } from './returned-rows.js';
import { utcDay, viewerKey, type Viewer } from './viewer-key.js';

/**
 * Views count once per viewer per UTC day: a row in article_view_days marks the viewer as counted,
 * and articles.views grows only when that row was new (same transaction).
 */
@Injectable()
export class ViewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly env: Environment,
  ) {}

  async record(articleId: number, viewer: Viewer, now = new Date()): Promise<ViewCountDto> {
    const day = utcDay(now);
    const key = viewerKey(viewer, day, this.env.SESSION_SECRET);
    try {
      return await this.dataSource.transaction((manager) => this.recordIn(manager, articleId, key, day));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new NotFoundException(ARTICLE_NOT_FOUND);
      throw error;
    }
  }

  private async recordIn(manager: EntityManager, articleId: number, key: string, day: string): Promise<ViewCountDto> {
    const inserted = await returnedRows(
      manager,
      `INSERT INTO "article_view_days" ("article_id", "viewer_key", "day")
       SELECT $1, $2, $3::date WHERE EXISTS (SELECT 1 FROM "articles" WHERE "id" = $1)
       ON CONFLICT DO NOTHING RETURNING "article_id"`,
      [articleId, key, day],
    );
    const counted = inserted.length > 0;
    const [article] = await returnedRows<{ views: number }>(
      manager,
      counted
        ? `UPDATE "articles" SET "views" = "views" + 1 WHERE "id" = $1 RETURNING "views"`
        : `SELECT "views" FROM "articles" WHERE "id" = $1`,
      [articleId],
    );
    if (!article) throw new NotFoundException(ARTICLE_NOT_FOUND);
    return { views: article.views, counted };
  }
}
