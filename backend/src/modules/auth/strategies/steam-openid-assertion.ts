/** Steam's OpenID 2.0 constants and the checks on a positive assertion, before asking Steam to confirm it. */

export const OPENID_NS = 'http://specs.openid.net/auth/2.0';
export const OPENID_IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
/** Steam's claimed identifier: always this URL with the 17-digit SteamID64 (kept fixed, as Steam issues it). */
export const STEAM_CLAIMED_ID_PATTERN = /^https:\/\/steamcommunity\.com\/openid\/id\/(\d{17})$/;
/** Fields Steam signs; an assertion that leaves one unsigned could have it swapped in transit. */
export const REQUIRED_SIGNED_FIELDS = [
  'op_endpoint',
  'claimed_id',
  'identity',
  'return_to',
  'response_nonce',
  'assoc_handle',
];

const NONCE_MAX_AGE_MS = 10 * 60 * 1000;
const NONCE_MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

export type AssertionCheck = { ok: true; steamId: string } | { ok: false; message: string };

export interface ExpectedAssertion {
  /** The exact openid.return_to we sent with checkid_setup. */
  returnTo: string;
  /** The configured Steam OpenID endpoint (STEAM_OPENID_URL). */
  opEndpoint: string;
  now?: number;
}

/** Local checks of an id_res response (OpenID 2.0 section 11); Steam itself confirms the signature afterwards. */
export function checkSteamAssertion(params: URLSearchParams, expected: ExpectedAssertion): AssertionCheck {
  const fail = (message: string): AssertionCheck => ({ ok: false, message });
  for (const key of new Set(params.keys())) {
    if (key.startsWith('openid.') && params.getAll(key).length > 1)
      return fail(`Duplicate ${key} in the Steam response.`);
  }
  if (params.get('openid.ns') !== OPENID_NS) return fail('The Steam response is not an OpenID 2.0 assertion.');
  if (params.get('openid.op_endpoint') !== expected.opEndpoint) {
    return fail('The Steam response comes from an unexpected OpenID endpoint.');
  }
  if (params.get('openid.return_to') !== expected.returnTo) {
    return fail('The Steam response was issued for a different return address.');
  }
  const claimedId = params.get('openid.claimed_id') ?? '';
  const match = STEAM_CLAIMED_ID_PATTERN.exec(claimedId);
  if (!match) return fail('The Steam response does not carry a Steam account identifier.');
  if (params.get('openid.identity') !== claimedId)
    return fail('The Steam response identity differs from its claimed id.');

  const signed = (params.get('openid.signed') ?? '').split(',');
  const unsigned = REQUIRED_SIGNED_FIELDS.filter((field) => !signed.includes(field) || !params.has(`openid.${field}`));
  if (unsigned.length > 0) return fail(`The Steam response leaves ${unsigned.join(', ')} unsigned.`);
  if (!params.get('openid.sig')) return fail('The Steam response is not signed.');

  const nonceProblem = checkNonceTime(params.get('openid.response_nonce') ?? '', expected.now ?? Date.now());
  if (nonceProblem) return fail(nonceProblem);
  return { ok: true, steamId: match[1] };
}

/** response_nonce starts with its UTC issue time (e.g. 2005-05-15T17:11:51Z...); stale ones are refused. */
function checkNonceTime(nonce: string, now: number): string | null {
  const issuedAt = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)/.exec(nonce);
  if (!issuedAt) return 'The Steam response nonce is malformed.';
  const age = now - Date.parse(issuedAt[1]);
  if (Number.isNaN(age) || age > NONCE_MAX_AGE_MS || age < -NONCE_MAX_CLOCK_SKEW_MS) {
    return 'The Steam response is too old or dated in the future.';
  }
  return null;
}

/** OpenID key-value form ('key:value' lines), the body of a check_authentication reply. */
export function parseKeyValueForm(body: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of body.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) values.set(line.slice(0, colon), line.slice(colon + 1).replace(/\r$/, ''));
  }
  return values;
}
