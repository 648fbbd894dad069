import type { AccessLevel } from '../access-level.js';

/** Access rules of the communications module's operations (see access-table.ts). */
export const COMMUNICATIONS_ACCESS: Record<string, AccessLevel> = {
  listActiveAnnouncements: 'user',
  dismissAnnouncement: 'user',
  getNotificationPreferences: 'user',
  updateNotificationPreferences: 'user',
  listAdminAnnouncements: 'admin',
  createAnnouncement: 'admin',
  endAnnouncement: 'admin',
  getCommunicationsStatus: 'admin',
  listEmailTemplates: 'admin',
  updateEmailTemplate: 'admin',
  previewEmailTemplate: 'admin',
  sendMassMessage: 'admin',
  listMassMessages: 'admin',
  getMassMessage: 'admin',
  cancelMassMessage: 'admin',
};
