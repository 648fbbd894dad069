import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Environment } from '../../config/environment.js';
import { isForeignKeyViolation } from '../../database/postgres-errors.js';
import type { ViewCountDto } from './dto/view-count.dto.js';
import { EngagementErrors } from './engagement.errors.js';
import { EngagementRepository } from './engagement.repository.js';
import { utcDay, viewerKey, type Viewer } from './viewer-key.js';

/**
 * Views count once per viewer per UTC day: a row in article_view_days marks the viewer as counted,
 * and articles.views grows only when that row was new (same transaction).
 */
@Injectable()
export class ViewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly engagement: EngagementRepository,
    private readonly env: Environment,
  ) {}

  async record(articleId: number, viewer: Viewer, now = new Date()): Promise<ViewCountDto> {
    const day = utcDay(now);
    const key = viewerKey(viewer, day, this.env.SESSION_SECRET);
    try {
      return await this.dataSource.transaction((manager) => this.recordIn(manager, articleId, key, day));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new NotFoundException(EngagementErrors.articleNotFound);
      throw error;
    }
  }

  private async recordIn(manager: EntityManager, articleId: number, key: string, day: string): Promise<ViewCountDto> {
    const counted = await this.engagement.markViewed(manager, articleId, key, day);
    const views = await this.engagement.views(manager, articleId, counted);
    if (views === null) throw new NotFoundException(EngagementErrors.articleNotFound);
    return { views, counted };
  }
}
