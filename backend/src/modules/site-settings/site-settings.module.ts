import { Module } from '@nestjs/common';
import { PublicSiteSettingsController, SystemSettingsController } from './site-settings.controller.js';
import { SiteSettingsService } from './site-settings.service.js';

/** The site's appearance settings; the SPA's index.html is rendered with them (see spa/serve-spa.ts). */
@Module({
  controllers: [SystemSettingsController, PublicSiteSettingsController],
  providers: [SiteSettingsService],
  exports: [SiteSettingsService],
})
export class SiteSettingsModule {}
