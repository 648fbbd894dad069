import { ModerationLogModule } from '../moderation-log/moderation-log.module.js';
import { Module } from '@nestjs/common';
import { BlocksModule } from '../blocks/blocks.module.js';
import { ArticleCommentsController } from './article-comments.controller.js';
import { ArticleEngagementController } from './article-engagement.controller.js';
import { CommentsService } from './comments.service.js';
import { HeldCommentsController } from './held-comments.controller.js';
import { EngagementAccountMergeStep } from './engagement.account-merge.js';
import { EngagementRepository } from './engagement.repository.js';
import { EngagementService } from './engagement.service.js';
import { LikesService } from './likes.service.js';
import { ViewsService } from './views.service.js';

/**
 * Likes, comments and view counts of articles (tables article_likes, article_comments, article_view_days).
 * The reports module hides, deletes and holds reported comments through CommentsService.
 */
@Module({
  imports: [BlocksModule, ModerationLogModule],
  controllers: [ArticleEngagementController, ArticleCommentsController, HeldCommentsController],
  providers: [
    EngagementRepository,
    EngagementService,
    LikesService,
    CommentsService,
    ViewsService,
    EngagementAccountMergeStep,
  ],
  exports: [CommentsService],
})
export class EngagementModule {}
