import { Injectable } from '@nestjs/common';
import type { NotificationPreferencesDto } from './dto/notification-preferences.dto.js';
import { NotificationFrequency } from './entities/notification-preferences.entity.js';
import { NotificationPreferencesRepository } from './notification-preferences.repository.js';

/** The defaults: account changes, messages and articles on; digest and marketing off; sent at once. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferencesDto = {
  accountChanges: true,
  messages: true,
  articles: true,
  digest: false,
  marketing: false,
  frequency: NotificationFrequency.Instant,
};

/** A user's e-mail choices (which e-mails the site may send them). */
@Injectable()
export class NotificationPreferencesService {
  constructor(private readonly repository: NotificationPreferencesRepository) {}

  async get(userId: string): Promise<NotificationPreferencesDto> {
    const stored = await this.repository.find(userId);
    return stored ? pick(stored) : { ...DEFAULT_NOTIFICATION_PREFERENCES };
  }

  async save(userId: string, choices: NotificationPreferencesDto): Promise<NotificationPreferencesDto> {
    return pick(await this.repository.save(userId, pick(choices)));
  }
}

function pick(source: NotificationPreferencesDto): NotificationPreferencesDto {
  return {
    accountChanges: source.accountChanges,
    messages: source.messages,
    articles: source.articles,
    digest: source.digest,
    marketing: source.marketing,
    frequency: source.frequency,
  };
}
