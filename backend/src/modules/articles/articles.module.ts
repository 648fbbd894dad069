import { ModerationLogModule } from '../moderation-log/moderation-log.module.js';
import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { PointsModule } from '../points/points.module.js';
import { AdminArticlesController } from './admin-articles.controller.js';
import { ArticleFeedsService } from './article-feeds.service.js';
import { ArticleReadingController } from './article-reading.controller.js';
import { ArticleReadingRepository } from './article-reading.repository.js';
import { ArticleReadingService } from './article-reading.service.js';
import { ArticleRevisionsController } from './article-revisions.controller.js';
import { ArticleRevisionsService } from './article-revisions.service.js';
import { ArticleWriterService } from './article-writer.service.js';
import { ArticleSuggestionReviewController, ArticleSuggestionsController } from './article-suggestions.controller.js';
import { ArticleSuggestionsRepository } from './article-suggestions.repository.js';
import { ArticleSuggestionsService } from './article-suggestions.service.js';
import { ArticlesAccountMergeStep } from './articles.account-merge.js';
import { ArticlesController } from './articles.controller.js';
import { ArticlesRepository } from './articles.repository.js';
import { ArticlesService } from './articles.service.js';
import { ArticleRevisionsRepository } from './article-revisions.repository.js';
import { ArticleSearchRepository } from './search/article-search.repository.js';
import { ArticleSearchService } from './search/article-search.service.js';
import { FeaturedPinService } from './featured-pin.service.js';
import { TrendingArticlesService } from './trending-articles.service.js';

@Module({
  imports: [PointsModule, DiscoveryModule, ModerationLogModule],
  controllers: [
    ArticlesController,
    ArticleRevisionsController,
    AdminArticlesController,
    ArticleReadingController,
    ArticleSuggestionsController,
    ArticleSuggestionReviewController,
  ],
  providers: [
    ArticlesRepository,
    ArticleRevisionsRepository,
    ArticleSearchRepository,
    ArticlesService,
    ArticleFeedsService,
    TrendingArticlesService,
    ArticleSearchService,
    ArticleWriterService,
    FeaturedPinService,
    ArticleRevisionsService,
    ArticlesAccountMergeStep,
    ArticleReadingRepository,
    ArticleReadingService,
    ArticleSuggestionsRepository,
    ArticleSuggestionsService,
  ],
  exports: [ArticlesService, ArticleWriterService],
})
export class ArticlesModule {}
