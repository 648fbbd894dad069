import { NotificationKind } from '../notifications/notification-kind.js';
import { NotificationsService, type NotificationActor } from '../notifications/notifications.service.js';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isForeignKeyViolation } from '../../database/postgres-errors.js';
import { AuditService } from '../audit/audit.service.js';
import type { LikeStateDto } from './dto/like-state.dto.js';
import { EngagementErrors } from './engagement.errors.js';
import { EngagementRepository } from './engagement.repository.js';

/**
 * Likes: one per user and article (the primary key of article_likes). The counter
 * articles.like_count moves only when a like row was really inserted or deleted, in the same
 * transaction, so concurrent clicks can neither add a second like nor make the counter drift.
 */
@Injectable()
export class LikesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly engagement: EngagementRepository,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  async toggle(articleId: number, user: NotificationActor): Promise<LikeStateDto> {
    try {
      return await this.dataSource.transaction((manager) => this.toggleIn(manager, articleId, user));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new NotFoundException(EngagementErrors.articleNotFound);
      throw error;
    }
  }

  private async toggleIn(manager: EntityManager, articleId: number, user: NotificationActor): Promise<LikeStateDto> {
    const userId = user.id;
    if (await this.engagement.removeLike(manager, articleId, userId)) {
      const likes = await this.addToCount(manager, articleId, -1);
      await this.audit.record({ actorId: userId, action: 'article.unliked', details: { articleId } }, manager);
      return { liked: false, likes };
    }

    if (await this.engagement.insertLike(manager, articleId, userId)) {
      const likes = await this.addToCount(manager, articleId, 1);
      await this.audit.record({ actorId: userId, action: 'article.liked', details: { articleId } }, manager);
      await this.notifications.notifyArticleAuthor(manager, {
        articleId,
        actor: user,
        kind: NotificationKind.ArticleLike,
        reference: `like:${articleId}:${userId}`,
        title: '{actor} liked {article}',
      });
      return { liked: true, likes };
    }

    // Nothing inserted: either there is no such article, or a concurrent click of this user liked it first.
    const likes = await this.engagement.likeCount(manager, articleId);
    if (likes === null) throw new NotFoundException(EngagementErrors.articleNotFound);
    return { liked: true, likes };
  }

  private async addToCount(manager: EntityManager, articleId: number, delta: 1 | -1): Promise<number> {
    const likes = await this.engagement.addToLikeCount(manager, articleId, delta);
    if (likes === null) throw new NotFoundException(EngagementErrors.articleNotFound);
    return likes;
  }
}
