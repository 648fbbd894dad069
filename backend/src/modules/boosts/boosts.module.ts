import { BoostsArticleDeletedListener } from './boosts-article-deleted.listener.js';
import { Module } from '@nestjs/common';
import { ArticlesModule } from '../articles/articles.module.js';
import { PointsModule } from '../points/points.module.js';
import { BoostPurchaseKind } from './boost-purchase-kind.js';
import { BoostsAccountMergeStep } from './boosts.account-merge.js';
import { BoostsController } from './boosts.controller.js';
import { BoostsRepository } from './boosts.repository.js';
import { BoostsService } from './boosts.service.js';

/** Paid boosts of articles into the home page's Featured slot. BoostsService.featured tells the home page which. */
@Module({
  imports: [PointsModule, ArticlesModule],
  controllers: [BoostsController],
  providers: [BoostsService, BoostsRepository, BoostsAccountMergeStep, BoostPurchaseKind, BoostsArticleDeletedListener],
  exports: [BoostsService],
})
export class BoostsModule {}
