import { Module } from '@nestjs/common';
import { ModerationLogController } from './moderation-log.controller.js';
import { ModerationLogRepository } from './moderation-log.repository.js';
import { ModerationLogService } from './moderation-log.service.js';

/** The public moderation log: other modules record their moderation actions through ModerationLogService. */
@Module({
  controllers: [ModerationLogController],
  providers: [ModerationLogService, ModerationLogRepository],
  exports: [ModerationLogService],
})
export class ModerationLogModule {}
