import request from 'supertest';
import type { Environment } from '../../src/config/environment.js';
import { RunningStandIns, startStandIns } from '../stand-ins/start-stand-ins.js';
import { openConsentPage, sitePath, submitConsent } from './consent-flow.js';
import { createStrategyTestApp, strategyEnvironment, TEST_PUBLIC_URL } from './strategy-test-app.js';

type Agent = ReturnType<typeof request.agent>;

export interface OAuth2StrategyUnderTest {
  /** The passport strategy name, which is also the route segment: /api/auth/<platform>. */
  platform: 'discord' | 'google';
  /** Registers the strategy with passport (constructing it does). */
  register: (env: Environment) => void;
  /** The account the consent page signs in as. */
  account: Record<string, string>;
}

export interface OAuth2StrategyHarness {
  readonly standIns: RunningStandIns;
  readonly app: ReturnType<typeof createStrategyTestApp>;
  readonly callbackUrl: string;
  /** Starts a sign-in and returns where the site sent the browser (the provider's authorization URL). */
  startSignIn: (agent: Agent) => Promise<URL>;
  /** Signs in on the consent page (as the account, with `changes`) and returns the site callback URL. */
  approvedCallback: (agent: Agent, changes?: Record<string, string | null>) => Promise<URL>;
}

/**
 * Runs an OAuth2 strategy against the provider stand-ins for the enclosing describe, and adds the cases
 * every OAuth2 provider shares (state checks, replays, cancel). Returns what provider-specific cases need.
 */
export function describeOAuth2Strategy(strategy: OAuth2StrategyUnderTest): OAuth2StrategyHarness {
  const { platform, account } = strategy;
  const callbackPath = `/api/auth/${platform}/callback`;
  let standIns: RunningStandIns | undefined;
  let app: ReturnType<typeof createStrategyTestApp> | undefined;

  beforeAll(async () => {
    standIns = await startStandIns({ publicUrl: TEST_PUBLIC_URL });
    strategy.register(strategyEnvironment(standIns.env));
    app = createStrategyTestApp(platform);
  });
  afterAll(() => standIns?.close());

  const harness: OAuth2StrategyHarness = {
    get standIns() {
      if (!standIns) throw new Error('the stand-ins start in beforeAll');
      return standIns;
    },
    get app() {
      if (!app) throw new Error('the strategy app starts in beforeAll');
      return app;
    },
    callbackUrl: `${TEST_PUBLIC_URL}${callbackPath}`,
    async startSignIn(agent) {
      const response = await agent.get(`/api/auth/${platform}`).expect(302);
      return new URL(response.headers.location);
    },
    async approvedCallback(agent, changes = {}) {
      return submitConsent(await openConsentPage(await harness.startSignIn(agent)), 'continue', {
        ...account,
        ...changes,
      });
    },
  };
  const { startSignIn, approvedCallback } = harness;

  it('refuses a forged or missing state', async () => {
    const agent = request.agent(harness.app);
    const callback = await approvedCallback(agent);
    const code = callback.searchParams.get('code');

    const forged = await agent.get(`${callbackPath}?code=${code}&state=forged`).expect(403);
    expect(forged.body.failure).toEqual({ message: 'Invalid authorization request state.' });

    const other = request.agent(harness.app);
    const otherCallback = await approvedCallback(other);
    const missing = await other.get(`${callbackPath}?code=${otherCallback.searchParams.get('code')}`);
    expect(missing.status).toBe(403);
    expect(missing.body.failure).toEqual({ message: 'Invalid authorization request state.' });
  });

  it('refuses a callback in a session that never started a sign-in', async () => {
    const callback = await approvedCallback(request.agent(harness.app));

    const response = await request.agent(harness.app).get(sitePath(callback)).expect(403);
    expect(response.body.failure).toEqual({ message: 'Unable to verify authorization request state.' });
  });

  it('refuses a replayed callback, and a used code even with a fresh state', async () => {
    const agent = request.agent(harness.app);
    const callback = await approvedCallback(agent);
    await agent.get(sitePath(callback)).expect(200);

    const replay = await agent.get(sitePath(callback)).expect(403);
    expect(replay.body.failure).toEqual({ message: 'Unable to verify authorization request state.' });

    const freshState = (await startSignIn(agent)).searchParams.get('state');
    const reused = await agent
      .get(`${callbackPath}?code=${callback.searchParams.get('code')}&state=${freshState}`)
      .expect(500);
    expect(reused.body.error).toBe('The authorization code is invalid, expired or already used.');
  });

  it('reports a cancel on the consent page as a failure', async () => {
    const agent = request.agent(harness.app);
    const callback = await submitConsent(await openConsentPage(await startSignIn(agent)), 'cancel');
    expect(callback.searchParams.get('error')).toBe('access_denied');

    const response = await agent.get(sitePath(callback)).expect(401);
    expect(response.body.failure).toEqual({ message: 'The user cancelled the sign-in.' });
  });

  return harness;
}
