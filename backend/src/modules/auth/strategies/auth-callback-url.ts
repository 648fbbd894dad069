import { AuthPlatform } from '../auth-platform.js';

/** Placeholder credential for an unconfigured provider; the controller refuses such platforms first. */
export const NOT_CONFIGURED = 'not-configured';

/** `${PUBLIC_URL}/api/auth/{platform}/callback`, the address registered with each provider. */
export function authCallbackUrl(publicUrl: string, platform: AuthPlatform): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/auth/${platform}/callback`;
}
