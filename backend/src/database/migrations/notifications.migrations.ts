import { Notifications1795471456877 } from './1795471456877-Notifications.js';

/** Migrations added by the notifications module (the notification centre and its digests). */
export const NOTIFICATIONS_MIGRATIONS = [Notifications1795471456877];
