import { Global, Module } from '@nestjs/common';
import { SecuritySettingsController } from './security-settings.controller.js';
import { SecuritySettingsService } from './security-settings.service.js';

/** Global: the session guard (auth) reads the idle timeout on every request. */
@Global()
@Module({
  controllers: [SecuritySettingsController],
  providers: [SecuritySettingsService],
  exports: [SecuritySettingsService],
})
export class SecuritySettingsModule {}
