import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { EmailTemplatesService } from '../mail/email-templates.service.js';
import { AnnouncementsRepository } from './announcements.repository.js';
import { MassMessagesRepository } from './mass-messages.repository.js';
import { NotificationPreferencesRepository } from './notification-preferences.repository.js';

/**
 * What the admins wrote stays credited to the merged account; dismissed banners stay dismissed; a mass
 * message already delivered to either account counts as delivered to the merged one; the target's
 * notification choices win over the source's. mass_message_deliveries has no foreign key (see its
 * entity), so it is not in `covers`, but its keys move too. The e-mail templates belong to the mail module;
 * their editor moves through its service, in this step as before the templates had their own module.
 */
@Injectable()
@RegisterAccountMergeStep()
export class CommunicationsAccountMergeStep implements AccountMergeStep {
  readonly name = 'communications';
  readonly covers = [
    'announcements.created_by',
    'announcements.ended_by',
    'announcement_dismissals.user_id',
    'email_templates.updated_by',
    'mass_messages.created_by',
    'notification_preferences.user_id',
  ] as const;

  constructor(
    private readonly announcements: AnnouncementsRepository,
    private readonly templates: EmailTemplatesService,
    private readonly massMessages: MassMessagesRepository,
    private readonly preferences: NotificationPreferencesRepository,
  ) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    return {
      announcementsMoved: await this.announcements.moveAuthorship(manager, pair),
      dismissalsMerged: await this.announcements.moveDismissals(manager, pair),
      templatesMoved: await this.templates.moveEditors(manager, pair),
      massMessagesMoved: await this.massMessages.moveAuthorship(manager, pair),
      deliveriesMerged: await this.massMessages.moveDeliveries(manager, pair),
      notificationPreferencesMerged: await this.preferences.moveChoices(manager, pair),
    };
  }
}
