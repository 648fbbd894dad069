/**
 * - public: anyone, signed in or not
 * - user / moderator / admin: a signed-in user holding at least that role, acting with it (an admin
 *   whose session has not passed its second factor acts as a member)
 * - admin-account: an admin's account whether or not its session passed the second factor (the
 *   second-factor steps themselves)
 * Banned users are refused everywhere; the root admin is an admin.
 */
export type AccessLevel = 'public' | 'user' | 'moderator' | 'admin' | 'admin-account';
