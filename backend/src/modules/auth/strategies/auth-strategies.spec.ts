import 'reflect-metadata';
import { Test } from '@nestjs/testing';
import passport from 'passport';
import { Environment, validateEnvironment } from '../../../config/environment.js';
import { DiscordStrategy } from './discord.strategy.js';
import { GoogleStrategy } from './google.strategy.js';
import { AUTH_STRATEGIES } from './index.js';
import { SteamStrategy } from './steam.strategy.js';

const BASE_ENV = {
  DATABASE_URL: 'postgres://unused/unused',
  REDIS_URL: 'redis://unused',
  SESSION_SECRET: 'unit-tests-session-secret-0123456789',
  PUBLIC_URL: 'https://irl.example/',
};

/** The passport-oauth2 internals the configuration ends up in. */
interface OAuth2Internals {
  _callbackURL: string;
  _oauth2: { _clientId: string; _accessTokenUrl: string };
  _userProfileURL?: string;
  profileURL?: string;
}

const internals = (strategy: object) => strategy as unknown as OAuth2Internals;

async function compile(env: Environment) {
  return Test.createTestingModule({
    providers: [...AUTH_STRATEGIES, { provide: Environment, useValue: env }],
  }).compile();
}

describe('AUTH_STRATEGIES', () => {
  it('are built by Nest from the Environment and registered with passport under their platform names', async () => {
    const moduleRef = await compile(validateEnvironment(BASE_ENV));

    const registered = passport as unknown as { _strategy(name: string): unknown };
    expect(registered._strategy('google')).toBe(moduleRef.get(GoogleStrategy));
    expect(registered._strategy('discord')).toBe(moduleRef.get(DiscordStrategy));
    expect(registered._strategy('steam')).toBe(moduleRef.get(SteamStrategy));
  });

  it('use the configured endpoints and the public callback URLs', async () => {
    const moduleRef = await compile(
      validateEnvironment({
        ...BASE_ENV,
        GOOGLE_CLIENT_ID: 'g-id',
        GOOGLE_TOKEN_URL: 'http://127.0.0.1:1/token',
        DISCORD_CLIENT_ID: 'd-id',
      }),
    );

    const google = internals(moduleRef.get(GoogleStrategy));
    expect(google._callbackURL).toBe('https://irl.example/api/auth/google/callback');
    expect(google._oauth2._clientId).toBe('g-id');
    expect(google._oauth2._accessTokenUrl).toBe('http://127.0.0.1:1/token');
    expect(google._userProfileURL).toBe('https://openidconnect.googleapis.com/v1/userinfo');
    const discord = internals(moduleRef.get(DiscordStrategy));
    expect(discord._callbackURL).toBe('https://irl.example/api/auth/discord/callback');
    expect(discord.profileURL).toBe('https://discord.com/api/users/@me');
  });

  it('can be built while a provider is unconfigured (the controller refuses those platforms)', async () => {
    const moduleRef = await compile(validateEnvironment(BASE_ENV));

    const google = internals(moduleRef.get(GoogleStrategy));
    expect(google._oauth2._clientId).toBe('not-configured');
  });
});

describe('GoogleStrategy.validate', () => {
  async function validate(json: Record<string, unknown>) {
    const google = (await compile(validateEnvironment(BASE_ENV))).get(GoogleStrategy);
    return google.validate('token', undefined, { _json: json } as unknown as Parameters<GoogleStrategy['validate']>[2]);
  }

  it('takes the username from the name when there is no e-mail', async () => {
    expect(await validate({ sub: '42', name: 'José Ñúñez' })).toEqual({
      platform: 'google',
      providerUserId: '42',
      username: 'jose_nunez',
      displayName: 'José Ñúñez',
      firstName: null,
      lastName: null,
      email: null,
      avatarUrl: null,
    });
  });

  it('keeps an unverified address out of the profile but may suggest its local part as username', async () => {
    const profile = await validate({ sub: '42', name: 'X', email: 'grace.hopper@example.com', email_verified: false });

    expect(profile).toMatchObject({ email: null, username: 'grace.hopper' });
  });
});
