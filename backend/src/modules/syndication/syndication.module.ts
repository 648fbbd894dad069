import { Module } from '@nestjs/common';
import { ArticlesModule } from '../articles/articles.module.js';
import { SiteSettingsModule } from '../site-settings/site-settings.module.js';
import { SyndicationController } from './syndication.controller.js';
import { SyndicationRepository } from './syndication.repository.js';
import { SyndicationService } from './syndication.service.js';

/** RSS and Atom feeds of the latest articles (site, category, tag), the sitemap and robots.txt. */
@Module({
  imports: [ArticlesModule, SiteSettingsModule],
  controllers: [SyndicationController],
  providers: [SyndicationRepository, SyndicationService],
})
export class SyndicationModule {}
