import { Injectable } from '@nestjs/common';
import { Environment } from '../../config/environment.js';
import {
  SITE_NAME,
  SUPPORT_REPLY_TEMPLATE,
  SUPPORT_REQUEST_RECEIVED_TEMPLATE,
} from '../mail/email-template-defaults.js';
import { MailSender } from '../mail/mail-sender.js';
import { EmailTemplatesService } from '../mail/email-templates.service.js';
import type { SupportRequest } from './entities/support-request.entity.js';
import type { NamedAccount } from './support.repository.js';

/** How a kind reads in an e-mail. */
export const KIND_WORDS: Record<string, string> = {
  username_conflict: 'username conflict',
  takedown: 'takedown',
  correction: 'correction',
  other: 'support',
};

/** The support inbox's e-mails: a new request to every admin, a reply to the requester's address. */
@Injectable()
export class SupportMailer {
  constructor(
    private readonly templates: EmailTemplatesService,
    private readonly mail: MailSender,
    private readonly env: Environment,
  ) {}

  /** One e-mail per admin with an address; failures are logged by the sender, never thrown. */
  async requestReceived(request: SupportRequest, admins: NamedAccount[]): Promise<void> {
    if (!this.mail.enabled) return;
    const common = {
      siteName: SITE_NAME,
      siteUrl: this.env.PUBLIC_URL,
      kind: KIND_WORDS[request.kind] ?? request.kind,
      // The subject's title is public words; the requester's name and address stay in the inbox.
      subject: request.subjectTitle ? ` about "${request.subjectTitle}"` : '',
      due: request.dueAt ? `It is due by ${request.dueAt.toISOString().slice(0, 10)}.` : '',
      link: `${this.env.PUBLIC_URL}/admin/support?request=${request.id}`,
    };
    for (const admin of admins) {
      if (!admin.email) continue;
      const email = await this.templates.render(SUPPORT_REQUEST_RECEIVED_TEMPLATE, {
        ...common,
        username: admin.username,
        displayName: admin.username,
      });
      await this.mail.send(admin.email, email);
    }
  }

  /** The reply to the address the requester gave; whether the mail server accepted it. */
  async reply(request: SupportRequest, body: string): Promise<boolean> {
    if (!this.mail.enabled) return false;
    const email = await this.templates.render(SUPPORT_REPLY_TEMPLATE, {
      siteName: SITE_NAME,
      siteUrl: this.env.PUBLIC_URL,
      kind: KIND_WORDS[request.kind] ?? request.kind,
      requesterName: request.requesterName ?? request.usernameConflict?.currentUsername ?? 'there',
      reply: body,
      requestedOn: request.createdAt.toISOString().slice(0, 10),
    });
    return this.mail.send(request.requesterEmail, email);
  }
}
