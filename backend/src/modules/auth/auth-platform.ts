/** The three sign-in providers, named by their route segment (/api/auth/{platform}). */
export enum AuthPlatform {
  Google = 'google',
  Discord = 'discord',
  Steam = 'steam',
}

export const AUTH_PLATFORMS = Object.values(AuthPlatform);

/** How each provider is named to people (messages, buttons). The one table of these labels. */
export const PLATFORM_LABEL: Record<AuthPlatform, string> = {
  [AuthPlatform.Google]: 'Google',
  [AuthPlatform.Discord]: 'Discord',
  [AuthPlatform.Steam]: 'Steam',
};

/** What every strategy hands to the auth service: the provider's account, normalised. */
export interface ProviderProfile {
  platform: AuthPlatform;
  /** The provider's stable account id (Google `sub`, Discord snowflake, 64-bit SteamID). */
  providerUserId: string;
  /** Suggested username (the provider's handle); the service makes it unique. */
  username: string;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  avatarUrl: string | null;
}
