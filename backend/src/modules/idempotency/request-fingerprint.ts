import { createHash } from 'node:crypto';

/** The parts of a request that say what it asks for. */
export interface FingerprintedRequest {
  method: string;
  /** The path as sent (ids included), without the query string. */
  path: string;
  query: unknown;
  /** The parsed JSON body; a multipart upload has none yet when this runs (the key then names the upload). */
  body: unknown;
}

/** JSON with object keys sorted at every level, so the same request hashes alike whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 (hex) of what a request asks for: a key sent again with another request is told apart. */
export function requestFingerprint(request: FingerprintedRequest): string {
  const parts = [request.method.toUpperCase(), request.path, canonicalJson(request.query), canonicalJson(request.body)];
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}
