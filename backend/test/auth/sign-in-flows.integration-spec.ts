import request from 'supertest';
import { OAuthIdentity } from '../../src/modules/auth/entities/oauth-identity.entity.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { openConsentPage, sitePath, submitConsent } from '../auth-strategies/consent-flow.js';
import { SITE_ORIGIN } from '../utils/sessions.js';
import { signInThroughProvider, withStandInProviders, type Agent, type Platform } from '../utils/stand-in-sign-in.js';
import type { TestApp } from '../utils/test-app.js';

interface PopupResult {
  type: 'oauth-success' | 'oauth-error';
  redirect?: string;
  error?: string;
}

function popupResult(html: string): PopupResult {
  const json = /<script type="application\/json" id="oauth-result">(.*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error(`Not a popup page: ${html.slice(0, 200)}`);
  return JSON.parse(json) as PopupResult;
}

describe('Sign-in flows through the real application and the stand-in providers', () => {
  const app = withStandInProviders();
  let t: TestApp;
  beforeAll(() => {
    t = app();
  });

  /** Click the button, complete the provider's consent page, land on the callback: as the popup would. */
  async function signIn(agent: Agent, platform: Platform, changes: Record<string, string> = {}, mode?: 'link') {
    const { start, consent, callback, callbackPath } = await signInThroughProvider(agent, platform, changes, mode);
    expect(start.status).toBe(302);
    // The popup must stay in its opener's browsing-context group to post the result back.
    expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    return { result: popupResult(callback.text), callbackPath, consent };
  }

  const currentUser = async (agent: Agent) =>
    (await agent.get('/api/auth/user').expect(200)).body.user as { id: string; username: string } | null;

  it('creates the account on the first Google sign-in from the provider profile, then signs out', async () => {
    const agent = request.agent(t.http);
    const { result } = await signIn(agent, 'google', {
      email: 'kan.archivist@example.com',
      first_name: 'Justine',
      last_name: 'Archer',
      display_name: 'Justine Archer',
    });
    expect(result).toEqual({ type: 'oauth-success', redirect: '/' });
    const user = await currentUser(agent);
    expect(user).toMatchObject({
      username: 'kan.archivist',
      firstName: 'Justine',
      lastName: 'Archer',
      email: 'kan.archivist@example.com',
      primaryPlatform: 'google',
    });

    await agent.post('/api/auth/logout').set('Origin', SITE_ORIGIN).expect(204);
    expect(await currentUser(agent)).toBeNull();
  });

  it('links a second and third platform to the signed-in account, and signs in with either later', async () => {
    const agent = request.agent(t.http);
    await signIn(agent, 'google', { email: 'linker@example.com' });
    const owner = await currentUser(agent);

    const discord = await signIn(agent, 'discord', { id: '80351110224678912', username: 'linker_d' }, 'link');
    expect(discord.result).toEqual({ type: 'oauth-success', redirect: '/settings/social' });
    const steam = await signIn(agent, 'steam', { steamid: '76561197960287930', personaname: 'Linker' }, 'link');
    expect(steam.result.type).toBe('oauth-success');

    const connections = await agent.get('/api/oauth/connections').expect(200);
    expect(
      connections.body.filter((c: { connected: boolean }) => c.connected).map((c: { platform: string }) => c.platform),
    ).toEqual(['google', 'discord', 'steam']);

    const fresh = request.agent(t.http);
    await signIn(fresh, 'discord', { id: '80351110224678912', username: 'linker_d' });
    expect((await currentUser(fresh))?.id).toBe(owner?.id);
    expect(await t.dataSource.getRepository(User).count()).toBe(2); // root + the one account
  });

  it('refuses to link a provider account that belongs to another user', async () => {
    const first = request.agent(t.http);
    await signIn(first, 'discord', { id: '111111111111111111', username: 'taken_d' });
    const second = request.agent(t.http);
    await signIn(second, 'google', { email: 'second@example.com' });

    const { result } = await signIn(second, 'discord', { id: '111111111111111111', username: 'taken_d' }, 'link');
    expect(result).toEqual({
      type: 'oauth-error',
      error: 'This Discord account is already connected to another user.',
    });
    const owner = await t.dataSource
      .getRepository(OAuthIdentity)
      .findOneByOrFail({ platform: 'discord' as never, providerUserId: '111111111111111111' });
    expect(owner.userId).toBe((await currentUser(first))?.id);
  });

  it('resolves a username conflict by merging the new account into the existing one after signing in to its platform', async () => {
    const original = request.agent(t.http);
    await signIn(original, 'steam', { steamid: '76561198000000001', personaname: 'ice' });
    const originalUser = await currentUser(original);
    expect(originalUser?.username).toBe('ice');

    const newcomer = request.agent(t.http);
    const conflict = await signIn(newcomer, 'google', { email: 'ice@example.com' });
    expect(conflict.result).toEqual({
      type: 'oauth-success',
      redirect: '/username-conflict-resolution?username=ice&platform=google',
    });
    // The existing account's providers are that person's details: the newcomer is not told them.
    expect(JSON.stringify(conflict.result)).not.toMatch(/steam/);
    const temporary = await currentUser(newcomer);
    expect(temporary?.username).toBe('ice_google');

    const merged = await signIn(newcomer, 'steam', { steamid: '76561198000000001', personaname: 'ice' }, 'link');
    expect(merged.result).toEqual({ type: 'oauth-success', redirect: '/' });
    expect((await currentUser(newcomer))?.id).toBe(originalUser?.id);
    expect(await t.dataSource.getRepository(User).findOneBy({ id: temporary!.id })).toBeNull();
    const platforms = (await t.dataSource.getRepository(OAuthIdentity).findBy({ userId: originalUser!.id }))
      .map((i) => i.platform)
      .sort();
    expect(platforms).toEqual(['google', 'steam']);
  });

  it('refuses a banned user at sign-in with the reason, and creates no session', async () => {
    const agent = request.agent(t.http);
    await signIn(agent, 'discord', { id: '222222222222222222', username: 'rulebreaker' });
    const user = await currentUser(agent);
    await t.dataSource.getRepository(User).update(user!.id, { isBanned: true, banReason: 'Doxxing' });
    await agent.post('/api/auth/logout').set('Origin', SITE_ORIGIN);

    const again = request.agent(t.http);
    const { result } = await signIn(again, 'discord', { id: '222222222222222222', username: 'rulebreaker' });
    expect(result).toEqual({ type: 'oauth-error', error: 'Your account has been banned: Doxxing.' });
    expect(await currentUser(again)).toBeNull();
  });

  it('refuses a forged state and a replayed callback', async () => {
    const agent = request.agent(t.http);
    const start = await agent.get('/api/auth/google').set('Host', 'localhost:5000').expect(302);
    const consent = await openConsentPage(start.headers.location);
    const back = await submitConsent(consent, 'continue', { email: 'victim@example.com' });
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state');
    const forgedResult = popupResult((await agent.get(sitePath(forged))).text);
    expect(forgedResult.type).toBe('oauth-error');
    expect(await currentUser(agent)).toBeNull();

    const agent2 = request.agent(t.http);
    const { callbackPath } = await signIn(agent2, 'google', { email: 'once@example.com' });
    const replay = popupResult((await agent2.get(callbackPath)).text);
    expect(replay.type).toBe('oauth-error');
    // An attacker replaying the same callback in their own browser gets nothing either.
    const attacker = request.agent(t.http);
    const stolen = popupResult((await attacker.get(callbackPath)).text);
    expect(stolen.type).toBe('oauth-error');
    expect(await currentUser(attacker)).toBeNull();
  });

  it('refuses link mode without a session', async () => {
    const response = await request(t.http).get('/api/auth/discord?mode=link').expect(200);
    expect(popupResult(response.text)).toEqual({
      type: 'oauth-error',
      error: 'Sign in before connecting another account.',
    });
  });

  it('never disconnects the last account, and moves the primary when the primary is disconnected', async () => {
    const agent = request.agent(t.http);
    await signIn(agent, 'google', { email: 'solo@example.com' });
    const last = await agent.delete('/api/oauth/connections/google').set('Origin', SITE_ORIGIN).expect(400);
    expect(last.body.message).toBe('You must have at least one social media account connected.');

    await signIn(agent, 'discord', { id: '333333333333333333', username: 'solo_d' }, 'link');
    await agent.post('/api/oauth/make-primary').set('Origin', SITE_ORIGIN).send({ platform: 'discord' }).expect(200);
    const afterDisconnect = await agent.delete('/api/oauth/connections/discord').set('Origin', SITE_ORIGIN).expect(200);
    const google = afterDisconnect.body.find((c: { platform: string }) => c.platform === 'google');
    expect(google).toMatchObject({ connected: true, isPrimary: true });
    await agent.post('/api/oauth/make-primary').set('Origin', SITE_ORIGIN).send({ platform: 'steam' }).expect(400);
  });

  it('stores a username-conflict support request with the server-side username, for admins to read', async () => {
    const agent = request.agent(t.http);
    await signIn(agent, 'google', { email: 'helpme@example.com' });
    const created = await agent
      .post('/api/support/username-conflict')
      .set('Origin', SITE_ORIGIN)
      .send({
        conflictType: 'rightful-owner',
        desiredUsername: 'ice',
        currentUsername: 'spoofed',
        explanation: 'It is my name.',
        contactEmail: 'helpme@example.com',
      })
      .expect(201);
    expect(created.body).toMatchObject({ currentUsername: 'helpme', desiredUsername: 'ice', status: 'new' });
    const invalid = await agent
      .post('/api/support/username-conflict')
      .set('Origin', SITE_ORIGIN)
      .send({
        conflictType: 'account-merge',
        desiredUsername: ' ',
        currentUsername: 'x',
        explanation: '',
        contactEmail: 'nope',
      })
      .expect(400);
    expect(invalid.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'contactEmail',
      'desiredUsername',
      'explanation',
    ]);
  });
});
