import { DiscordStrategy } from './discord.strategy.js';
import { GoogleStrategy } from './google.strategy.js';
import { SteamStrategy } from './steam.strategy.js';

export { DiscordStrategy, GoogleStrategy, SteamStrategy };

/** Providers for the auth module; each registers itself with passport under its AuthPlatform name. */
export const AUTH_STRATEGIES = [GoogleStrategy, DiscordStrategy, SteamStrategy];
