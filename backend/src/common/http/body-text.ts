export const UNSTORABLE_TEXT_REASON =
  'must not contain a null character (U+0000) or half of a surrogate pair (U+D800-U+DFFF alone)';

// A NUL, a high surrogate without its low half, or a low surrogate without its high half.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

// Parsed JSON only: a raw body (the Stripe webhook's Buffer) is not text to walk.
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

/**
 * The path (`title`, `references.0.note`) of the first string or key in a parsed JSON body that
 * PostgreSQL cannot store: text refuses NUL, and jsonb refuses a lone surrogate (JSON.stringify
 * writes it as `\ud800`). Null when there is none. Iterative: no stack to overflow.
 */
export function unstorableTextPath(body: unknown): string | null {
  const stack: [unknown, string][] = [[body, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return path || 'body';
    } else if (Array.isArray(value) || isPlainObject(value)) {
      for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
        const childPath = path ? `${path}.${key}` : key;
        if (UNSTORABLE.test(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}
