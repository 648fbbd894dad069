import { Injectable, NotFoundException } from '@nestjs/common';
import type { ArticleEngagementDto } from './dto/article-engagement.dto.js';
import { EngagementErrors } from './engagement.errors.js';
import { EngagementRepository } from './engagement.repository.js';

/** The counters of the article page and the caller's own like, in one query. */
@Injectable()
export class EngagementService {
  constructor(private readonly engagement: EngagementRepository) {}

  async forArticle(articleId: number, userId: string | undefined): Promise<ArticleEngagementDto> {
    const row = await this.engagement.countersOf(articleId, userId);
    if (!row) throw new NotFoundException(EngagementErrors.articleNotFound);
    return { likes: row.like_count, commentCount: row.comment_count, views: row.views, likedByMe: row.liked_by_me };
  }
}
