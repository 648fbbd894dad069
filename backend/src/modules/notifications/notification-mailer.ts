import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Environment } from '../../config/environment.js';
import { EmailTemplatesService } from '../mail/email-templates.service.js';
import {
  MESSAGE_NOTIFICATION_TEMPLATE,
  NOTIFICATION_DIGEST_TEMPLATE,
  NOTIFICATION_TEMPLATE,
  SITE_NAME,
} from '../mail/email-template-defaults.js';
import { MailSender } from '../mail/mail-sender.js';
import { renderTemplate } from '../mail/template-render.js';
import { shownName } from '../users/display-name.js';
import { NEW_MESSAGE_TITLE_PREFIX, NotificationKind } from './notification-kind.js';
import { DIGEST_CADENCES, periodStart, type DigestCadence } from './notification-rules.js';
import { NotificationsRepository, type MailRecipientRow, type NotificationRow } from './notifications.repository.js';
import { UnsubscribeService } from './unsubscribe.service.js';

const CANDIDATE_BATCH = 200;
const DIGEST_ITEMS_MAX = 50;
/** Characters of a direct message quoted in its e-mail. */
const MESSAGE_PREVIEW_CHARS = 300;
const PREVIOUS_PERIOD_MS: Record<DigestCadence, number> = {
  hourly: 3600_000,
  daily: 24 * 3600_000,
  weekly: 7 * 24 * 3600_000,
};

class NothingToSend extends Error {}

export interface DigestRunResult {
  sent: number;
}

/**
 * The worker's notification e-mails. Instant: the job claims the notification (emailed_at) before
 * sending and gives it back when the server refuses it, so a retry sends it and a re-run does not.
 * Digests: per user and period one notification_digests row, written in the same transaction that
 * marks the digest's notifications e-mailed and only after the server accepted the e-mail, so a
 * period's digest goes out once and no notification is in two e-mails.
 */
@Injectable()
export class NotificationMailer {
  private readonly logger = new Logger('NotificationMail');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: NotificationsRepository,
    private readonly templates: EmailTemplatesService,
    private readonly mail: MailSender,
    private readonly unsubscribe: UnsubscribeService,
    private readonly env: Environment,
  ) {}

  /** Sends one instant e-mail; false when there is nothing to send (already sent, or no longer wanted). */
  async sendInstant(notificationId: string): Promise<boolean> {
    if (!this.mail.enabled) return false;
    const claimed = await this.repository.claimForInstantEmail(notificationId);
    if (!claimed) return false;
    const ok = await this.mail.send(
      claimed.email,
      await this.instantEmail(claimed),
      this.unsubscribe.headers(claimed.user_id),
    );
    if (!ok) {
      await this.repository.unclaim(notificationId);
      throw new Error('The mail server did not accept the notification e-mail');
    }
    return true;
  }

  /** A direct message has its own e-mail (sender and a preview of the text); every other kind the generic one. */
  private async instantEmail(claimed: NotificationRow & MailRecipientRow) {
    if (claimed.kind === NotificationKind.NewMessage) {
      const template = await this.templates.content(MESSAGE_NOTIFICATION_TEMPLATE);
      const preview = [...claimed.body];
      return renderTemplate(template, {
        ...this.common(claimed),
        senderName: claimed.title.startsWith(NEW_MESSAGE_TITLE_PREFIX)
          ? claimed.title.slice(NEW_MESSAGE_TITLE_PREFIX.length)
          : claimed.title,
        preview:
          preview.length > MESSAGE_PREVIEW_CHARS
            ? `${preview.slice(0, MESSAGE_PREVIEW_CHARS).join('')}…`
            : claimed.body,
      });
    }
    const template = await this.templates.content(NOTIFICATION_TEMPLATE);
    return renderTemplate(template, {
      ...this.common(claimed),
      title: claimed.title,
      body: claimed.body,
      link: `${this.env.PUBLIC_URL}${claimed.link}`,
    });
  }

  /** Sends every digest that is due at `now` (hourly, daily and weekly); returns how many went out. */
  async sendDigests(now = new Date()): Promise<DigestRunResult> {
    if (!this.mail.enabled) return { sent: 0 };
    let sent = 0;
    for (const cadence of DIGEST_CADENCES) sent += await this.sendDigestsOf(cadence, now);
    if (sent > 0) this.logger.log(`Sent ${sent} notification digests`);
    return { sent };
  }

  private async sendDigestsOf(cadence: DigestCadence, now: Date): Promise<number> {
    const start = periodStart(cadence, now);
    // The period that just ended and this one so far: a user who just turned digests on gets no backlog.
    const since = new Date(start.getTime() - PREVIOUS_PERIOD_MS[cadence]);
    const template = await this.templates.content(NOTIFICATION_DIGEST_TEMPLATE);
    let sent = 0;
    let after: string | null = null;
    for (;;) {
      const candidates = await this.repository.digestCandidates(cadence, start, since, after, CANDIDATE_BATCH);
      for (const recipient of candidates) {
        if (await this.sendDigest(recipient, cadence, start, since, template)) sent += 1;
      }
      if (candidates.length < CANDIDATE_BATCH) return sent;
      after = candidates.at(-1)!.user_id;
    }
  }

  private async sendDigest(
    recipient: MailRecipientRow,
    cadence: DigestCadence,
    start: Date,
    since: Date,
    template: { subject: string; body: string },
  ): Promise<boolean> {
    try {
      await this.dataSource.transaction(async (manager) => {
        if (!(await this.repository.recordDigest(manager, recipient.user_id, cadence, start))) {
          throw new NothingToSend();
        }
        const items = await this.repository.claimForDigest(manager, recipient.user_id, since);
        if (items.length === 0) throw new NothingToSend();
        await this.repository.setDigestCount(manager, recipient.user_id, cadence, start, items.length);
        const ok = await this.mail.send(
          recipient.email,
          renderTemplate(template, {
            ...this.common(recipient),
            count: String(items.length),
            period: cadence,
            items: this.itemsText(items),
          }),
          this.unsubscribe.headers(recipient.user_id),
        );
        if (!ok) throw new Error('the mail server did not accept it');
      });
      return true;
    } catch (error) {
      if (!(error instanceof NothingToSend)) {
        this.logger.warn(`Digest for ${recipient.user_id} not sent: ${(error as Error).message}`);
      }
      return false;
    }
  }

  private itemsText(items: NotificationRow[]): string {
    const shown = items.slice(-DIGEST_ITEMS_MAX);
    const lines = shown.map(
      (item) => `• ${item.title}${item.body ? ` — ${item.body}` : ''}\n  ${this.env.PUBLIC_URL}${item.link}`,
    );
    if (items.length > shown.length) lines.unshift(`(the latest ${shown.length} of ${items.length})`);
    return lines.join('\n');
  }

  private common(recipient: MailRecipientRow) {
    return {
      username: recipient.username ?? '',
      displayName: shownName({
        id: recipient.user_id,
        username: recipient.username,
        email: recipient.email,
        firstName: recipient.first_name,
        lastName: recipient.last_name,
        showRealName: recipient.show_real_name,
        displayNamePreference: recipient.display_name_preference,
      }),
      siteName: SITE_NAME,
      siteUrl: this.env.PUBLIC_URL,
      settingsUrl: `${this.env.PUBLIC_URL}/settings/notifications`,
      unsubscribeUrl: this.unsubscribe.url(recipient.user_id),
    };
  }
}
