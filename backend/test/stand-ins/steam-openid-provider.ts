import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomDigits, renderConsentPage } from './consent-page.js';
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

const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
const STEAM_CLAIMED_ID_PREFIX = 'https://steamcommunity.com/openid/id/';
/** What Steam signs, in Steam's order. */
const SIGNED_FIELDS = [
  'signed',
  'op_endpoint',
  'claimed_id',
  'identity',
  'return_to',
  'response_nonce',
  'assoc_handle',
];
const PENDING_TTL_MS = 10 * 60_000;

export interface SteamStandInOptions {
  /** The Web API key GetPlayerSummaries accepts. */
  apiKey: string;
  /** Tests only: issue claimed ids under another prefix, to prove the relying party checks the pattern. */
  claimedIdPrefix?: string;
}

/** A GetPlayerSummaries entry. */
export interface StandInSteamPlayer {
  steamid: string;
  personaname: string;
  realname?: string;
  avatarfull: string;
  profileurl: string;
}

interface PendingLogin {
  returnTo: string;
  createdAt: number;
}

/**
 * Steam's OpenID 2.0 provider and the slice of its Web API we use: checkid_setup shows a consent page
 * and answers with an HMAC-SHA256-signed positive assertion (or mode=cancel); check_authentication
 * confirms a signature once per nonce; GetPlayerSummaries serves the players it has asserted.
 */
export class SteamOpenIdProviderStandIn {
  private readonly server = new StandInServer('Steam', (req, res, url) => this.handle(req, res, url));
  private readonly secret = randomBytes(32);
  private readonly assocHandle = randomBytes(12).toString('hex');
  private readonly pending = new Map<string, PendingLogin>();
  private readonly verifiedNonces = new Set<string>();
  private readonly players = new Map<string, StandInSteamPlayer>();

  constructor(private readonly options: SteamStandInOptions) {}

  get origin(): string {
    return this.server.origin;
  }
  /** STEAM_OPENID_URL: the OP endpoint, also the op_endpoint of every assertion. */
  get openIdUrl(): string {
    return `${this.origin}/openid/login`;
  }
  /** STEAM_API_BASE_URL. */
  get apiBaseUrl(): string {
    return this.origin;
  }

  start(port = 0): Promise<string> {
    return this.server.listen(port);
  }

  close(): Promise<void> {
    return this.server.close();
  }

  private async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    try {
      if (url.pathname === '/openid/login' && req.method === 'GET') return this.checkidSetup(res, url.searchParams);
      if (url.pathname === '/openid/login' && req.method === 'POST')
        return this.checkAuthentication(await readForm(req), res);
      if (url.pathname === '/openid/consent' && req.method === 'POST') return this.decide(await readForm(req), res);
      if (url.pathname === '/ISteamUser/GetPlayerSummaries/v2/' && req.method === 'GET') {
        return this.playerSummaries(url.searchParams, res);
      }
      if (/^\/avatars\/\d+\.svg$/.test(url.pathname) && req.method === 'GET') return sendAvatar(res, 'Steam');
      sendJson(res, 404, { error: 'not_found' });
    } catch (err) {
      if (!(err instanceof BadRequest)) throw err;
      sendText(res, 400, err.message);
    }
  }

  private checkidSetup(res: ServerResponse, query: URLSearchParams): void {
    if (query.get('openid.ns') !== OPENID_NS) throw new BadRequest('openid.ns must be OpenID 2.0');
    if (query.get('openid.mode') !== 'checkid_setup')
      throw new BadRequest('Only openid.mode=checkid_setup is supported');
    const returnTo = query.get('openid.return_to') ?? '';
    const realm = query.get('openid.realm') ?? '';
    if (!/^https?:\/\//.test(returnTo)) throw new BadRequest('openid.return_to must be an absolute http(s) URL');
    if (!realm || !returnTo.startsWith(realm.endsWith('/') ? realm : `${realm}/`)) {
      throw new BadRequest('openid.return_to must lie under openid.realm');
    }
    // Steam only supports identifier select: it picks the account, the relying party cannot.
    if (query.get('openid.identity') !== IDENTIFIER_SELECT || query.get('openid.claimed_id') !== IDENTIFIER_SELECT) {
      throw new BadRequest('openid.identity and openid.claimed_id must be identifier_select');
    }

    const requestId = randomBytes(16).toString('base64url');
    this.pending.set(requestId, { returnTo, createdAt: Date.now() });
    const page = renderConsentPage({
      provider: 'Steam',
      action: '/openid/consent',
      requestId,
      client: realm,
      fields: [
        { name: 'steamid', label: 'Steam ID', value: randomDigits('7656119', 17), required: true, pattern: '\\d{17}' },
        { name: 'personaname', label: 'Persona name', value: `SteamPlayer${randomDigits('', 4)}`, required: true },
        { name: 'realname', label: 'Real name', value: 'Steam Tester' },
      ],
    });
    sendText(res, 200, page, 'text/html');
  }

  private decide(form: URLSearchParams, res: ServerResponse): void {
    const requestId = form.get('request_id') ?? '';
    const login = this.pending.get(requestId);
    this.pending.delete(requestId);
    if (!login || Date.now() - login.createdAt > PENDING_TTL_MS) {
      throw new BadRequest('This sign-in request is unknown, expired or already answered');
    }
    if (form.get('action') === 'cancel') {
      return redirect(res, withQuery(login.returnTo, { 'openid.ns': OPENID_NS, 'openid.mode': 'cancel' }), 303);
    }
    const steamId = (form.get('steamid') ?? '').trim();
    if (!/^\d{17}$/.test(steamId)) throw new BadRequest('Steam ID must be 17 digits');
    const personaName = (form.get('personaname') ?? '').trim() || `SteamPlayer${steamId.slice(-4)}`;
    this.players.set(steamId, {
      steamid: steamId,
      personaname: personaName,
      ...((form.get('realname') ?? '').trim() && { realname: (form.get('realname') ?? '').trim() }),
      avatarfull: `${this.origin}/avatars/${steamId}.svg`,
      profileurl: `https://steamcommunity.com/profiles/${steamId}/`,
    });
    redirect(res, withQuery(login.returnTo, this.assertion(steamId, login.returnTo)), 303);
  }

  /** A positive assertion (OpenID 2.0 section 10.1), signed like Steam signs it. */
  private assertion(steamId: string, returnTo: string): Record<string, string> {
    const claimedId = `${this.options.claimedIdPrefix ?? STEAM_CLAIMED_ID_PREFIX}${steamId}`;
    const fields: Record<string, string> = {
      ns: OPENID_NS,
      mode: 'id_res',
      op_endpoint: this.openIdUrl,
      claimed_id: claimedId,
      identity: claimedId,
      return_to: returnTo,
      response_nonce: `${new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')}${randomBytes(6).toString('hex')}`,
      assoc_handle: this.assocHandle,
      signed: SIGNED_FIELDS.join(','),
    };
    fields.sig = this.sign(SIGNED_FIELDS, (name) => fields[name]);
    return Object.fromEntries(Object.entries(fields).map(([key, value]) => [`openid.${key}`, value]));
  }

  private sign(signed: string[], valueOf: (name: string) => string | undefined): string {
    const keyValueForm = signed.map((name) => `${name}:${valueOf(name) ?? ''}\n`).join('');
    return createHmac('sha256', this.secret).update(keyValueForm, 'utf8').digest('base64');
  }

  /** Direct verification (section 11.4.2.1): a valid signature, once per nonce. */
  private checkAuthentication(form: URLSearchParams, res: ServerResponse): void {
    const reply = (valid: boolean) => sendText(res, 200, `ns:${OPENID_NS}\nis_valid:${valid}\n`);
    if (form.get('openid.mode') !== 'check_authentication') throw new BadRequest('Unsupported openid.mode');
    const signed = (form.get('openid.signed') ?? '').split(',');
    if (SIGNED_FIELDS.some((name) => !signed.includes(name))) return reply(false);
    if (form.get('openid.assoc_handle') !== this.assocHandle) return reply(false);
    const expected = Buffer.from(this.sign(signed, (name) => form.get(`openid.${name}`) ?? undefined));
    const given = Buffer.from(form.get('openid.sig') ?? '');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return reply(false);
    const nonce = form.get('openid.response_nonce') ?? '';
    if (this.verifiedNonces.has(nonce)) return reply(false);
    this.verifiedNonces.add(nonce);
    reply(true);
  }

  private playerSummaries(query: URLSearchParams, res: ServerResponse): void {
    if (query.get('key') !== this.options.apiKey) {
      // Steam answers a wrong key with an HTML 403 page.
      return sendText(
        res,
        403,
        '<html><head><title>Forbidden</title></head><body><h1>Forbidden</h1></body></html>',
        'text/html',
      );
    }
    const ids = (query.get('steamids') ?? '').split(',').filter(Boolean);
    if (ids.length === 0) throw new BadRequest('Required parameter steamids is missing');
    const players = ids.flatMap((id) => this.players.get(id) ?? []);
    sendJson(res, 200, { response: { players } });
  }
}
