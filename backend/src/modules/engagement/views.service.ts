import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { viewHashingKey } from '../../config/derived-keys.js';
import { Environment } from '../../config/environment.js';
import { isForeignKeyViolation } from '../../database/postgres-errors.js';
import type { ViewCountDto } from './dto/view-count.dto.js';
import { EngagementErrors } from './engagement.errors.js';
import { EngagementRepository } from './engagement.repository.js';
import { utcDay, viewerKey, type Viewer } from './viewer-key.js';

/**
 * Views count once per viewer per UTC day: a row in article_view_days marks the viewer as counted,
 * and articles.views grows only when that row was new (same transaction). Anonymous viewers are
 * known by address only and count up to VIEWS_ANONYMOUS_DAILY_CAP per article per day.
 */
@Injectable()
export class ViewsService {
  private readonly hashingKey: Buffer;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly engagement: EngagementRepository,
    private readonly env: Environment,
  ) {
    this.hashingKey = viewHashingKey(env.SESSION_SECRET);
  }

  async record(articleId: number, viewer: Viewer, now = new Date()): Promise<ViewCountDto> {
    const day = utcDay(now);
    const key = viewerKey(viewer, day, this.hashingKey);
    // Anonymous views of one article count up to a daily cap, so rotating addresses cannot inflate it.
    const cap = viewer.userId ? null : this.env.VIEWS_ANONYMOUS_DAILY_CAP;
    try {
      return await this.dataSource.transaction((manager) => this.recordIn(manager, articleId, key, day, cap));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new NotFoundException(EngagementErrors.articleNotFound);
      throw error;
    }
  }

  private async recordIn(
    manager: EntityManager,
    articleId: number,
    key: string,
    day: string,
    anonymousCap: number | null,
  ): Promise<ViewCountDto> {
    const counted = await this.engagement.markViewed(manager, articleId, key, day, anonymousCap);
    const views = await this.engagement.views(manager, articleId, counted);
    if (views === null) throw new NotFoundException(EngagementErrors.articleNotFound);
    return { views, counted };
  }
}
