import { Global, Module } from '@nestjs/common';
import { FeatureAccessController } from './feature-access.controller.js';
import { SettingsRepository } from './settings.repository.js';
import { SettingsService } from './settings.service.js';

/** Global: the feature-access guard reads it on every route. */
@Global()
@Module({
  controllers: [FeatureAccessController],
  providers: [SettingsRepository, SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
