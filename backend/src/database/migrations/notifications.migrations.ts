import { Notifications1795471456877 } from './1795471456877-Notifications.js';
import { NotificationActors1795931583413 } from './1795931583413-NotificationActors.js';

/** Migrations added by the notifications module (the notification centre and its digests). */
export const NOTIFICATIONS_MIGRATIONS = [Notifications1795471456877, NotificationActors1795931583413];
