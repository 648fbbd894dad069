import request from 'supertest';
import { GoogleStrategy } from '../../src/modules/auth/strategies/google.strategy.js';
import { RunningStandIns, startStandIns } from '../stand-ins/start-stand-ins.js';
import { openConsentPage, sitePath, submitConsent } from './consent-flow.js';
import { createStrategyTestApp, strategyEnvironment, TEST_PUBLIC_URL } from './strategy-test-app.js';

const CALLBACK = `${TEST_PUBLIC_URL}/api/auth/google/callback`;
const ADA = {
  id: '109876543210987654321',
  email: 'Ada.Lovelace@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  display_name: 'Ada Lovelace',
};

describe('Google strategy against the Google stand-in', () => {
  let standIns: RunningStandIns;
  let app: ReturnType<typeof createStrategyTestApp>;

  beforeAll(async () => {
    standIns = await startStandIns({ publicUrl: TEST_PUBLIC_URL });
    new GoogleStrategy(strategyEnvironment(standIns.env));
    app = createStrategyTestApp('google');
  });
  afterAll(() => standIns.close());

  async function startSignIn(agent: ReturnType<typeof request.agent>): Promise<URL> {
    const response = await agent.get('/api/auth/google').expect(302);
    return new URL(response.headers.location);
  }

  async function approvedCallback(
    agent: ReturnType<typeof request.agent>,
    changes: Record<string, string | null> = {},
  ): Promise<URL> {
    return submitConsent(await openConsentPage(await startSignIn(agent)), 'continue', { ...ADA, ...changes });
  }

  it('redirects to the authorization endpoint with state and an S256 PKCE challenge', async () => {
    const authorize = await startSignIn(request.agent(app));

    expect(`${authorize.origin}${authorize.pathname}`).toBe(standIns.env.GOOGLE_AUTHORIZATION_URL);
    const query = Object.fromEntries(authorize.searchParams);
    expect(query).toEqual({
      response_type: 'code',
      client_id: standIns.env.GOOGLE_CLIENT_ID,
      redirect_uri: CALLBACK,
      scope: 'openid profile email',
      state: expect.stringMatching(/^\S{20,}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
    });
  });

  it('signs in and returns the Google account as a ProviderProfile', async () => {
    const agent = request.agent(app);
    const authorize = await startSignIn(agent);
    const callback = await submitConsent(await openConsentPage(authorize), 'continue', ADA);

    expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK);
    expect(callback.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
    const response = await agent.get(sitePath(callback)).expect(200);
    expect(response.body).toEqual({
      profile: {
        platform: 'google',
        providerUserId: ADA.id,
        username: 'ada.lovelace',
        displayName: 'Ada Lovelace',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'Ada.Lovelace@example.com',
        avatarUrl: `${standIns.google.origin}/avatars/${ADA.id}.svg`,
      },
    });
  });

  it('leaves out an e-mail address Google has not verified', async () => {
    const agent = request.agent(app);
    const callback = await approvedCallback(agent, { email_verified: null });

    const response = await agent.get(sitePath(callback)).expect(200);
    expect(response.body.profile).toMatchObject({ email: null, username: 'ada.lovelace' });
  });

  it('fails the token exchange when the code is redeemed with another session’s PKCE verifier', async () => {
    const victim = request.agent(app);
    const stolenCode = (await approvedCallback(victim)).searchParams.get('code');
    const attacker = request.agent(app);
    const attackerState = (await startSignIn(attacker)).searchParams.get('state');

    const response = await attacker
      .get(`/api/auth/google/callback?code=${stolenCode}&state=${attackerState}`)
      .expect(500);
    expect(response.body.error).toMatch(/PKCE verification failed/);
  });

  it('has the token endpoint refuse a code without its verifier, and a wrong verifier', async () => {
    const tokenRequest = (code: string, verifier?: string) =>
      fetch(standIns.env.GOOGLE_TOKEN_URL, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: CALLBACK,
          client_id: standIns.env.GOOGLE_CLIENT_ID,
          client_secret: standIns.env.GOOGLE_CLIENT_SECRET,
          ...(verifier && { code_verifier: verifier }),
        }),
      });

    const withoutVerifier = await tokenRequest((await approvedCallback(request.agent(app))).searchParams.get('code')!);
    expect(withoutVerifier.status).toBe(400);
    expect(await withoutVerifier.json()).toMatchObject({ error: 'invalid_grant' });

    const wrongVerifier = await tokenRequest(
      (await approvedCallback(request.agent(app))).searchParams.get('code')!,
      'x'.repeat(43),
    );
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a forged or missing state', async () => {
    const agent = request.agent(app);
    const callback = await approvedCallback(agent);
    const code = callback.searchParams.get('code');

    const forged = await agent.get(`/api/auth/google/callback?code=${code}&state=forged`).expect(403);
    expect(forged.body.failure).toEqual({ message: 'Invalid authorization request state.' });

    const other = request.agent(app);
    const otherCallback = await approvedCallback(other);
    const missing = await other.get(`/api/auth/google/callback?code=${otherCallback.searchParams.get('code')}`);
    expect(missing.status).toBe(403);
    expect(missing.body.failure).toEqual({ message: 'Invalid authorization request state.' });
  });

  it('refuses a callback in a session that never started a sign-in', async () => {
    const callback = await approvedCallback(request.agent(app));

    const response = await request.agent(app).get(sitePath(callback)).expect(403);
    expect(response.body.failure).toEqual({ message: 'Unable to verify authorization request state.' });
  });

  it('refuses a replayed callback, and a used code even with a fresh state', async () => {
    const agent = request.agent(app);
    const callback = await approvedCallback(agent);
    await agent.get(sitePath(callback)).expect(200);

    const replay = await agent.get(sitePath(callback)).expect(403);
    expect(replay.body.failure).toEqual({ message: 'Unable to verify authorization request state.' });

    const freshState = (await startSignIn(agent)).searchParams.get('state');
    const reused = await agent
      .get(`/api/auth/google/callback?code=${callback.searchParams.get('code')}&state=${freshState}`)
      .expect(500);
    expect(reused.body.error).toBe('The authorization code is invalid, expired or already used.');
  });

  it('reports a cancel on the consent page as a failure', async () => {
    const agent = request.agent(app);
    const callback = await submitConsent(await openConsentPage(await startSignIn(agent)), 'cancel');

    expect(callback.searchParams.get('error')).toBe('access_denied');
    const response = await agent.get(sitePath(callback)).expect(401);
    expect(response.body.failure).toEqual({ message: 'The user cancelled the sign-in.' });
  });
});
