import DiscordStrategy from 'passport-discord';
import OAuth2Strategy, { InternalOAuthError } from 'passport-oauth2';

/** The fields of Discord's GET /users/@me we read (https://discord.com/developers/docs/resources/user). */
export interface DiscordUser {
  id: string;
  username: string;
  global_name?: string | null;
  avatar?: string | null;
  email?: string | null;
  verified?: boolean;
  discriminator?: string;
  provider: 'discord';
}

export type ConfigurableDiscordStrategyOptions = DiscordStrategy.StrategyOptions & {
  /** Base of the Discord REST API, e.g. https://discord.com/api (the profile is {base}/users/@me). */
  apiBaseURL: string;
};

/**
 * passport-discord with a configurable API base: the original hard-codes
 * https://discord.com/api/users/@me, which a local stand-in cannot answer.
 */
export class ConfigurableDiscordStrategy extends DiscordStrategy {
  private readonly profileURL: string;

  constructor(options: ConfigurableDiscordStrategyOptions, verify: OAuth2Strategy.VerifyFunction) {
    const { apiBaseURL, ...oauthOptions } = options;
    super(oauthOptions, verify);
    this.profileURL = `${apiBaseURL.replace(/\/+$/, '')}/users/@me`;
  }

  override userProfile(accessToken: string, done: (err?: unknown, profile?: DiscordUser) => void): void {
    // passport-discord already sends the token as a Bearer header on GET.
    this._oauth2.get(this.profileURL, accessToken, (err, body) => {
      if (err) return done(new InternalOAuthError('Failed to fetch the user profile.', err));
      try {
        const user = JSON.parse(String(body)) as DiscordUser;
        if (typeof user?.id !== 'string' || typeof user.username !== 'string') {
          return done(new Error('Discord returned a user profile without id or username.'));
        }
        done(null, { ...user, provider: 'discord' });
      } catch {
        done(new Error('Failed to parse the user profile.'));
      }
    });
  }
}
