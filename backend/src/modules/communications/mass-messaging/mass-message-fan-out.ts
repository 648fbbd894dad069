import { Injectable, Logger } from '@nestjs/common';
import { RestrictableFeature } from '../../../common/auth/auth.decorators.js';
import { InjectDataSource } from '@nestjs/typeorm';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { Environment } from '../../../config/environment.js';
import { MessagesService } from '../../messages/messages.service.js';
import { SettingsService } from '../../settings/settings.service.js';
import { shownName } from '../../users/display-name.js';
import { EmailTemplatesService } from '../../mail/email-templates.service.js';
import { MassMessageStatus, type MassMessage } from '../entities/mass-message.entity.js';
import { MASS_MESSAGE_TEMPLATE, SITE_NAME } from '../../mail/email-template-defaults.js';
import { MailSender } from '../../mail/mail-sender.js';
import { renderTemplate } from '../../mail/template-render.js';
import { MassMessagesRepository, type EmailRecipient, type RecipientScope } from '../mass-messages.repository.js';
import { checkpoint } from '../../../queues/job-hand-back.js';

/** E-mails sent at once (the transport pools its connections). */
const EMAIL_CONCURRENCY = 10;

export interface FanOutProgress {
  done: number;
  total: number;
}

export interface FanOutResult extends FanOutProgress {
  status: MassMessageStatus;
  emailed: number;
}

/** The inbox text of a mass message: direct messages have no subject line, so it leads the text. */
export function massMessageText(message: Pick<MassMessage, 'subject' | 'content'>): string {
  return `${message.subject}\n\n${message.content}`;
}

/**
 * The worker's fan-out of one mass message. Each batch is one transaction that locks the message row,
 * claims the next recipients (the deliveries' primary key skips anyone already reached), inserts their
 * direct messages with one INSERT ... SELECT and moves the counters, so a worker killed at any point
 * leaves whole batches behind and a restart carries on from `last_user_id`: every recipient gets the
 * message exactly once. Open inboxes hear of each committed batch through one Redis pipeline; e-mails
 * are marked pending in the batch and sent after it (pending ones left by a crash are sent on restart).
 */
@Injectable()
export class MassMessageFanOut {
  private readonly logger = new Logger('MassMessaging');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: MassMessagesRepository,
    private readonly messages: MessagesService,
    private readonly settings: SettingsService,
    private readonly templates: EmailTemplatesService,
    private readonly mail: MailSender,
    private readonly env: Environment,
  ) {}

  async run(
    massMessageId: string,
    onProgress: (progress: FanOutProgress) => Promise<void> = () => Promise.resolve(),
    /** Set when the worker is stopping: the run ends after the batch it is writing. */
    signal?: AbortSignal,
  ): Promise<FanOutResult> {
    const initial = await this.repository.findById(massMessageId);
    if (!initial) throw new Error(`Mass message ${massMessageId} does not exist`);
    const scope: RecipientScope = {
      group: initial.recipientGroup,
      adminsOnly: !(await this.settings.isOpenToEveryone(RestrictableFeature.Messages)),
    };
    if (initial.status === MassMessageStatus.Queued) {
      await this.repository.markRunning(massMessageId, await this.repository.countRecipients(scope));
    }
    const email = this.mail.enabled;
    const text = massMessageText(initial);
    // E-mails a killed worker had marked pending but not sent.
    if (email) await this.sendPendingEmails(initial, null);

    // Live delivery and progress run behind the next batch's transaction, one after the other.
    let announced = Promise.resolve();
    for (;;) {
      const batch = await this.dataSource.transaction(async (manager) => {
        const message = await this.repository.lockForBatch(massMessageId, manager);
        if (!message || message.status !== MassMessageStatus.Running) return null;
        const claim = await this.repository.claimBatch(manager, {
          massMessageId,
          scope,
          afterUserId: message.lastUserId,
          limit: this.env.MASS_MESSAGE_BATCH_SIZE,
          email,
        });
        const sent = await this.messages.sendFromSiteToMany(claim.claimed, text, manager);
        const finished = claim.scanned < this.env.MASS_MESSAGE_BATCH_SIZE;
        const counts = await this.repository.advance(manager, {
          id: massMessageId,
          reached: claim.claimed.length,
          lastUserId: claim.lastUserId,
          finished,
        });
        return { sent, finished, counts, claimed: claim.claimed };
      });
      if (!batch) break;
      announced = announced.then(async () => {
        await this.messages.publishDelivered(batch.sent);
        await onProgress(batch.counts).catch((error: Error) => this.logger.debug(`Progress: ${error.message}`));
      });
      if (email && batch.claimed.length > 0) await this.sendPendingEmails(initial, batch.claimed);
      if (batch.finished) break;
      if (signal?.aborted) {
        await announced;
        checkpoint(signal);
      }
      if (this.env.MASS_MESSAGE_BATCH_PAUSE_MS > 0) await sleep(this.env.MASS_MESSAGE_BATCH_PAUSE_MS);
    }

    await announced;
    const final = (await this.repository.findById(massMessageId))!;
    this.logger.log(`Mass message ${massMessageId} ${final.status}: ${final.done} of ${final.total} reached`);
    return { status: final.status, done: final.done, total: final.total, emailed: final.emailed };
  }

  async markFailed(massMessageId: string, error: Error): Promise<void> {
    await this.repository.markFailed(massMessageId, error.message);
  }

  private async sendPendingEmails(message: MassMessage, userIds: string[] | null): Promise<void> {
    const template = await this.templates.content(MASS_MESSAGE_TEMPLATE);
    for (;;) {
      const recipients = await this.repository.pendingEmails(message.id, userIds, this.env.MASS_MESSAGE_BATCH_SIZE);
      if (recipients.length === 0) return;
      const sent: string[] = [];
      const failed: string[] = [];
      for (let start = 0; start < recipients.length; start += EMAIL_CONCURRENCY) {
        await Promise.all(
          recipients.slice(start, start + EMAIL_CONCURRENCY).map(async (recipient) => {
            const ok = await this.mail.send(
              recipient.email,
              renderTemplate(template, this.variables(message, recipient)),
            );
            (ok ? sent : failed).push(recipient.user_id);
          }),
        );
      }
      await this.repository.recordEmails(message.id, sent, failed);
      if (userIds) return;
    }
  }

  private variables(message: MassMessage, recipient: EmailRecipient) {
    return {
      username: recipient.username,
      displayName: shownName({
        id: recipient.user_id,
        username: recipient.username,
        email: recipient.email,
        firstName: recipient.first_name,
        lastName: recipient.last_name,
        showRealName: recipient.show_real_name,
        displayNamePreference: recipient.display_name_preference,
      }),
      subject: message.subject,
      content: message.content,
      siteName: SITE_NAME,
      siteUrl: this.env.PUBLIC_URL,
      settingsUrl: `${this.env.PUBLIC_URL}/settings/notifications`,
    };
  }
}
