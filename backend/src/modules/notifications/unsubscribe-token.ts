import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an unsubscribe link in an e-mail keeps working. */
export const UNSUBSCRIBE_TOKEN_TTL_MS = 60 * 24 * 3600_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function sign(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(`unsubscribe:${payload}`).digest('base64url');
}

/**
 * `<userId>.<expiry in seconds>.<HMAC-SHA256 of both>`: names the user without a session and cannot
 * be forged or extended without the key (derived from SESSION_SECRET).
 */
export function createUnsubscribeToken(key: Buffer, userId: string, now = Date.now()): string {
  const payload = `${userId}.${Math.floor((now + UNSUBSCRIBE_TOKEN_TTL_MS) / 1000)}`;
  return `${payload}.${sign(key, payload)}`;
}

/** The user a valid, unexpired token names; null for anything else. */
export function verifyUnsubscribeToken(key: Buffer, token: unknown, now = Date.now()): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId, expiry, signature] = parts;
  if (!UUID.test(userId) || !/^\d{1,12}$/.test(expiry)) return null;
  const expected = Buffer.from(sign(key, `${userId}.${expiry}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expiry) * 1000 <= now) return null;
  return userId;
}
