import { Module } from '@nestjs/common';
import { EmailTemplatesRepository } from './email-templates.repository.js';
import { EmailTemplatesService } from './email-templates.service.js';
import { MailSender } from './mail-sender.js';

/**
 * Sending e-mail with the stored templates (table email_templates), for the notification e-mails and
 * mass messages. No controller, so the worker can import it; EmailTemplatesModule adds the admin's editor.
 */
@Module({
  providers: [EmailTemplatesRepository, EmailTemplatesService, MailSender],
  exports: [EmailTemplatesService, MailSender],
})
export class MailModule {}
