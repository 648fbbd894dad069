import { OPENID_NS, parseKeyValueForm } from './steam-openid-assertion.js';

const REQUEST_TIMEOUT_MS = 10_000;

/** The fields of a GetPlayerSummaries entry we read (https://developer.valvesoftware.com/wiki/Steam_Web_API). */
export interface SteamPlayer {
  steamid: string;
  personaname?: string;
  realname?: string;
  avatarfull?: string;
  profileurl?: string;
}

/**
 * Direct verification (OpenID 2.0 section 11.4.2): sends every openid.* field back to Steam with
 * mode check_authentication; Steam answers is_valid:true once per genuine assertion.
 */
export async function confirmAssertionWithSteam(opEndpoint: string, params: URLSearchParams): Promise<boolean> {
  const body = new URLSearchParams();
  for (const [key, value] of params) {
    if (key.startsWith('openid.')) body.append(key, value);
  }
  body.set('openid.mode', 'check_authentication');
  const response = await request('Steam OpenID', opEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  const reply = parseKeyValueForm(await response.text());
  return reply.get('ns') === OPENID_NS && reply.get('is_valid') === 'true';
}

/** Reads one player from ISteamUser/GetPlayerSummaries/v2 (it takes bare SteamID64s, not claimed-id URLs). */
export async function fetchSteamPlayer(apiBaseUrl: string, apiKey: string, steamId: string): Promise<SteamPlayer> {
  const url = new URL(`${apiBaseUrl.replace(/\/+$/, '')}/ISteamUser/GetPlayerSummaries/v2/`);
  url.searchParams.set('key', apiKey);
  url.searchParams.set('steamids', steamId);
  const response = await request('Steam Web API', url.toString(), { headers: { Accept: 'application/json' } });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error('The Steam Web API answered with invalid JSON.');
  }
  const player = playersOf(body).find((candidate) => candidate.steamid === steamId);
  if (!player) throw new Error(`The Steam Web API returned no profile for SteamID ${steamId}.`);
  return player;
}

function playersOf(body: unknown): SteamPlayer[] {
  const players = (body as { response?: { players?: unknown } } | null)?.response?.players;
  if (!Array.isArray(players)) return [];
  return players.filter((player): player is SteamPlayer => typeof (player as SteamPlayer | null)?.steamid === 'string');
}

// Messages name the service but never the URL: the Web API URL carries the API key.
async function request(service: string, url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (cause) {
    throw new Error(`Could not reach ${service}.`, { cause });
  }
  if (!response.ok) throw new Error(`${service} answered HTTP ${response.status}.`);
  return response;
}
