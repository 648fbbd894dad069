import type { UserRecord } from './user-record.js';

type BanFields = Pick<UserRecord, 'isBanned' | 'banReason' | 'bannedUntil'>;

/**
 * Whether the account is banned at `now`. A suspension (a ban with an end) is over the moment it ends,
 * even before the maintenance job that clears the flag has run.
 */
export function isBannedNow(user: BanFields, now: Date = new Date()): boolean {
  return user.isBanned && (user.bannedUntil === null || user.bannedUntil.getTime() > now.getTime());
}

/** "5 December 2026 at 14:00 UTC": a time the person can read whatever their clock says. */
function utcTime(date: Date): string {
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${day} at ${time} UTC`;
}

/** What a banned or suspended person is told when they try to sign in or their session ends. */
export function banMessage(user: BanFields): string {
  const reason = user.banReason ? `: ${user.banReason}` : '';
  return user.bannedUntil
    ? `Your account is suspended until ${utcTime(user.bannedUntil)}${reason}.`
    : `Your account has been banned${reason}.`;
}

/** The same rule in SQL, for the users row aliased `alias`. */
export function bannedNowSql(alias: string): string {
  return `(${alias}.is_banned AND (${alias}.banned_until IS NULL OR ${alias}.banned_until > now()))`;
}
