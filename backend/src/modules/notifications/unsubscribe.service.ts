import { Injectable } from '@nestjs/common';
import { unsubscribeKey } from '../../config/derived-keys.js';
import { Environment } from '../../config/environment.js';
import { NotificationsRepository } from './notifications.repository.js';
import { createUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';

/** The signed unsubscribe links of notification e-mails. */
@Injectable()
export class UnsubscribeService {
  private readonly key: Buffer;

  constructor(
    private readonly env: Environment,
    private readonly repository: NotificationsRepository,
  ) {
    this.key = unsubscribeKey(env.SESSION_SECRET);
  }

  url(userId: string): string {
    return `${this.env.PUBLIC_URL}/api/notifications/unsubscribe?token=${encodeURIComponent(createUnsubscribeToken(this.key, userId))}`;
  }

  /** The headers that give mail clients their own unsubscribe button (one click, RFC 8058). */
  headers(userId: string): Record<string, string> {
    return { 'List-Unsubscribe': `<${this.url(userId)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  }

  userOf(token: unknown): string | null {
    return verifyUnsubscribeToken(this.key, token);
  }

  /** False for a forged or expired token, or a user who no longer exists. */
  async stopEmails(token: unknown): Promise<boolean> {
    const userId = this.userOf(token);
    return userId ? this.repository.stopEmails(userId) : false;
  }
}
