import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { EngagementRepository } from './engagement.repository.js';

/**
 * Likes, comments and counted views. One person likes an article at most once and is counted once
 * per article and day, so where both accounts liked (or viewed on the same day) the source's row
 * goes and the article's counter drops by one, keeping like_count equal to its like rows. Duplicates
 * go before the rest moves, so no move collides with a row the target already has.
 */
@Injectable()
@RegisterAccountMergeStep()
export class EngagementAccountMergeStep implements AccountMergeStep {
  readonly name = 'engagement';
  readonly covers = ['article_likes.user_id', 'article_comments.author_id'] as const;

  constructor(private readonly engagement: EngagementRepository) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    const likesMerged = await this.engagement.dropLikesBothHave(manager, pair);
    const likesMoved = await this.engagement.moveLikes(manager, pair);
    const commentsMoved = await this.engagement.moveComments(manager, pair);
    const viewDaysMerged = await this.engagement.dropViewDaysBothHave(manager, pair);
    const viewDaysMoved = await this.engagement.moveViewDays(manager, pair);
    return { likesMoved, likesMerged, commentsMoved, viewDaysMoved, viewDaysMerged };
  }
}
