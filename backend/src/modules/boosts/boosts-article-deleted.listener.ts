import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RegisterArticleDeletedListener, type ArticleDeletedListener } from '../articles/article-deleted.js';
import { AuditService } from '../audit/audit.service.js';
import { PointsService } from '../points/points.service.js';
import { BOOST_ARTICLE_DELETED_REASON, unusedBoostPoints } from './boost-rules.js';
import { BoostsRepository } from './boosts.repository.js';

/**
 * A deleted article cannot be featured: its waiting or active boosts are revoked (the slot and the queue
 * move on at once) and each buyer gets back the points the boost had not used yet, in the deletion's
 * transaction, so a deletion that rolls back returns nothing.
 */
@Injectable()
@RegisterArticleDeletedListener()
export class BoostsArticleDeletedListener implements ArticleDeletedListener {
  constructor(
    private readonly repository: BoostsRepository,
    private readonly points: PointsService,
    private readonly audit: AuditService,
  ) {}

  async articleDeleting(manager: EntityManager, articleId: number): Promise<void> {
    const revoked = await this.repository.revokeUnendedOfArticle(manager, articleId);
    for (const boost of revoked) {
      const returned = unusedBoostPoints(boost, boost.now);
      if (returned > 0) {
        await this.points.apply(manager, {
          userId: boost.buyerId,
          delta: returned,
          reason: BOOST_ARTICLE_DELETED_REASON,
          reference: `boost:${boost.id}`,
        });
      }
      await this.audit.record(
        {
          actorId: null,
          targetUserId: boost.buyerId,
          action: 'boost.cancelled',
          details: { boostId: boost.id, articleId, pointsReturned: returned },
        },
        manager,
      );
    }
  }
}
