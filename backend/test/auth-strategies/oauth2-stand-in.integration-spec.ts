import { createHash, randomBytes } from 'node:crypto';
import { OAuth2ProviderStandIn } from '../stand-ins/oauth2-provider.js';
import { openConsentPage, submitConsent } from './consent-flow.js';

const REDIRECT_URI = 'http://localhost:5100/api/auth/discord/callback';
const CLIENT = { clientId: 'client-1', clientSecret: 's3cret/+=' };

describe('OAuth 2.0 stand-in', () => {
  const provider = new OAuth2ProviderStandIn({ kind: 'discord', ...CLIENT, redirectUris: [REDIRECT_URI] });

  beforeAll(() => provider.start());
  afterAll(() => provider.close());

  function authorizeUrl(params: Record<string, string> = {}): string {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      scope: 'identify email',
      state: 'opaque+state/=',
      ...params,
    });
    return `${provider.authorizationUrl}?${query.toString()}`;
  }

  async function issueCode(params: Record<string, string> = {}): Promise<URL> {
    return submitConsent(await openConsentPage(authorizeUrl(params)), 'continue', { id: '175928847299117063' });
  }

  function token(body: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(provider.tokenUrl, { method: 'POST', body: new URLSearchParams(body), headers });
  }

  it('shows a consent page with labelled, prefilled inputs and Continue and Cancel buttons', async () => {
    const html = await (await fetch(authorizeUrl({ hint_username: 'hinted_name' }))).text();

    expect(html).toContain('Sign in to Discord (local stand-in)');
    for (const label of ['Account ID', 'Username', 'Email', 'Display name']) {
      expect(html).toMatch(new RegExp(`<label for="field-[a-z_]+">${label}</label>`));
    }
    expect(html).toContain('value="hinted_name"');
    expect(html).toContain('>Continue</button>');
    expect(html).toContain('>Cancel</button>');
  });

  it('does not redirect when the client or the redirect URI is unknown', async () => {
    const unknownClient = await fetch(authorizeUrl({ client_id: 'nope' }), { redirect: 'manual' });
    expect(unknownClient.status).toBe(400);
    const unregistered = await fetch(authorizeUrl({ redirect_uri: 'http://evil.example/cb' }), { redirect: 'manual' });
    expect(unregistered.status).toBe(400);
  });

  it('redirects protocol errors back to the client, keeping the state', async () => {
    const response = await fetch(authorizeUrl({ response_type: 'token' }), { redirect: 'manual' });

    const location = new URL(response.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('unsupported_response_type');
    expect(location.searchParams.get('state')).toBe('opaque+state/=');
  });

  it('passes the state through untouched with the code', async () => {
    const callback = await issueCode();

    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe('opaque+state/=');
    expect(callback.searchParams.get('code')).toMatch(/^[\w-]{43}$/);
  });

  it('accepts client_secret_basic and answers a Bearer token that reads users/@me', async () => {
    const code = (await issueCode()).searchParams.get('code')!;
    const basic = Buffer.from(`${encodeURIComponent(CLIENT.clientId)}:${encodeURIComponent(CLIENT.clientSecret)}`);

    const response = await token(
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI },
      { Authorization: `Basic ${basic.toString('base64')}` },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { access_token: string };
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'identify email',
    });

    const me = await fetch(`${provider.apiBaseUrl}/users/@me`, {
      headers: { Authorization: `Bearer ${body.access_token}` },
    });
    expect(await me.json()).toMatchObject({ id: '175928847299117063', discriminator: '0', verified: true });
  });

  it('refuses a wrong client secret, a wrong redirect_uri and a second use of a code', async () => {
    const wrongSecret = await token({
      grant_type: 'authorization_code',
      code: (await issueCode()).searchParams.get('code')!,
      redirect_uri: REDIRECT_URI,
      client_id: CLIENT.clientId,
      client_secret: 'wrong',
    });
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toMatchObject({ error: 'invalid_client' });

    const code = (await issueCode()).searchParams.get('code')!;
    const exchange = (redirectUri: string) =>
      token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, ...clientPost() });
    const wrongRedirect = await exchange('http://localhost:5100/elsewhere');
    expect(wrongRedirect.status).toBe(400);
    expect(await wrongRedirect.json()).toMatchObject({ error: 'invalid_grant' });
    const reuse = await exchange(REDIRECT_URI);
    expect(await reuse.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('binds a code to its S256 code_challenge', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const exchange = async (codeVerifier: string) =>
      token({
        grant_type: 'authorization_code',
        code: (await issueCode({ code_challenge: challenge, code_challenge_method: 'S256' })).searchParams.get('code')!,
        redirect_uri: REDIRECT_URI,
        code_verifier: codeVerifier,
        ...clientPost(),
      });

    expect((await exchange(randomBytes(32).toString('base64url'))).status).toBe(400);
    expect((await exchange(verifier)).status).toBe(200);
  });

  it('answers the Cancel button with access_denied', async () => {
    const callback = await submitConsent(await openConsentPage(authorizeUrl()), 'cancel');

    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('opaque+state/=');
  });

  it('answers users/@me without a valid token with 401', async () => {
    const response = await fetch(`${provider.apiBaseUrl}/users/@me`, { headers: { Authorization: 'Bearer nope' } });
    expect(response.status).toBe(401);
  });
});

function clientPost(): Record<string, string> {
  return { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret };
}
