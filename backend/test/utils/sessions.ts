import { createHmac, randomBytes } from 'node:crypto';
import request from 'supertest';
import type { DataSource } from 'typeorm';

/**
 * A signed-in browser, built the way express-session and connect-pg-simple build one: a row in
 * user_sessions and a cookie `sid=s:<id>.<HMAC-SHA256 signature>`. Lets tests act as any user
 * without walking a provider flow each time (the flows themselves are tested separately).
 */
export async function sessionCookieFor(
  dataSource: DataSource,
  userId: string,
  extra: { secondFactorVerified?: boolean } = {},
): Promise<string> {
  const sid = randomBytes(24).toString('base64url');
  const expires = new Date(Date.now() + 3600_000);
  const cookie = { originalMaxAge: 3600_000, expires, httpOnly: true, path: '/', sameSite: 'lax' };
  const sess = { cookie, userId, ...extra };
  await dataSource.query(`INSERT INTO "user_sessions" ("sid", "sess", "expire") VALUES ($1, $2, $3)`, [
    sid,
    JSON.stringify(sess),
    expires,
  ]);
  const secret = process.env.SESSION_SECRET ?? '';
  const signature = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

export const SITE_ORIGIN = process.env.PUBLIC_URL ?? 'http://localhost:5000';

/**
 * Gives an admin a confirmed second factor (a placeholder secret: no code can pass it), so each new
 * session of theirs starts in the 'verify' state; `sessionCookieFor(..., { secondFactorVerified: true })`
 * makes one that passed.
 */
export async function enrolSecondFactor(dataSource: DataSource, userId: string): Promise<void> {
  await dataSource.query(
    `INSERT INTO admin_second_factors (user_id, secret_encrypted, confirmed_at) VALUES ($1, 'unusable', now())`,
    [userId],
  );
}

/**
 * A request as a browser of the site: signed in with `cookie` when given, signed out without; a write
 * carries the site's Origin, as the SPA's requests do.
 */
export function browserRequest(
  http: Parameters<typeof request>[0],
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  cookie?: string,
) {
  const call = request(http)[method](path);
  if (method !== 'get') call.set('Origin', SITE_ORIGIN);
  if (cookie) call.set('Cookie', cookie);
  return call;
}
