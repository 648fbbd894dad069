import type { EntityClass } from './entity-class.js';
import { ACCOUNT_ENTITIES } from '../modules/account/entities/index.js';
import { ARCHIVE_ENTITIES } from '../modules/archive/entities/index.js';
import { ARTICLES_ENTITIES } from '../modules/articles/entities/index.js';
import { AUDIT_ENTITIES } from '../modules/audit/entities/index.js';
import { BLOCKS_ENTITIES } from '../modules/blocks/entities/index.js';
import { LEGAL_ENTITIES } from '../modules/legal/entities/index.js';
import { REPORTS_ENTITIES } from '../modules/reports/entities/index.js';
import { SUPPORT_ENTITIES } from '../modules/support/entities/index.js';
import { BADGES_ENTITIES } from '../modules/badges/entities/index.js';
import { BOOSTS_ENTITIES } from '../modules/boosts/entities/index.js';
import { OAuthIdentity } from '../modules/auth/entities/oauth-identity.entity.js';
import { COMMUNICATIONS_ENTITIES } from '../modules/communications/entities/index.js';
import { DRAFTS_ENTITIES } from '../modules/drafts/entities/index.js';
import { DATA_EXPORT_ENTITIES } from '../modules/data-export/entities/index.js';
import { LINK_CHECKS_ENTITIES } from '../modules/link-checks/entities/index.js';
import { ENGAGEMENT_ENTITIES } from '../modules/engagement/entities/index.js';
import { FLAIRS_ENTITIES } from '../modules/flairs/entities/index.js';
import { IDEMPOTENCY_ENTITIES } from '../modules/idempotency/entities/index.js';
import { MODERATION_LOG_ENTITIES } from '../modules/moderation-log/entities/index.js';
import { MAIL_ENTITIES } from '../modules/mail/entities/index.js';
import { MESSAGES_ENTITIES } from '../modules/messages/entities/index.js';
import { NOTIFICATIONS_ENTITIES } from '../modules/notifications/entities/index.js';
import { POINTS_ENTITIES } from '../modules/points/entities/index.js';
import { PAYMENTS_ENTITIES } from '../modules/payments/entities/index.js';
import { PROFILES_ENTITIES } from '../modules/profiles/entities/index.js';
import { STORE_ENTITIES } from '../modules/store/entities/index.js';
import { SUBMISSION_IMPORTS_ENTITIES } from '../modules/submission-imports/entities/index.js';
import { SECOND_FACTOR_ENTITIES } from '../modules/second-factor/entities/index.js';
import { SUBMISSIONS_ENTITIES } from '../modules/submissions/entities/index.js';
import { SiteSetting } from '../modules/settings/entities/site-setting.entity.js';
import { AccountMerge } from '../modules/users/entities/account-merge.entity.js';
import { User } from '../modules/users/entities/user.entity.js';

/**
 * Every entity, as a class list (globs make TypeORM use native import(), which Jest cannot run).
 * Feature modules keep their own list in modules/<feature>/entities/index.ts.
 */
export const ENTITIES: EntityClass[] = [
  User,
  AccountMerge,
  OAuthIdentity,
  SiteSetting,
  ...ARTICLES_ENTITIES,
  ...ENGAGEMENT_ENTITIES,
  ...PROFILES_ENTITIES,
  ...BLOCKS_ENTITIES,
  ...LEGAL_ENTITIES,
  ...REPORTS_ENTITIES,
  ...SUPPORT_ENTITIES,
  ...MESSAGES_ENTITIES,
  ...POINTS_ENTITIES,
  ...AUDIT_ENTITIES,
  ...COMMUNICATIONS_ENTITIES,
  ...MAIL_ENTITIES,
  ...STORE_ENTITIES,
  ...PAYMENTS_ENTITIES,
  ...BOOSTS_ENTITIES,
  ...FLAIRS_ENTITIES,
  ...SUBMISSION_IMPORTS_ENTITIES,
  ...SUBMISSIONS_ENTITIES,
  ...ARCHIVE_ENTITIES,
  ...ACCOUNT_ENTITIES,
  ...DATA_EXPORT_ENTITIES,
  ...LINK_CHECKS_ENTITIES,
  ...NOTIFICATIONS_ENTITIES,
  ...DRAFTS_ENTITIES,
  ...BADGES_ENTITIES,
  ...SECOND_FACTOR_ENTITIES,
  ...IDEMPOTENCY_ENTITIES,
  ...MODERATION_LOG_ENTITIES,
];
