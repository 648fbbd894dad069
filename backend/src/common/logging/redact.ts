/**
 * What may reach the logs. Request URLs are logged as their path only: a provider's callback carries
 * one-time codes (OAuth `code`, `state`) and Steam's OpenID signature in its query string, and any
 * other query may carry what a user typed. Free text (error messages from providers and drivers) has
 * its secrets masked.
 */

/** The path of a request URL, without its query string or fragment. */
export function pathOnly(url: string | undefined): string {
  if (!url) return '';
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

// Parameter names whose values are secrets, in query strings, form bodies and JSON.
const SECRET_NAMES =
  'code|state|token|access_token|refresh_token|id_token|client_secret|secret|password|api_key|apikey|key|signature|sig|openid\\.sig|openid\\.assoc_handle|openid\\.response_nonce|session|sid|cookie|authorization';
const QUERY_PARAM = new RegExp(`([?&;\\s](?:${SECRET_NAMES}))=([^&\\s"';]+)`, 'gi');
const JSON_FIELD = new RegExp(`("(?:${SECRET_NAMES})"\\s*:\\s*)"[^"]*"`, 'gi');
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
// Connection URLs with a password: postgres://user:password@host
const URL_CREDENTIALS = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)[^\s@/]+@/gi;

/** The text with secret values replaced by [redacted]. */
export function redactSecrets(text: string): string {
  return text
    .replace(QUERY_PARAM, '$1=[redacted]')
    .replace(JSON_FIELD, '$1"[redacted]"')
    .replace(BEARER, '$1 [redacted]')
    .replace(URL_CREDENTIALS, '$1[redacted]@');
}

/**
 * An error as it may be logged: its type, code, redacted message and stack (no attached request data).
 * Idempotent: the loggers' own `err` serializer runs it again on what a caller already converted.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    return {
      type: error.name,
      ...((error as { code?: unknown }).code !== undefined && { code: (error as { code?: unknown }).code }),
      message: redactSecrets(error.message),
      stack: error.stack ? redactSecrets(error.stack) : undefined,
    };
  }
  if (isRecord(error) && typeof error.message === 'string') {
    return {
      ...error,
      message: redactSecrets(error.message),
      ...(typeof error.stack === 'string' && { stack: redactSecrets(error.stack) }),
    };
  }
  return { message: redactSecrets(describe(error)) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Text for a thrown value that is not an Error: JSON for objects (String() would say "[object Object]"). */
function describe(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  try {
    return JSON.stringify(value) ?? Object.prototype.toString.call(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
