import { createHash } from 'node:crypto';
import request from 'supertest';
import { DiscordStrategy } from '../../src/modules/auth/strategies/discord.strategy.js';
import { sitePath } from './consent-flow.js';
import { describeOAuth2Strategy } from './oauth2-strategy-cases.js';

const WUMPUS = {
  id: '80351110224678912',
  username: 'Wumpus_Fan',
  email: 'wumpus@example.com',
  display_name: 'Wumpus',
};

describe('Discord strategy against the Discord stand-in', () => {
  const discord = describeOAuth2Strategy({
    platform: 'discord',
    register: (env) => new DiscordStrategy(env),
    account: WUMPUS,
  });
  const { startSignIn, approvedCallback } = discord;

  it('redirects to the configured authorization endpoint with the identify and email scopes and a state', async () => {
    const authorize = await startSignIn(request.agent(discord.app));

    expect(`${authorize.origin}${authorize.pathname}`).toBe(discord.standIns.env.DISCORD_AUTHORIZATION_URL);
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      response_type: 'code',
      client_id: discord.standIns.env.DISCORD_CLIENT_ID,
      redirect_uri: discord.callbackUrl,
      scope: 'identify email',
      state: expect.stringMatching(/^\S{20,}$/),
    });
  });

  it('signs in, reads users/@me from the configured API base and returns a ProviderProfile', async () => {
    const agent = request.agent(discord.app);
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
    const agent = request.agent(discord.app);
    const callback = await approvedCallback(agent, { email_verified: null, display_name: '' });

    const response = await agent.get(sitePath(callback)).expect(200);
    expect(response.body.profile).toMatchObject({ email: null, displayName: 'Wumpus_Fan', username: 'wumpus_fan' });
  });
});
