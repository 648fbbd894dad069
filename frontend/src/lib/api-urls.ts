import { client } from '@/api/generated/client.gen';
import type { AuthPlatform, LoginData, StartSignInData, StreamMessagesData } from '@/api/generated/types.gen';

/*
 * API addresses the browser opens itself (a popup, a link, an EventSource) rather than through a
 * generated SDK call. Each is built by the generated client from the operation's own typed `url`, so
 * a path that changes in the API document fails the typecheck here instead of breaking at run time.
 */

/** Starts sign-in with a provider (or links it to the signed-in account with mode 'link'). */
export function signInUrl(platform: AuthPlatform, mode?: 'link'): string {
  return client.buildUrl<StartSignInData>({
    url: '/api/auth/{platform}',
    path: { platform },
    ...(mode ? { query: { mode } } : {}),
  });
}

/** The server's sign-in entry for plain links (it opens the sign-in dialog). */
export function loginUrl(): string {
  return client.buildUrl<LoginData>({ url: '/api/login' });
}

/** The live message stream (EventSource: the generated SSE client omits Accept: text/event-stream). */
export function messageStreamUrl(): string {
  return client.buildUrl<StreamMessagesData>({ url: '/api/messages/stream' });
}
