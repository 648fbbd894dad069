import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Profile, Strategy } from 'passport-google-oauth20';
import { Environment } from '../../../config/environment.js';
import { AuthPlatform, ProviderProfile } from '../auth-platform.js';
import { normaliseUsername } from '../username-suggestion.js';
import { authCallbackUrl, NOT_CONFIGURED } from './auth-callback-url.js';

/** Google's OpenID Connect userinfo body (what passport-google-oauth20 keeps in profile._json). */
interface GoogleUserInfo {
  sub: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  email_verified?: boolean | string;
  picture?: string;
}

/** Google sign-in: authorization code flow with state and PKCE (both kept in req.session by passport-oauth2). */
@Injectable()
export class GoogleStrategy extends PassportStrategy(Strategy, AuthPlatform.Google) {
  constructor(env: Environment) {
    super({
      clientID: env.GOOGLE_CLIENT_ID || NOT_CONFIGURED,
      clientSecret: env.GOOGLE_CLIENT_SECRET || NOT_CONFIGURED,
      callbackURL: authCallbackUrl(env.PUBLIC_URL, AuthPlatform.Google),
      authorizationURL: env.GOOGLE_AUTHORIZATION_URL,
      tokenURL: env.GOOGLE_TOKEN_URL,
      userProfileURL: env.GOOGLE_USERINFO_URL,
      scope: ['openid', 'profile', 'email'],
      state: true,
      pkce: true,
      // The default key is derived from the authorization host; a fixed one keeps providers apart
      // even when their stand-ins share 127.0.0.1.
      sessionKey: 'oauth2:google',
    });
    // Send the access token as a Bearer header rather than in the userinfo query string (and so in logs).
    this._oauth2.useAuthorizationHeaderforGET(true);
  }

  validate(_accessToken: string, _refreshToken: string | undefined, profile: Profile): ProviderProfile {
    const info = profile._json as GoogleUserInfo;
    const verified = info.email_verified === true || info.email_verified === 'true';
    const email = info.email && verified ? info.email : null;
    return {
      platform: AuthPlatform.Google,
      providerUserId: info.sub,
      username: normaliseUsername(info.email?.split('@')[0] || info.name),
      displayName: info.name || null,
      firstName: info.given_name || null,
      lastName: info.family_name || null,
      email,
      avatarUrl: info.picture || null,
    };
  }
}
