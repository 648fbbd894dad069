import { Module } from '@nestjs/common';
import { EmailTemplatesController } from './email-templates.controller.js';
import { MailModule } from './mail.module.js';

/** The admin's e-mail template editor (the API side). */
@Module({
  imports: [MailModule],
  controllers: [EmailTemplatesController],
})
export class EmailTemplatesModule {}
