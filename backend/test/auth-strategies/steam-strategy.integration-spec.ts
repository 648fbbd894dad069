import passport from 'passport';
import request from 'supertest';
import { SteamStrategy } from '../../src/modules/auth/strategies/steam.strategy.js';
import { SteamOpenIdStrategy } from '../../src/modules/auth/strategies/steam-openid.strategy.js';
import { SteamOpenIdProviderStandIn } from '../stand-ins/steam-openid-provider.js';
import { RunningStandIns, startStandIns } from '../stand-ins/start-stand-ins.js';
import { openConsentPage, sitePath, submitConsent } from './consent-flow.js';
import { createStrategyTestApp, strategyEnvironment, TEST_PUBLIC_URL } from './strategy-test-app.js';

type Agent = ReturnType<typeof request.agent>;

const GABE = { steamid: '76561197960287930', personaname: 'Gabe N', realname: 'Gabe Logan Newell' };
const OTHER_STEAM_ID = '76561197960265728';

describe('Steam OpenID strategy against the Steam stand-in', () => {
  let standIns: RunningStandIns;
  let rogueProvider: SteamOpenIdProviderStandIn;
  let app: ReturnType<typeof createStrategyTestApp>;

  beforeAll(async () => {
    standIns = await startStandIns({ publicUrl: TEST_PUBLIC_URL });
    rogueProvider = new SteamOpenIdProviderStandIn({ apiKey: 'rogue' });
    await rogueProvider.start();
    new SteamStrategy(strategyEnvironment(standIns.env));
    app = createStrategyTestApp('steam');
  });
  afterAll(async () => {
    await standIns.close();
    await rogueProvider.close();
  });

  async function startSignIn(agent: Agent, route = 'steam'): Promise<URL> {
    const response = await agent.get(`/api/auth/${route}`).expect(302);
    return new URL(response.headers.location);
  }

  async function assertion(agent: Agent, changes: Record<string, string | null> = {}, route = 'steam'): Promise<URL> {
    return submitConsent(await openConsentPage(await startSignIn(agent, route)), 'continue', { ...GABE, ...changes });
  }

  function tampered(url: URL, changes: Record<string, string>): string {
    const copy = new URL(url);
    for (const [key, value] of Object.entries(changes)) copy.searchParams.set(key, value);
    return sitePath(copy);
  }

  it('redirects to the configured endpoint with checkid_setup, identifier select and a return_to carrying the state', async () => {
    const login = await startSignIn(request.agent(app));

    expect(`${login.origin}${login.pathname}`).toBe(standIns.env.STEAM_OPENID_URL);
    const query = Object.fromEntries(login.searchParams);
    expect(query).toEqual({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'checkid_setup',
      'openid.return_to': expect.stringMatching(
        /^http:\/\/localhost:5100\/api\/auth\/steam\/callback\?state=[\w-]{32}$/,
      ),
      'openid.realm': 'http://localhost:5100/',
      'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
    });
  });

  it('signs in, verifies the assertion with Steam, reads the player summary and returns a ProviderProfile', async () => {
    const agent = request.agent(app);
    const callback = await assertion(agent);

    expect(callback.searchParams.get('openid.claimed_id')).toBe(`https://steamcommunity.com/openid/id/${GABE.steamid}`);
    const response = await agent.get(sitePath(callback)).expect(200);
    expect(response.body).toEqual({
      profile: {
        platform: 'steam',
        providerUserId: GABE.steamid,
        username: 'gabe_n',
        displayName: 'Gabe N',
        firstName: 'Gabe',
        lastName: 'Logan Newell',
        email: null,
        avatarUrl: `${standIns.steam.origin}/avatars/${GABE.steamid}.svg`,
      },
    });
  });

  it('leaves the names empty when the player shows no real name', async () => {
    const agent = request.agent(app);
    const callback = await assertion(agent, { realname: '' });

    const response = await agent.get(sitePath(callback)).expect(200);
    expect(response.body.profile).toMatchObject({ firstName: null, lastName: null, displayName: 'Gabe N' });
  });

  it('refuses a replayed assertion', async () => {
    const agent = request.agent(app);
    const callback = await assertion(agent);
    await agent.get(sitePath(callback)).expect(200);

    const replay = await agent.get(sitePath(callback)).expect(403);
    expect(replay.body.failure).toEqual({ message: 'Invalid or expired Steam sign-in state.' });
  });

  it('refuses a forged state, and a callback in a session that never started a sign-in', async () => {
    const agent = request.agent(app);
    const forged = await agent.get(tampered(await assertion(agent), { state: 'forged' })).expect(403);
    expect(forged.body.failure).toEqual({ message: 'Invalid or expired Steam sign-in state.' });

    const foreign = await request
      .agent(app)
      .get(sitePath(await assertion(request.agent(app))))
      .expect(403);
    expect(foreign.body.failure).toEqual({ message: 'Invalid or expired Steam sign-in state.' });
  });

  it('refuses an assertion whose account was swapped or whose signature was tampered with', async () => {
    const swapped = request.agent(app);
    const claimedId = `https://steamcommunity.com/openid/id/${OTHER_STEAM_ID}`;
    const swappedResponse = await swapped
      .get(tampered(await assertion(swapped), { 'openid.claimed_id': claimedId, 'openid.identity': claimedId }))
      .expect(401);
    expect(swappedResponse.body.failure).toEqual({ message: 'Steam did not confirm the sign-in assertion.' });

    const forgedSig = request.agent(app);
    const sigResponse = await forgedSig
      .get(tampered(await assertion(forgedSig), { 'openid.sig': Buffer.alloc(32).toString('base64') }))
      .expect(401);
    expect(sigResponse.body.failure).toEqual({ message: 'Steam did not confirm the sign-in assertion.' });
  });

  it('refuses an assertion that leaves a required field unsigned', async () => {
    const agent = request.agent(app);
    const callback = await assertion(agent);
    const signed = 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce';

    const response = await agent.get(tampered(callback, { 'openid.signed': signed })).expect(401);
    expect(response.body.failure).toEqual({ message: 'The Steam response leaves assoc_handle unsigned.' });
  });

  it('refuses a validly signed assertion from another OpenID provider', async () => {
    const agent = request.agent(app);
    const login = await startSignIn(agent);
    const rogueLogin = new URL(`${rogueProvider.openIdUrl}${login.search}`);
    const callback = await submitConsent(await openConsentPage(rogueLogin), 'continue', GABE);

    expect(callback.searchParams.get('openid.op_endpoint')).toBe(rogueProvider.openIdUrl);
    const response = await agent.get(sitePath(callback)).expect(401);
    expect(response.body.failure).toEqual({ message: 'The Steam response comes from an unexpected OpenID endpoint.' });
  });

  it('refuses a claimed id outside https://steamcommunity.com/openid/id/{17 digits}', async () => {
    const oddProvider = new SteamOpenIdProviderStandIn({
      apiKey: 'odd',
      claimedIdPrefix: 'https://steamcommunity.com.evil.example/openid/id/',
    });
    await oddProvider.start();
    try {
      passport.use('steam-odd', steamStrategyFor(oddProvider.openIdUrl, oddProvider.apiBaseUrl, 'odd', 'steam-odd'));
      const oddApp = createStrategyTestApp('steam-odd');
      const agent = request.agent(oddApp);
      const callback = await assertion(agent, {}, 'steam-odd');

      expect(callback.searchParams.get('openid.claimed_id')).toMatch(/evil\.example/);
      const response = await agent.get(sitePath(callback)).expect(401);
      expect(response.body.failure).toEqual({
        message: 'The Steam response does not carry a Steam account identifier.',
      });
    } finally {
      await oddProvider.close();
    }
  });

  it('reports a cancel on the Steam page as a failure', async () => {
    const agent = request.agent(app);
    const callback = await submitConsent(await openConsentPage(await startSignIn(agent)), 'cancel');

    expect(callback.searchParams.get('openid.mode')).toBe('cancel');
    const response = await agent.get(sitePath(callback)).expect(401);
    expect(response.body.failure).toEqual({ message: 'Steam sign-in was cancelled.' });
  });

  it('reports a Web API refusal (wrong key) as an error without leaking the key', async () => {
    const env = standIns.env;
    passport.use(
      'steam-badkey',
      steamStrategyFor(env.STEAM_OPENID_URL, env.STEAM_API_BASE_URL, 'WRONG-KEY', 'steam-badkey'),
    );
    const agent = request.agent(createStrategyTestApp('steam-badkey'));
    const callback = await assertion(agent, {}, 'steam-badkey');

    const response = await agent.get(sitePath(callback)).expect(500);
    expect(response.body.error).toBe('Steam Web API answered HTTP 403.');
  });
});

function steamStrategyFor(providerURL: string, apiBaseURL: string, apiKey: string, route: string): SteamOpenIdStrategy {
  return new SteamOpenIdStrategy(
    {
      providerURL,
      apiBaseURL,
      apiKey,
      callbackURL: `${TEST_PUBLIC_URL}/api/auth/${route}/callback`,
      realm: `${TEST_PUBLIC_URL}/`,
      sessionKey: `openid:${route}`,
    },
    (profile, done) => done(null, profile),
  );
}
