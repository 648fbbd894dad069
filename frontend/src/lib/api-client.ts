import { client } from '@/api/generated/client.gen';

/**
 * Points the generated client at the same origin (the API lives under /api) and sends the
 * session cookie with every call. Called once, before the first render.
 */
export function configureApiClient(): void {
  client.setConfig({ baseUrl: '', credentials: 'include' });
}
