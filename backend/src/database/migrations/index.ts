import { ACCOUNT_MIGRATIONS } from './account.migrations.js';
import { ARCHIVE_MIGRATIONS } from './archive.migrations.js';
import { ARTICLES_MIGRATIONS } from './articles.migrations.js';
import { AUDIT_MIGRATIONS } from './audit.migrations.js';
import { DATA_EXPORT_MIGRATIONS } from './data-export.migrations.js';
import { COMMUNICATIONS_MIGRATIONS } from './communications.migrations.js';
import { MODERATION_LOG_MIGRATIONS } from './moderation-log.migrations.js';
import { BLOCKS_MIGRATIONS } from './blocks.migrations.js';
import { LEGAL_MIGRATIONS } from './legal.migrations.js';
import { REPORTS_MIGRATIONS } from './reports.migrations.js';
import { BADGES_MIGRATIONS } from './badges.migrations.js';
import { BOOSTS_MIGRATIONS } from './boosts.migrations.js';
import { CORE_MIGRATIONS } from './core.migrations.js';
import { DRAFTS_MIGRATIONS } from './drafts.migrations.js';
import { ENGAGEMENT_MIGRATIONS } from './engagement.migrations.js';
import { FLAIRS_MIGRATIONS } from './flairs.migrations.js';
import { IDEMPOTENCY_MIGRATIONS } from './idempotency.migrations.js';
import { LINK_CHECKS_MIGRATIONS } from './link-checks.migrations.js';
import { MESSAGES_MIGRATIONS } from './messages.migrations.js';
import { NOTIFICATIONS_MIGRATIONS } from './notifications.migrations.js';
import { POINTS_MIGRATIONS } from './points.migrations.js';
import { PAYMENTS_MIGRATIONS } from './payments.migrations.js';
import { PROFILES_MIGRATIONS } from './profiles.migrations.js';
import { SETTINGS_MIGRATIONS } from './settings.migrations.js';
import { STORE_MIGRATIONS } from './store.migrations.js';
import { SUBMISSION_IMPORTS_MIGRATIONS } from './submission-imports.migrations.js';
import { SECOND_FACTOR_MIGRATIONS } from './second-factor.migrations.js';
import { SUBMISSIONS_MIGRATIONS } from './submissions.migrations.js';
import { SUPPORT_MIGRATIONS } from './support.migrations.js';

/**
 * Every migration. TypeORM runs them in timestamp order whatever the order here; each module keeps
 * its own list so parallel work never edits the same line. A merged migration is never edited.
 */
export const MIGRATIONS = [
  ...CORE_MIGRATIONS,
  ...ARTICLES_MIGRATIONS,
  ...ENGAGEMENT_MIGRATIONS,
  ...PROFILES_MIGRATIONS,
  ...MESSAGES_MIGRATIONS,
  ...POINTS_MIGRATIONS,
  ...AUDIT_MIGRATIONS,
  ...COMMUNICATIONS_MIGRATIONS,
  ...STORE_MIGRATIONS,
  ...PAYMENTS_MIGRATIONS,
  ...BOOSTS_MIGRATIONS,
  ...FLAIRS_MIGRATIONS,
  ...SUBMISSION_IMPORTS_MIGRATIONS,
  ...SUBMISSIONS_MIGRATIONS,
  ...ARCHIVE_MIGRATIONS,
  ...ACCOUNT_MIGRATIONS,
  ...DATA_EXPORT_MIGRATIONS,
  ...NOTIFICATIONS_MIGRATIONS,
  ...DRAFTS_MIGRATIONS,
  ...SETTINGS_MIGRATIONS,
  ...BADGES_MIGRATIONS,
  ...SECOND_FACTOR_MIGRATIONS,
  ...LINK_CHECKS_MIGRATIONS,
  ...IDEMPOTENCY_MIGRATIONS,
  ...BLOCKS_MIGRATIONS,
  ...SUPPORT_MIGRATIONS,
  ...MODERATION_LOG_MIGRATIONS,
  ...REPORTS_MIGRATIONS,
  ...LEGAL_MIGRATIONS,
];
