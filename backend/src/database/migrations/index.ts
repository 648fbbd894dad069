import { ARTICLES_MIGRATIONS } from './articles.migrations.js';
import { AUDIT_MIGRATIONS } from './audit.migrations.js';
import { CORE_MIGRATIONS } from './core.migrations.js';
import { ENGAGEMENT_MIGRATIONS } from './engagement.migrations.js';
import { MESSAGES_MIGRATIONS } from './messages.migrations.js';
import { POINTS_MIGRATIONS } from './points.migrations.js';
import { PROFILES_MIGRATIONS } from './profiles.migrations.js';

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
];
