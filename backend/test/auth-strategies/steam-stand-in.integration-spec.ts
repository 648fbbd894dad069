import { SteamOpenIdProviderStandIn } from '../stand-ins/steam-openid-provider.js';
import { openConsentPage, submitConsent } from './consent-flow.js';

const RETURN_TO = 'http://localhost:5100/api/auth/steam/callback?state=abc';

describe('Steam OpenID stand-in', () => {
  const steam = new SteamOpenIdProviderStandIn({ apiKey: 'KEY' });

  beforeAll(() => steam.start());
  afterAll(() => steam.close());

  function loginUrl(params: Record<string, string> = {}): string {
    const query = new URLSearchParams({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'checkid_setup',
      'openid.return_to': RETURN_TO,
      'openid.realm': 'http://localhost:5100/',
      'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
      ...params,
    });
    return `${steam.openIdUrl}?${query.toString()}`;
  }

  async function positiveAssertion(steamid = '76561198000000001'): Promise<URLSearchParams> {
    const callback = await submitConsent(await openConsentPage(loginUrl()), 'continue', { steamid });
    expect(callback.toString().startsWith(`${RETURN_TO}&`)).toBe(true);
    return callback.searchParams;
  }

  function checkAuthentication(assertion: URLSearchParams): Promise<string> {
    const body = new URLSearchParams([...assertion].filter(([key]) => key.startsWith('openid.')));
    body.set('openid.mode', 'check_authentication');
    return fetch(steam.openIdUrl, { method: 'POST', body }).then((response) => response.text());
  }

  it('shows a consent page with a prefilled 17-digit Steam ID, persona name and real name', async () => {
    const page = await openConsentPage(loginUrl());

    expect(page.fields.get('steamid')).toMatch(/^7656119\d{10}$/);
    expect(page.fields.get('personaname')).toMatch(/^SteamPlayer\d{4}$/);
    expect(page.fields.has('realname')).toBe(true);
  });

  it('refuses a return_to outside the realm', async () => {
    const response = await fetch(loginUrl({ 'openid.realm': 'http://elsewhere.example/' }));
    expect(response.status).toBe(400);
  });

  it('confirms an assertion once and answers a replay with is_valid:false', async () => {
    const assertion = await positiveAssertion();

    expect(await checkAuthentication(assertion)).toBe('ns:http://specs.openid.net/auth/2.0\nis_valid:true\n');
    expect(await checkAuthentication(assertion)).toBe('ns:http://specs.openid.net/auth/2.0\nis_valid:false\n');
  });

  it('answers a tampered assertion with is_valid:false', async () => {
    const assertion = await positiveAssertion();
    assertion.set('openid.return_to', 'http://localhost:5100/api/auth/steam/callback?state=other');

    expect(await checkAuthentication(assertion)).toContain('is_valid:false');
  });

  it('serves GetPlayerSummaries for asserted players with the right key only', async () => {
    await positiveAssertion('76561198000000002');
    const summaries = (key: string) =>
      fetch(
        `${steam.apiBaseUrl}/ISteamUser/GetPlayerSummaries/v2/?key=${key}&steamids=76561198000000002,76561198999999999`,
      );

    expect((await summaries('WRONG')).status).toBe(403);
    const body = await (await summaries('KEY')).json();
    expect(body).toEqual({
      response: {
        players: [
          {
            steamid: '76561198000000002',
            personaname: expect.any(String),
            realname: 'Steam Tester',
            avatarfull: `${steam.origin}/avatars/76561198000000002.svg`,
            profileurl: 'https://steamcommunity.com/profiles/76561198000000002/',
          },
        ],
      },
    });
  });
});
