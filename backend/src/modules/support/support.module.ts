import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { ModerationLogModule } from '../moderation-log/moderation-log.module.js';
import { SupportAccountMergeStep } from './support.account-merge.js';
import { SupportInboxController } from './support-inbox.controller.js';
import { SupportInboxService } from './support-inbox.service.js';
import { SupportMailer } from './support-mailer.js';
import { SupportController } from './support.controller.js';
import { SupportRepository } from './support.repository.js';
import { SupportService } from './support.service.js';

/** Requests to the admins (username conflicts, takedowns, corrections) and the admins' support inbox. */
@Module({
  imports: [MailModule, ModerationLogModule],
  controllers: [SupportController, SupportInboxController],
  providers: [SupportRepository, SupportService, SupportInboxService, SupportMailer, SupportAccountMergeStep],
  exports: [SupportService],
})
export class SupportModule {}
