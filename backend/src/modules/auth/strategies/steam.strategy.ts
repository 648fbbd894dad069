import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Environment } from '../../../config/environment.js';
import { AuthPlatform, ProviderProfile } from '../auth-platform.js';
import { authCallbackUrl, NOT_CONFIGURED } from './auth-callback-url.js';
import { SteamOpenIdStrategy } from './steam-openid.strategy.js';

/** Steam sign-in (OpenID 2.0); the generic strategy already builds the ProviderProfile. */
@Injectable()
export class SteamStrategy extends PassportStrategy(SteamOpenIdStrategy, AuthPlatform.Steam) {
  constructor(env: Environment) {
    super({
      providerURL: env.STEAM_OPENID_URL,
      apiBaseURL: env.STEAM_API_BASE_URL,
      apiKey: env.STEAM_API_KEY || NOT_CONFIGURED,
      callbackURL: authCallbackUrl(env.PUBLIC_URL, AuthPlatform.Steam),
      realm: `${new URL(env.PUBLIC_URL).origin}/`,
    });
  }

  validate(profile: ProviderProfile): ProviderProfile {
    return profile;
  }
}
