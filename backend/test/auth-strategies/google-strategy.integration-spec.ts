import request from 'supertest';
import { GoogleStrategy } from '../../src/modules/auth/strategies/google.strategy.js';
import { openConsentPage, sitePath, submitConsent } from './consent-flow.js';
import { describeOAuth2Strategy } from './oauth2-strategy-cases.js';

const ADA = {
  id: '109876543210987654321',
  email: 'Ada.Lovelace@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  display_name: 'Ada Lovelace',
};

describe('Google strategy against the Google stand-in', () => {
  const google = describeOAuth2Strategy({
    platform: 'google',
    register: (env) => new GoogleStrategy(env),
    account: ADA,
  });
  const { startSignIn, approvedCallback } = google;

  it('redirects to the authorization endpoint with state and an S256 PKCE challenge', async () => {
    const authorize = await startSignIn(request.agent(google.app));

    expect(`${authorize.origin}${authorize.pathname}`).toBe(google.standIns.env.GOOGLE_AUTHORIZATION_URL);
    const query = Object.fromEntries(authorize.searchParams);
    expect(query).toEqual({
      response_type: 'code',
      client_id: google.standIns.env.GOOGLE_CLIENT_ID,
      redirect_uri: google.callbackUrl,
      scope: 'openid profile email',
      state: expect.stringMatching(/^\S{20,}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
    });
  });

  it('signs in and returns the Google account as a ProviderProfile', async () => {
    const agent = request.agent(google.app);
    const authorize = await startSignIn(agent);
    const callback = await submitConsent(await openConsentPage(authorize), 'continue', ADA);

    expect(`${callback.origin}${callback.pathname}`).toBe(google.callbackUrl);
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
        avatarUrl: `${google.standIns.google.origin}/avatars/${ADA.id}.svg`,
      },
    });
  });

  it('leaves out an e-mail address Google has not verified', async () => {
    const agent = request.agent(google.app);
    const callback = await approvedCallback(agent, { email_verified: null });

    const response = await agent.get(sitePath(callback)).expect(200);
    expect(response.body.profile).toMatchObject({ email: null, username: 'ada.lovelace' });
  });

  it('fails the token exchange when the code is redeemed with another session’s PKCE verifier', async () => {
    const victim = request.agent(google.app);
    const stolenCode = (await approvedCallback(victim)).searchParams.get('code');
    const attacker = request.agent(google.app);
    const attackerState = (await startSignIn(attacker)).searchParams.get('state');

    const response = await attacker
      .get(`/api/auth/google/callback?code=${stolenCode}&state=${attackerState}`)
      .expect(500);
    expect(response.body.error).toMatch(/PKCE verification failed/);
  });

  it('has the token endpoint refuse a code without its verifier, and a wrong verifier', async () => {
    const tokenRequest = (code: string, verifier?: string) =>
      fetch(google.standIns.env.GOOGLE_TOKEN_URL, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: google.callbackUrl,
          client_id: google.standIns.env.GOOGLE_CLIENT_ID,
          client_secret: google.standIns.env.GOOGLE_CLIENT_SECRET,
          ...(verifier && { code_verifier: verifier }),
        }),
      });

    const withoutVerifier = await tokenRequest(
      (await approvedCallback(request.agent(google.app))).searchParams.get('code')!,
    );
    expect(withoutVerifier.status).toBe(400);
    expect(await withoutVerifier.json()).toMatchObject({ error: 'invalid_grant' });

    const wrongVerifier = await tokenRequest(
      (await approvedCallback(request.agent(google.app))).searchParams.get('code')!,
      'x'.repeat(43),
    );
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
