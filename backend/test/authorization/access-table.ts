import type { AccessLevel } from './access-level.js';
import { ARTICLES_ACCESS } from './access/articles.access.js';
import { AUDIT_ACCESS } from './access/audit.access.js';
import { ENGAGEMENT_ACCESS } from './access/engagement.access.js';
import { MESSAGES_ACCESS } from './access/messages.access.js';
import { POINTS_ACCESS } from './access/points.access.js';
import { PROFILES_ACCESS } from './access/profiles.access.js';

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
  createUsernameConflictRequest: 'user',

  listAdminUsers: 'admin',
  changeUserRole: 'admin',
  banUser: 'admin',
  unbanUser: 'admin',
  getFeatureAccess: 'admin',
  setFeatureAccess: 'admin',
  listUsernameConflictRequests: 'admin',
};

export const ACCESS_TABLE: Record<string, AccessLevel> = {
  ...CORE_ACCESS,
  ...ARTICLES_ACCESS,
  ...ENGAGEMENT_ACCESS,
  ...PROFILES_ACCESS,
  ...MESSAGES_ACCESS,
  ...POINTS_ACCESS,
  ...AUDIT_ACCESS,
};
