import type { AccessLevel } from './access-level.js';
import { ACCOUNT_ACCESS } from './access/account.access.js';
import { ARCHIVE_ACCESS } from './access/archive.access.js';
import { ARTICLES_ACCESS } from './access/articles.access.js';
import { AUDIT_ACCESS } from './access/audit.access.js';
import { COMMUNICATIONS_ACCESS } from './access/communications.access.js';
import { NOTIFICATIONS_ACCESS } from './access/notifications.access.js';
import { BLOCKS_ACCESS } from './access/blocks.access.js';
import { LEGAL_ACCESS } from './access/legal.access.js';
import { REPORTS_ACCESS } from './access/reports.access.js';
import { SUPPORT_ACCESS } from './access/support.access.js';
import { BOOSTS_ACCESS } from './access/boosts.access.js';
import { ENGAGEMENT_ACCESS } from './access/engagement.access.js';
import { FLAIRS_ACCESS } from './access/flairs.access.js';
import { MESSAGES_ACCESS } from './access/messages.access.js';
import { PAYMENTS_ACCESS } from './access/payments.access.js';
import { POINTS_ACCESS } from './access/points.access.js';
import { PROFILES_ACCESS } from './access/profiles.access.js';
import { STORE_ACCESS } from './access/store.access.js';
import { SUBMISSION_IMPORTS_ACCESS } from './access/submission-imports.access.js';
import { SUBMISSIONS_ACCESS } from './access/submissions.access.js';
import { SITE_SETTINGS_ACCESS } from './access/site-settings.access.js';
import { ANALYTICS_ACCESS } from './access/analytics.access.js';
import { ADMIN_TOOLS_ACCESS } from './access/admin-tools.access.js';
import { SECURITY_SETTINGS_ACCESS } from './access/security-settings.access.js';
import { SYSTEM_STATUS_ACCESS } from './access/system-status.access.js';
import { DATA_EXPORT_ACCESS } from './access/data-export.access.js';
import { DRAFTS_ACCESS } from './access/drafts.access.js';
import { BADGES_ACCESS } from './access/badges.access.js';
import { SECOND_FACTOR_ACCESS } from './access/second-factor.access.js';
import { LINK_CHECKS_ACCESS } from './access/link-checks.access.js';
import { MODERATION_LOG_ACCESS } from './access/moderation-log.access.js';

export type { AccessLevel } from './access-level.js';

/**
 * Who may call each operation of the API, by operationId (levels: access-level.ts). The
 * authorization test walks the OpenAPI document and fails for any operation missing here, so no
 * endpoint can ship without a rule. Feature modules keep their rules in access/<module>.access.ts.
 */
const CORE_ACCESS: Record<string, AccessLevel> = {
  getHealth: 'public',
  listArticles: 'public',
  getArticle: 'public',

  login: 'public',
  getSession: 'public',
  logout: 'public',
  rootLogin: 'public', // development and localhost only: tested separately in both modes
  startSignIn: 'public',
  finishSignIn: 'public',

  listConnections: 'user',
  disconnectConnection: 'user',
  makePrimaryConnection: 'user',

  listAdminUsers: 'admin',
  changeUserRole: 'admin',
  banUser: 'admin',
  unbanUser: 'admin',
  getFeatureAccess: 'admin',
  setFeatureAccess: 'admin',
};

export const ACCESS_TABLE: Record<string, AccessLevel> = {
  ...CORE_ACCESS,
  ...ARTICLES_ACCESS,
  ...ENGAGEMENT_ACCESS,
  ...PROFILES_ACCESS,
  ...MESSAGES_ACCESS,
  ...POINTS_ACCESS,
  ...AUDIT_ACCESS,
  ...COMMUNICATIONS_ACCESS,
  ...STORE_ACCESS,
  ...PAYMENTS_ACCESS,
  ...BOOSTS_ACCESS,
  ...FLAIRS_ACCESS,
  ...SUBMISSION_IMPORTS_ACCESS,
  ...SUBMISSIONS_ACCESS,
  ...ARCHIVE_ACCESS,
  ...SITE_SETTINGS_ACCESS,
  ...ANALYTICS_ACCESS,
  ...SYSTEM_STATUS_ACCESS,
  ...DATA_EXPORT_ACCESS,
  ...SECURITY_SETTINGS_ACCESS,
  ...ADMIN_TOOLS_ACCESS,
  ...ACCOUNT_ACCESS,
  ...NOTIFICATIONS_ACCESS,
  ...DRAFTS_ACCESS,
  ...BADGES_ACCESS,
  ...SECOND_FACTOR_ACCESS,
  ...LINK_CHECKS_ACCESS,
  ...BLOCKS_ACCESS,
  ...LEGAL_ACCESS,
  ...SUPPORT_ACCESS,
  ...MODERATION_LOG_ACCESS,
  ...REPORTS_ACCESS,
};
