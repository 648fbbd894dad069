import { NotificationDigest } from './notification-digest.entity.js';
import { Notification } from './notification.entity.js';

export const NOTIFICATIONS_ENTITIES = [Notification, NotificationDigest];
