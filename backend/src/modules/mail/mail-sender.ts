import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { Environment } from '../../config/environment.js';
import type { RenderedEmail } from './template-render.js';

/** Concurrent SMTP connections of the pool. */
const MAX_CONNECTIONS = 5;

/**
 * Sends e-mail through SMTP_URL with a pooled nodemailer transport. When SMTP_URL is empty, e-mail
 * is off: `enabled` is false and nothing is sent (the admin screens say so).
 */
@Injectable()
export class MailSender implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private transporter?: Transporter;

  constructor(private readonly env: Environment) {}

  get enabled(): boolean {
    return Boolean(this.env.SMTP_URL);
  }

  /** Sends one e-mail; resolves whether the server accepted it (failures are logged, never thrown). */
  async send(to: string, email: RenderedEmail, headers?: Record<string, string>): Promise<boolean> {
    if (!this.enabled) return false;
    try {
      await this.transport().sendMail({
        from: this.env.MAIL_FROM,
        to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        ...(headers ? { headers } : {}),
      });
      return true;
    } catch (error) {
      this.logger.warn(`Could not send an e-mail: ${(error as Error).message}`);
      return false;
    }
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
    this.transporter = undefined;
  }

  private transport(): Transporter {
    // The pool reads the server, port, security and credentials from `url`.
    this.transporter ??= createTransport({ url: this.env.SMTP_URL, pool: true, maxConnections: MAX_CONNECTIONS } as {
      pool: true;
    });
    return this.transporter;
  }
}
