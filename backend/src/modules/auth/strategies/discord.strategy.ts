import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Environment } from '../../../config/environment.js';
import { AuthPlatform, ProviderProfile } from '../auth-platform.js';
import { normaliseUsername } from '../username-suggestion.js';
import { authCallbackUrl, NOT_CONFIGURED } from './auth-callback-url.js';
import { ConfigurableDiscordStrategy, DiscordUser } from './discord-api-strategy.js';

const DISCORD_CDN = 'https://cdn.discordapp.com';

/** Discord sign-in: authorization code flow with state (kept in req.session by passport-oauth2). */
@Injectable()
export class DiscordStrategy extends PassportStrategy(ConfigurableDiscordStrategy, AuthPlatform.Discord) {
  constructor(env: Environment) {
    super({
      clientID: env.DISCORD_CLIENT_ID || NOT_CONFIGURED,
      clientSecret: env.DISCORD_CLIENT_SECRET || NOT_CONFIGURED,
      callbackURL: authCallbackUrl(env.PUBLIC_URL, AuthPlatform.Discord),
      authorizationURL: env.DISCORD_AUTHORIZATION_URL,
      tokenURL: env.DISCORD_TOKEN_URL,
      apiBaseURL: env.DISCORD_API_BASE_URL,
      scope: ['identify', 'email'],
      state: true,
      sessionKey: 'oauth2:discord',
    });
  }

  validate(_accessToken: string, _refreshToken: string | undefined, user: DiscordUser): ProviderProfile {
    return {
      platform: AuthPlatform.Discord,
      providerUserId: user.id,
      username: normaliseUsername(user.username),
      displayName: user.global_name || user.username,
      firstName: null,
      lastName: null,
      // An unverified Discord address proves nothing about who owns it.
      email: user.email && user.verified ? user.email : null,
      avatarUrl: user.avatar ? `${DISCORD_CDN}/avatars/${user.id}/${user.avatar}.png` : null,
    };
  }
}
