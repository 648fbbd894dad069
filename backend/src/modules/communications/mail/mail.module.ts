import { Module } from '@nestjs/common';
import { EmailTemplatesRepository } from '../email-templates.repository.js';
import { EmailTemplatesService } from '../email-templates.service.js';
import { MailSender } from './mail-sender.js';

/** Sending e-mail with the stored templates, for other modules' workers (the notification e-mails). */
@Module({
  providers: [EmailTemplatesRepository, EmailTemplatesService, MailSender],
  exports: [EmailTemplatesService, MailSender],
})
export class MailModule {}
