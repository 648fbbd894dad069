import { createHash } from 'node:crypto';
import request from 'supertest';
import { DiscordStrategy } from '../../src/modules/auth/strategies/discord.strategy.js';
import { RunningStandIns, startStandIns } from '../stand-ins/start-stand-ins.js';
import { openConsentPage, sitePath, submitConsent } from './consent-flow.js';
import { createStrategyTestApp, strategyEnvironment, TEST_PUBLIC_URL } from './strategy-test-app.js';

const CALLBACK = `${TEST_PUBLIC_URL}/api/auth/discord/callback`;
const WUMPUS = {
  id: '80351110224678912',
  username: 'Wumpus_Fan',
  email: 'wumpus@example.com',
  display_name: 'Wumpus',
};

describe('Discord strategy against the Discord stand-in', () => {
  let standIns: RunningStandIns;
  let app: ReturnType<typeof createStrategyTestApp>;

  beforeAll(async () => {
    standIns = await startStandIns({ publicUrl: TEST_PUBLIC_URL });
    new DiscordStrategy(strategyEnvironment(standIns.env));
    app = createStrategyTestApp('discord');
  });
  afterAll(() => standIns.close());

  async function startSignIn(agent: ReturnType<typeof request.agent>): Promise<URL> {
    const response = await agent.get('/api/auth/discord').expect(302);
    return new URL(response.headers.location);
  }

  async function approvedCallback(
    agent: ReturnType<typeof request.agent>,
    changes: Record<string, string | null> = {},
  ): Promise<URL> {
    return submitConsent(await openConsentPage(await startSignIn(agent)), 'continue', { ...WUMPUS, ...changes });
  }

  it('redirects to the configured authorization endpoint with the identify and email scopes and a state', async () => {
    const authorize = await startSignIn(request.agent(app));

    expect(`${authorize.origin}${authorize.pathname}`).toBe(standIns.env.DISCORD_AUTHORIZATION_URL);
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      response_type: 'code',
      client_id: standIns.env.DISCORD_CLIENT_ID,
      redirect_uri: CALLBACK,
      scope: 'identify email',
      state: expect.stringMatching(/^\S{20,}$/),
    });
  });

  it('signs in, reads users/@me from the configured API base and returns a ProviderProfile', async () => {
    const agent = request.agent(app);
    const callback = await approvedCallback(agent);

    const response = await agent.get(sitePath(callback)).expect(200);
    const avatarHash = createHash('md5').update(WUMPUS.id).digest('hex');
    expect(response.body).toEqual({
      profile: {
        platform: 'discord',
        providerUserId: WUMPUS.id,
        username: 'wumpus_fan',
        displayName: 'Wumpus',
        firstName: null,
        lastName: null,
        email: 'wumpus@example.com',
        avatarUrl: `https://cdn.discordapp.com/avatars/${WUMPUS.id}/${avatarHash}.png`,
      },
    });
  });

  it('leaves out an unverified e-mail and falls back to the username without a global name', async () => {
    const agent = request.agent(app);
    const callback = await approvedCallback(agent, { email_verified: null, display_name: '' });

    const response = await agent.get(sitePath(callback)).expect(200);
    expect(response.body.profile).toMatchObject({ email: null, displayName: 'Wumpus_Fan', username: 'wumpus_fan' });
  });

  it('refuses a forged state', async () => {
    const agent = request.agent(app);
    const callback = await approvedCallback(agent);

    const response = await agent
      .get(`/api/auth/discord/callback?code=${callback.searchParams.get('code')}&state=forged`)
      .expect(403);
    expect(response.body.failure).toEqual({ message: 'Invalid authorization request state.' });
  });

  it('refuses a replayed callback, and a used code even with a fresh state', async () => {
    const agent = request.agent(app);
    const callback = await approvedCallback(agent);
    await agent.get(sitePath(callback)).expect(200);

    const replay = await agent.get(sitePath(callback)).expect(403);
    expect(replay.body.failure).toEqual({ message: 'Unable to verify authorization request state.' });

    const freshState = (await startSignIn(agent)).searchParams.get('state');
    const reused = await agent
      .get(`/api/auth/discord/callback?code=${callback.searchParams.get('code')}&state=${freshState}`)
      .expect(500);
    expect(reused.body.error).toBe('The authorization code is invalid, expired or already used.');
  });

  it('reports a cancel on the consent page as a failure', async () => {
    const agent = request.agent(app);
    const callback = await submitConsent(await openConsentPage(await startSignIn(agent)), 'cancel');

    const response = await agent.get(sitePath(callback)).expect(401);
    expect(response.body.failure).toEqual({ message: 'The user cancelled the sign-in.' });
  });
});
