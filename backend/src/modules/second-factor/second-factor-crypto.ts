import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key that encrypts TOTP secrets, derived from the session secret (one secret to keep). */
export function secondFactorKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'irl-history', 'admin-second-factor-secret', 32));
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function encryptSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !ciphertext) throw new Error('Unreadable second-factor secret');
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/** The key that hashes recovery codes (a database copy alone cannot test guesses without it). */
export function recoveryCodeKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'irl-history', 'admin-recovery-codes', 32));
}

export const RECOVERY_CODE_COUNT = 10;
/** 80 random bits per code: out of reach of guessing even with a copy of the hashes and the key. */
const RECOVERY_CODE_BYTES = 10;
const RECOVERY_HASH_PREFIX = 'v2:';
/** Codes of the first format (40 bits), rehashed with the key but still accepted until replaced. */
const LEGACY_HASH_PREFIX = 'legacy:';
const LEGACY_CODE_LENGTH = 10;

/** Ten one-time recovery codes, `xxxxx-xxxxx-xxxxx-xxxxx` (lower-case hex), shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const hex = randomBytes(RECOVERY_CODE_BYTES).toString('hex');
    return hex.match(/.{5}/g)!.join('-');
  });
}

/**
 * The stored form of a recovery code: an HMAC under the server's key, so a stolen copy of the table cannot
 * be tested offline. (Not tied to the account id: an account merge moves the codes to the kept account.)
 */
export function hashRecoveryCode(key: Buffer, code: string): string {
  return RECOVERY_HASH_PREFIX + keyedHash(key, normaliseRecoveryCode(code));
}

/** The hashes a typed code may match: its current form, and for a code of the first format its rehashed one. */
export function recoveryCodeCandidates(key: Buffer, code: string): string[] {
  const normalised = normaliseRecoveryCode(code);
  const candidates = [hashRecoveryCode(key, normalised)];
  if (normalised.length === LEGACY_CODE_LENGTH) candidates.push(rehashLegacy(key, sha256(normalised)));
  return candidates;
}

/** True for a stored hash of the first format (an unkeyed SHA-256), which start-up rehashes. */
export function isUnkeyedHash(stored: string): boolean {
  return !stored.startsWith(RECOVERY_HASH_PREFIX) && !stored.startsWith(LEGACY_HASH_PREFIX);
}

/** True for a code of the first format (rehashed, still 40 bits): the admin is asked to make new ones. */
export function isLegacyHash(stored: string): boolean {
  return !stored.startsWith(RECOVERY_HASH_PREFIX);
}

/** The keyed form of a first-format hash (SHA-256 of the code), without knowing the code. */
export function rehashLegacy(key: Buffer, unkeyedSha256: string): string {
  return LEGACY_HASH_PREFIX + keyedHash(key, unkeyedSha256);
}

function keyedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function normaliseRecoveryCode(code: string): string {
  return code.trim().toLowerCase().replace(/[\s-]/g, '');
}

export function looksLikeTotp(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}
