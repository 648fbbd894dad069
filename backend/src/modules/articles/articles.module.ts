import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PointsModule } from '../points/points.module.js';
import { AdminArticlesController } from './admin-articles.controller.js';
import { ArticleFeedsService } from './article-feeds.service.js';
import { ArticleRevisionsController } from './article-revisions.controller.js';
import { ArticleRevisionsService } from './article-revisions.service.js';
import { ArticleWriterService } from './article-writer.service.js';
import { ArticlesAccountMergeStep } from './articles.account-merge.js';
import { ArticlesController } from './articles.controller.js';
import { ArticlesService } from './articles.service.js';
import { ArticleRevision } from './entities/article-revision.entity.js';
import { Article } from './entities/article.entity.js';
import { ArticleSearchService } from './search/article-search.service.js';
import { TrendingArticlesService } from './trending-articles.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Article, ArticleRevision]), PointsModule],
  controllers: [ArticlesController, ArticleRevisionsController, AdminArticlesController],
  providers: [
    ArticlesService,
    ArticleFeedsService,
    TrendingArticlesService,
    ArticleSearchService,
    ArticleWriterService,
    ArticleRevisionsService,
    ArticlesAccountMergeStep,
  ],
  exports: [ArticlesService],
})
export class ArticlesModule {}
