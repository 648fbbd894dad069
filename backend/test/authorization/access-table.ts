/**
 * Who may call each operation of the API, by operationId. The authorization test walks the OpenAPI
 * document and fails for any operation missing here, so no endpoint can ship without a rule.
 *
 * - public: anyone, signed in or not
 * - user / moderator / admin: a signed-in user holding at least that role
 * Banned users are refused everywhere; the root admin is an admin.
 */
export type AccessLevel = 'public' | 'user' | 'moderator' | 'admin';

export const ACCESS_TABLE: Record<string, AccessLevel> = {
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
