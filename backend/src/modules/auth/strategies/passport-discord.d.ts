// passport-discord ships no types; this covers the part we use (it is passport-oauth2 with Discord defaults).
declare module 'passport-discord' {
  import OAuth2Strategy from 'passport-oauth2';

  namespace DiscordStrategy {
    type StrategyOptions = Omit<OAuth2Strategy.StrategyOptions, 'authorizationURL' | 'tokenURL'> & {
      authorizationURL?: string;
      tokenURL?: string;
    };
  }

  class DiscordStrategy extends OAuth2Strategy {
    constructor(options: DiscordStrategy.StrategyOptions, verify: OAuth2Strategy.VerifyFunction);
  }

  export = DiscordStrategy;
}
