/**
 * - public: anyone, signed in or not
 * - user / moderator / admin: a signed-in user holding at least that role
 * Banned users are refused everywhere; the root admin is an admin.
 */
export type AccessLevel = 'public' | 'user' | 'moderator' | 'admin';
