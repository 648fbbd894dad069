import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteSetting } from './entities/site-setting.entity.js';
import { FeatureAccessController } from './feature-access.controller.js';
import { SettingsService } from './settings.service.js';

/** Global: the feature-access guard reads it on every route. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SiteSetting])],
  controllers: [FeatureAccessController],
  providers: [SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
