import { hkdfSync } from 'node:crypto';

/**
 * Keys for other purposes derived from SESSION_SECRET (HKDF-SHA256, one label per purpose), so the
 * session-signing key itself is never used for anything else and one leaked purpose key reveals
 * neither the secret nor the other keys.
 */
function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', `irl-history ${purpose}`, 32));
}

/** Keys the HMAC of anonymous viewers' addresses in article_view_days. */
export function viewHashingKey(sessionSecret: string): Buffer {
  return derive(sessionSecret, 'view hashing');
}

/** Signs the one-click unsubscribe links of notification e-mails. */
export function unsubscribeKey(sessionSecret: string): Buffer {
  return derive(sessionSecret, 'unsubscribe links');
}
