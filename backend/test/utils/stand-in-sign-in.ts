import type request from 'supertest';
import { openConsentPage, sitePath, submitConsent, type ConsentForm } from '../auth-strategies/consent-flow.js';
import { startStandIns } from '../stand-ins/start-stand-ins.js';
import { SITE_ORIGIN } from './sessions.js';
import { createTestApp, resetDatabase, type TestApp } from './test-app.js';

export type Agent = ReturnType<typeof request.agent>;
export type Platform = 'google' | 'discord' | 'steam';

/**
 * Registers the hooks of a suite that signs in through the stand-in providers: starts them, points
 * the app's provider configuration at them, starts the real app, and empties the database before
 * each test. Answers a getter for the app (it exists once beforeAll has run).
 */
export function withStandInProviders(): () => TestApp {
  let app: TestApp | undefined;
  let standIns: Awaited<ReturnType<typeof startStandIns>> | undefined;
  beforeAll(async () => {
    standIns = await startStandIns({ publicUrl: SITE_ORIGIN });
    Object.assign(process.env, standIns.env);
    app = await createTestApp();
  });
  beforeEach(() => resetDatabase(current().dataSource));
  afterAll(async () => {
    await app?.close();
    await standIns?.close();
  });
  const current = () => {
    if (!app) throw new Error('The app starts in beforeAll');
    return app;
  };
  return current;
}

/**
 * Goes through a provider sign-in as the popup would: the button's request, the provider's consent
 * page (with `changes` to its fields), and the callback on the site. Answers the callback response.
 */
export async function signInThroughProvider(
  agent: Agent,
  platform: Platform,
  changes: Record<string, string> = {},
  mode?: 'link',
): Promise<{ start: request.Response; consent: ConsentForm; callback: request.Response; callbackPath: string }> {
  const start = await agent.get(`/api/auth/${platform}${mode ? '?mode=link' : ''}`).set('Host', 'localhost:5000');
  const consent = await openConsentPage(start.headers.location);
  const back = await submitConsent(consent, 'continue', changes);
  const callback = await agent.get(sitePath(back)).set('Host', 'localhost:5000');
  return { start, consent, callback, callbackPath: sitePath(back) };
}
