import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ConsentField, randomDigits, renderConsentPage } from './consent-page.js';
import {
  BadRequest,
  readForm,
  redirect,
  sendAvatar,
  sendJson,
  sendText,
  StandInServer,
  withQuery,
} from './http-helpers.js';

export type OAuth2ProviderKind = 'google' | 'discord';

/** The real providers' paths, so the configured URLs look like the real ones with another origin. */
const PROVIDERS = {
  google: { title: 'Google', authorize: '/o/oauth2/v2/auth', token: '/token', userinfo: '/v1/userinfo' },
  discord: { title: 'Discord', authorize: '/oauth2/authorize', token: '/api/oauth2/token', userinfo: '/api/users/@me' },
} as const;

const CODE_TTL_MS = 60_000;
const TOKEN_TTL_S = 3600;
const PENDING_TTL_MS = 10 * 60_000;
const PKCE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

export interface OAuth2StandInOptions {
  kind: OAuth2ProviderKind;
  clientId: string;
  clientSecret: string;
  /** Registered redirect URIs; authorize and token requests must use one of them exactly. */
  redirectUris: string[];
}

/** The account the consent form signs in as. */
export interface StandInAccount {
  id: string;
  username: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  displayName: string;
  /** Discord avatar hash (Google uses a picture URL on this server). */
  avatarHash: string;
}

interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  state: string | undefined;
  scope: string;
  codeChallenge: string | undefined;
  createdAt: number;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  scope: string;
  codeChallenge: string | undefined;
  account: StandInAccount;
  expiresAt: number;
}

/**
 * An OAuth 2.0 authorization-code server (RFC 6749 + PKCE S256, RFC 7636) that answers like Google or
 * Discord: consent page, one-time codes bound to client, redirect URI and code challenge, a token
 * endpoint (client_secret_post or client_secret_basic) and the provider's profile endpoint.
 */
export class OAuth2ProviderStandIn {
  private readonly server: StandInServer;
  private readonly paths: (typeof PROVIDERS)[OAuth2ProviderKind];
  private readonly requests = new Map<string, AuthorizationRequest>();
  private readonly codes = new Map<string, Grant>();
  private readonly tokens = new Map<string, Grant>();

  constructor(private readonly options: OAuth2StandInOptions) {
    this.paths = PROVIDERS[options.kind];
    this.server = new StandInServer(this.paths.title, (req, res, url) => this.handle(req, res, url));
  }

  get origin(): string {
    return this.server.origin;
  }
  get authorizationUrl(): string {
    return `${this.origin}${this.paths.authorize}`;
  }
  get tokenUrl(): string {
    return `${this.origin}${this.paths.token}`;
  }
  /** Google's userinfo endpoint / Discord's users/@me. */
  get userinfoUrl(): string {
    return `${this.origin}${this.paths.userinfo}`;
  }
  /** Discord's REST API base ({base}/users/@me). */
  get apiBaseUrl(): string {
    return `${this.origin}/api`;
  }

  start(port = 0): Promise<string> {
    return this.server.listen(port);
  }

  close(): Promise<void> {
    return this.server.close();
  }

  private async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    try {
      if (url.pathname === this.paths.authorize && req.method === 'GET') return this.showConsent(res, url);
      if (url.pathname === this.paths.authorize && req.method === 'POST') return await this.decide(req, res);
      if (url.pathname === this.paths.token && req.method === 'POST') return await this.exchangeCode(req, res);
      if (url.pathname === this.paths.userinfo && req.method === 'GET') return this.userinfo(req, res, url);
      const avatar = /^\/avatars\/([\w-]+)\.svg$/.exec(url.pathname);
      if (avatar && req.method === 'GET') return sendAvatar(res, this.paths.title);
      sendJson(res, 404, { error: 'not_found' });
    } catch (err) {
      if (!(err instanceof BadRequest)) throw err;
      sendJson(res, 400, { error: 'invalid_request', error_description: err.message });
    }
  }

  /** GET authorize: errors in client_id or redirect_uri are shown, never redirected (RFC 6749 4.1.2.1). */
  private showConsent(res: ServerResponse, url: URL): void {
    const query = url.searchParams;
    const clientId = query.get('client_id') ?? '';
    const redirectUri = query.get('redirect_uri') ?? '';
    if (clientId !== this.options.clientId) return sendText(res, 400, 'invalid_client: unknown client_id');
    if (!this.options.redirectUris.includes(redirectUri)) {
      return sendText(res, 400, 'invalid_request: redirect_uri is not registered for this client');
    }
    const state = query.get('state') ?? undefined;
    const refuse = (error: string, description: string) =>
      redirect(res, withQuery(redirectUri, { error, error_description: description, state }));
    if (query.get('response_type') !== 'code') return refuse('unsupported_response_type', 'Only response_type=code.');
    const scope = query.get('scope')?.trim();
    if (!scope) return refuse('invalid_scope', 'A scope is required.');
    const codeChallenge = query.get('code_challenge') ?? undefined;
    if (codeChallenge !== undefined && query.get('code_challenge_method') !== 'S256') {
      return refuse('invalid_request', 'Only the S256 code_challenge_method is supported.');
    }

    this.dropStale();
    const requestId = randomBytes(16).toString('base64url');
    this.requests.set(requestId, { clientId, redirectUri, state, scope, codeChallenge, createdAt: Date.now() });
    const page = renderConsentPage({
      provider: this.paths.title,
      action: this.paths.authorize,
      requestId,
      client: new URL(redirectUri).origin,
      fields: this.consentFields(query),
    });
    sendText(res, 200, page, 'text/html');
  }

  private consentFields(query: URLSearchParams): ConsentField[] {
    const hint = (name: string, fallback: string) => query.get(`hint_${name}`) ?? fallback;
    const n = randomDigits('', 4);
    if (this.options.kind === 'google') {
      return [
        { name: 'id', label: 'Account ID', value: hint('id', randomDigits('1', 21)), required: true },
        {
          name: 'email',
          label: 'Email',
          type: 'email',
          value: hint('email', query.get('login_hint') ?? `test.user${n}@example.com`),
        },
        { name: 'email_verified', label: 'Email verified', type: 'checkbox', value: hint('email_verified', 'true') },
        { name: 'first_name', label: 'First name', value: hint('first_name', 'Test') },
        { name: 'last_name', label: 'Last name', value: hint('last_name', `User ${n}`) },
        { name: 'display_name', label: 'Display name', value: hint('display_name', `Test User ${n}`) },
      ];
    }
    return [
      {
        name: 'id',
        label: 'Account ID',
        value: hint('id', randomDigits('1', 18)),
        required: true,
        pattern: '\\d{17,20}',
      },
      { name: 'username', label: 'Username', value: hint('username', `discord_user_${n}`), required: true },
      { name: 'email', label: 'Email', type: 'email', value: hint('email', `discord.user${n}@example.com`) },
      { name: 'email_verified', label: 'Email verified', type: 'checkbox', value: hint('email_verified', 'true') },
      { name: 'display_name', label: 'Display name', value: hint('display_name', `Discord User ${n}`) },
    ];
  }

  /** POST authorize (the consent form): Cancel answers access_denied, Continue a one-time code. */
  private async decide(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await readForm(req);
    const requestId = form.get('request_id') ?? '';
    const request = this.requests.get(requestId);
    this.requests.delete(requestId);
    if (!request || Date.now() - request.createdAt > PENDING_TTL_MS) {
      return sendText(res, 400, 'invalid_request: this sign-in request is unknown, expired or already answered');
    }
    if (form.get('action') === 'cancel') {
      const location = withQuery(request.redirectUri, {
        error: 'access_denied',
        error_description: 'The user cancelled the sign-in.',
        state: request.state,
      });
      return redirect(res, location, 303);
    }

    const account = this.accountFrom(form);
    const code = randomBytes(32).toString('base64url');
    this.codes.set(code, { ...request, account, expiresAt: Date.now() + CODE_TTL_MS });
    redirect(res, withQuery(request.redirectUri, { code, state: request.state }), 303);
  }

  private accountFrom(form: URLSearchParams): StandInAccount {
    const field = (name: string) => (form.get(name) ?? '').trim();
    const id = field('id');
    if (!/^[\w-]{1,64}$/.test(id)) throw new BadRequest('Account ID must be 1-64 letters, digits, _ or -');
    return {
      id,
      username: field('username') || `user${id.slice(-6)}`,
      email: field('email'),
      emailVerified: form.has('email_verified'),
      firstName: field('first_name'),
      lastName: field('last_name'),
      displayName: field('display_name'),
      avatarHash: createHash('md5').update(id).digest('hex'),
    };
  }

  /** POST token: authorization_code grant only. */
  private async exchangeCode(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await readForm(req);
    const oauthError = (status: number, error: string, description: string, headers: Record<string, string> = {}) =>
      sendJson(res, status, { error, error_description: description }, headers);

    const client = clientCredentials(req, form);
    if ('problem' in client) return oauthError(400, 'invalid_request', client.problem);
    if (client.id !== this.options.clientId || !sameText(client.secret, this.options.clientSecret)) {
      const challenge: Record<string, string> = client.basic ? { 'WWW-Authenticate': 'Basic realm="token"' } : {};
      return oauthError(401, 'invalid_client', 'Client authentication failed.', challenge);
    }
    if (form.get('grant_type') !== 'authorization_code') {
      return oauthError(400, 'unsupported_grant_type', 'Only the authorization_code grant is supported.');
    }
    const code = form.get('code');
    if (!code) return oauthError(400, 'invalid_request', 'The code parameter is missing.');
    // Single use: the code is gone whatever the outcome of this request.
    const grant = this.codes.get(code);
    this.codes.delete(code);
    if (!grant || grant.expiresAt < Date.now()) {
      return oauthError(400, 'invalid_grant', 'The authorization code is invalid, expired or already used.');
    }
    if (grant.clientId !== client.id) return oauthError(400, 'invalid_grant', 'The code was issued to another client.');
    if (form.get('redirect_uri') !== grant.redirectUri) {
      return oauthError(400, 'invalid_grant', 'redirect_uri does not match the authorization request.');
    }
    const verifier = form.get('code_verifier');
    if (grant.codeChallenge !== undefined) {
      if (!verifier || !PKCE_VERIFIER.test(verifier) || !sameText(s256(verifier), grant.codeChallenge)) {
        return oauthError(
          400,
          'invalid_grant',
          'PKCE verification failed: code_verifier does not match the code_challenge.',
        );
      }
    } else if (verifier) {
      return oauthError(
        400,
        'invalid_grant',
        'code_verifier sent for an authorization request without code_challenge.',
      );
    }

    const accessToken = randomBytes(32).toString('base64url');
    this.tokens.set(accessToken, { ...grant, expiresAt: Date.now() + TOKEN_TTL_S * 1000 });
    sendJson(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_S,
      scope: grant.scope,
    });
  }

  private userinfo(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const bearer = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    // Google also accepts access_token in the query; Discord only the header.
    const token = bearer ?? (this.options.kind === 'google' ? url.searchParams.get('access_token') : null);
    const grant = token ? this.tokens.get(token) : undefined;
    if (!grant || grant.expiresAt < Date.now()) {
      if (this.options.kind === 'discord') return sendJson(res, 401, { message: '401: Unauthorized', code: 0 });
      return sendJson(
        res,
        401,
        { error: 'invalid_token', error_description: 'Invalid Credentials' },
        { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
      );
    }
    const scopes = grant.scope.split(/\s+/);
    const { account } = grant;
    if (this.options.kind === 'google') {
      return sendJson(res, 200, {
        sub: account.id,
        ...(scopes.includes('profile') && {
          name: account.displayName || `${account.firstName} ${account.lastName}`.trim(),
          given_name: account.firstName || undefined,
          family_name: account.lastName || undefined,
          picture: `${this.origin}/avatars/${account.id}.svg`,
        }),
        ...(scopes.includes('email') &&
          account.email && { email: account.email, email_verified: account.emailVerified }),
      });
    }
    sendJson(res, 200, {
      id: account.id,
      username: account.username,
      global_name: account.displayName || null,
      avatar: account.avatarHash,
      discriminator: '0',
      ...(scopes.includes('email') && { email: account.email || null, verified: account.emailVerified }),
    });
  }

  private dropStale(): void {
    const now = Date.now();
    for (const [id, request] of this.requests) if (now - request.createdAt > PENDING_TTL_MS) this.requests.delete(id);
    for (const [code, grant] of this.codes) if (grant.expiresAt < now) this.codes.delete(code);
  }
}

type ClientCredentials = { id: string; secret: string; basic: boolean } | { problem: string };

/** client_secret_basic (form-encoded id:secret, RFC 6749 2.3.1) or client_secret_post, never both. */
function clientCredentials(req: IncomingMessage, form: URLSearchParams): ClientCredentials {
  const basic = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const bodyId = form.get('client_id');
  if (basic) {
    if (form.has('client_secret')) return { problem: 'Use one client authentication method, not two.' };
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return { problem: 'Malformed Basic credentials.' };
    const id = formDecode(decoded.slice(0, colon));
    const secret = formDecode(decoded.slice(colon + 1));
    if (id === null || secret === null) return { problem: 'Malformed Basic credentials.' };
    if (bodyId !== null && bodyId !== id) return { problem: 'client_id differs from the authenticated client.' };
    return { id, secret, basic: true };
  }
  if (bodyId === null || !form.has('client_secret')) return { id: bodyId ?? '', secret: '', basic: false };
  return { id: bodyId, secret: form.get('client_secret') ?? '', basic: false };
}

function formDecode(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
