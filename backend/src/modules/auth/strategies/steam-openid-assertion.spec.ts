import { checkSteamAssertion, parseKeyValueForm } from './steam-openid-assertion.js';

const OP = 'https://steamcommunity.com/openid/login';
const RETURN_TO = 'https://irl.example/api/auth/steam/callback?state=abc';
const NOW = Date.parse('2026-01-01T12:00:00Z');

function assertion(changes: Record<string, string | null> = {}): URLSearchParams {
  const params = new URLSearchParams({
    'openid.ns': 'http://specs.openid.net/auth/2.0',
    'openid.mode': 'id_res',
    'openid.op_endpoint': OP,
    'openid.claimed_id': 'https://steamcommunity.com/openid/id/76561197960287930',
    'openid.identity': 'https://steamcommunity.com/openid/id/76561197960287930',
    'openid.return_to': RETURN_TO,
    'openid.response_nonce': '2026-01-01T11:59:30Zabc123',
    'openid.assoc_handle': '1234567890',
    'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
    'openid.sig': 'c2ln',
  });
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  return params;
}

const check = (params: URLSearchParams) =>
  checkSteamAssertion(params, { returnTo: RETURN_TO, opEndpoint: OP, now: NOW });

describe('checkSteamAssertion', () => {
  it('accepts a well-formed Steam assertion and extracts the SteamID64', () => {
    expect(check(assertion())).toEqual({ ok: true, steamId: '76561197960287930' });
  });

  it.each([
    ['a wrong namespace', { 'openid.ns': 'http://openid.net/signon/1.1' }, /not an OpenID 2.0 assertion/],
    ['another endpoint', { 'openid.op_endpoint': 'https://evil.example/openid/login' }, /unexpected OpenID endpoint/],
    ['another return_to', { 'openid.return_to': `${RETURN_TO}x` }, /different return address/],
    [
      'a 16-digit id',
      { 'openid.claimed_id': 'https://steamcommunity.com/openid/id/7656119796028793' },
      /Steam account/,
    ],
    [
      'an http claimed id',
      { 'openid.claimed_id': 'http://steamcommunity.com/openid/id/76561197960287930' },
      /Steam account/,
    ],
    [
      'identity differing from claimed_id',
      { 'openid.identity': 'https://steamcommunity.com/openid/id/76561197960265728' },
      /identity differs/,
    ],
    [
      'return_to unsigned',
      { 'openid.signed': 'signed,op_endpoint,claimed_id,identity,response_nonce,assoc_handle' },
      /return_to unsigned/,
    ],
    ['no signature', { 'openid.sig': null }, /not signed/],
    ['a malformed nonce', { 'openid.response_nonce': 'yesterday' }, /nonce is malformed/],
    ['a stale nonce', { 'openid.response_nonce': '2026-01-01T11:40:00Zabc' }, /too old/],
    [
      'a nonce from the future',
      { 'openid.response_nonce': '2026-01-01T12:10:00Zabc' },
      /too old or dated in the future/,
    ],
  ])('refuses %s', (_, changes, message) => {
    const result = check(assertion(changes));
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toMatch(message);
  });

  it('refuses duplicated openid parameters', () => {
    const params = assertion();
    params.append('openid.claimed_id', 'https://steamcommunity.com/openid/id/76561197960265728');

    expect(check(params)).toEqual({ ok: false, message: 'Duplicate openid.claimed_id in the Steam response.' });
  });
});

describe('parseKeyValueForm', () => {
  it('reads key:value lines, keeping colons inside values', () => {
    const form = parseKeyValueForm('ns:http://specs.openid.net/auth/2.0\nis_valid:true\n');
    expect(Object.fromEntries(form)).toEqual({ ns: 'http://specs.openid.net/auth/2.0', is_valid: 'true' });
  });
});
