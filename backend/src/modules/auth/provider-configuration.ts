import { Injectable } from '@nestjs/common';
import { Environment } from '../../config/environment.js';
import { AUTH_PLATFORMS, AuthPlatform } from './auth-platform.js';

/** Which providers have credentials here: only those are offered. */
@Injectable()
export class ProviderConfiguration {
  constructor(private readonly env: Environment) {}

  isConfigured(platform: AuthPlatform): boolean {
    switch (platform) {
      case AuthPlatform.Google:
        return Boolean(this.env.GOOGLE_CLIENT_ID && this.env.GOOGLE_CLIENT_SECRET);
      case AuthPlatform.Discord:
        return Boolean(this.env.DISCORD_CLIENT_ID && this.env.DISCORD_CLIENT_SECRET);
      case AuthPlatform.Steam:
        return Boolean(this.env.STEAM_API_KEY);
    }
  }

  configured(): AuthPlatform[] {
    return AUTH_PLATFORMS.filter((platform) => this.isConfigured(platform));
  }
}
