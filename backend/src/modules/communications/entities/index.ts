import type { EntityClass } from '../../../database/entity-class.js';
import { AnnouncementDismissal } from './announcement-dismissal.entity.js';
import { Announcement } from './announcement.entity.js';
import { MassMessageDelivery } from './mass-message-delivery.entity.js';
import { MassMessage } from './mass-message.entity.js';
import { NotificationPreferences } from './notification-preferences.entity.js';

export const COMMUNICATIONS_ENTITIES: EntityClass[] = [
  Announcement,
  AnnouncementDismissal,
  MassMessage,
  MassMessageDelivery,
  NotificationPreferences,
];
