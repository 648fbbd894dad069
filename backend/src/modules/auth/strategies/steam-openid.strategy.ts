import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { Strategy } from 'passport-strategy';
import { AuthPlatform, ProviderProfile } from '../auth-platform.js';
import { checkSteamAssertion, OPENID_IDENTIFIER_SELECT, OPENID_NS } from './steam-openid-assertion.js';
import { confirmAssertionWithSteam, fetchSteamPlayer, SteamPlayer } from './steam-openid-client.js';
import { normaliseUsername } from '../username-suggestion.js';

const STATE_MAX_AGE_MS = 15 * 60 * 1000;

export interface SteamOpenIdOptions {
  /** Steam's OpenID endpoint (checkid_setup and check_authentication), e.g. https://steamcommunity.com/openid/login. */
  providerURL: string;
  /** Base of the Steam Web API, e.g. https://api.steampowered.com. */
  apiBaseURL: string;
  apiKey: string;
  /** Absolute callback address; the state is appended as ?state=. */
  callbackURL: string;
  /** OpenID realm shown by Steam: the public origin of the site. */
  realm: string;
  /** Where the pending state lives in req.session. */
  sessionKey?: string;
}

export type SteamVerifyCallback = (err: unknown, user?: ProviderProfile | false | null, info?: object) => void;
export type SteamVerifyFunction = (profile: ProviderProfile, done: SteamVerifyCallback) => void;

interface PendingSignIn {
  state: string;
  createdAt: number;
}

/**
 * Steam sign-in over OpenID 2.0, written for this app because passport-steam cannot be pointed at
 * another endpoint. Without openid.mode it redirects to Steam (checkid_setup) with a single-use state
 * kept in req.session; on the way back it checks the assertion, has Steam confirm it
 * (check_authentication), reads the player summary and hands a ProviderProfile to `verify`.
 *
 * Outcomes: fail({ message }) with 401 for a cancel or an assertion we refuse, 403 for a missing,
 * forged, expired or replayed state; error(Error) when Steam or its Web API cannot be used.
 */
export class SteamOpenIdStrategy extends Strategy {
  name = 'steam';
  private readonly sessionKey: string;

  constructor(
    private readonly options: SteamOpenIdOptions,
    private readonly verify: SteamVerifyFunction,
  ) {
    super();
    this.sessionKey = options.sessionKey ?? 'openid:steam';
  }

  override authenticate(req: Request): void {
    const params = new URL(req.originalUrl || req.url, 'http://callback.invalid').searchParams;
    if (!params.has('openid.mode')) {
      this.redirectToSteam(req);
      return;
    }
    this.completeSignIn(req, params).catch((err: unknown) => this.error(asError(err)));
  }

  private redirectToSteam(req: Request): void {
    const session = sessionOf(req);
    if (!session) return this.error(new Error('Steam sign-in requires session support (express-session).'));
    const state = randomBytes(24).toString('base64url');
    session[this.sessionKey] = { state, createdAt: Date.now() } satisfies PendingSignIn;
    const url = new URL(this.options.providerURL);
    url.searchParams.set('openid.ns', OPENID_NS);
    url.searchParams.set('openid.mode', 'checkid_setup');
    url.searchParams.set('openid.return_to', this.returnTo(state));
    url.searchParams.set('openid.realm', this.options.realm);
    url.searchParams.set('openid.identity', OPENID_IDENTIFIER_SELECT);
    url.searchParams.set('openid.claimed_id', OPENID_IDENTIFIER_SELECT);
    this.redirect(url.toString());
  }

  private async completeSignIn(req: Request, params: URLSearchParams): Promise<void> {
    // Taken out of the session whatever happens next: one state, one callback.
    const pending = this.takePendingSignIn(req);
    const mode = params.get('openid.mode');
    if (mode === 'cancel') return this.fail({ message: 'Steam sign-in was cancelled.' }, 401);
    if (mode !== 'id_res') {
      const reason = params.get('openid.error');
      return this.fail({ message: `Steam sign-in failed${reason ? `: ${reason}` : ` (mode ${mode})`}.` }, 401);
    }
    if (
      !pending ||
      !sameText(params.get('state'), pending.state) ||
      Date.now() - pending.createdAt > STATE_MAX_AGE_MS
    ) {
      return this.fail({ message: 'Invalid or expired Steam sign-in state.' }, 403);
    }

    const check = checkSteamAssertion(params, {
      returnTo: this.returnTo(pending.state),
      opEndpoint: this.options.providerURL,
    });
    if (!check.ok) return this.fail({ message: check.message }, 401);
    if (!(await confirmAssertionWithSteam(this.options.providerURL, params))) {
      return this.fail({ message: 'Steam did not confirm the sign-in assertion.' }, 401);
    }

    const player = await fetchSteamPlayer(this.options.apiBaseURL, this.options.apiKey, check.steamId);
    this.verify(toSteamProfile(player), (err, user, info) => {
      if (err) return this.error(asError(err));
      if (!user) return this.fail(info ?? { message: 'Steam sign-in was refused.' }, 401);
      this.success(user, info);
    });
  }

  private returnTo(state: string): string {
    const url = new URL(this.options.callbackURL);
    url.searchParams.set('state', state);
    return url.toString();
  }

  private takePendingSignIn(req: Request): PendingSignIn | null {
    const session = sessionOf(req);
    const pending = session?.[this.sessionKey] as PendingSignIn | undefined;
    if (session) delete session[this.sessionKey];
    return pending && typeof pending.state === 'string' ? pending : null;
  }
}

export function toSteamProfile(player: SteamPlayer): ProviderProfile {
  const [firstName, ...rest] = (player.realname ?? '').trim().split(/\s+/).filter(Boolean);
  return {
    platform: AuthPlatform.Steam,
    providerUserId: player.steamid,
    username: normaliseUsername(player.personaname),
    displayName: player.personaname || null,
    firstName: firstName ?? null,
    lastName: rest.length > 0 ? rest.join(' ') : null,
    email: null, // Steam never shares e-mail addresses
    avatarUrl: player.avatarfull || null,
  };
}

// Typed loosely on purpose: the strategy only needs a writable bag, whatever SessionData declares.
function sessionOf(req: Request): Record<string, unknown> | undefined {
  return (req as unknown as { session?: Record<string, unknown> }).session;
}

function asError(err: unknown): Error {
  return err instanceof Error ? err : new Error('Steam sign-in failed.', { cause: err });
}

function sameText(actual: string | null, expected: string): boolean {
  if (actual === null) return false;
  const a = Buffer.from(actual);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
