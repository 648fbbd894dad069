import { type QueryClient, useQuery } from '@tanstack/react-query';
import { getSessionQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { getSession } from '@/api/generated/sdk.gen';
import type { CurrentUserDto, SessionDto } from '@/api/generated/types.gen';
import { errorStatus, serverMessage } from './api-error';

/** The session is polled every 5 s (2 s on the landing page), so bans and sign-outs show quickly. */
export const SESSION_POLL_MS = 5000;
export const LANDING_SESSION_POLL_MS = 2000;

/** Features an admin's switches open to everyone or to admins only (Browse Content, Flair Store, Content Creation, Direct Messages). */
export type GatedFeature = keyof SessionDto['features'];

/** What the session check resolved to: a session, or why there is none. */
export type SessionState = { session: SessionDto | null; bannedMessage: string | null };

/**
 * The session query's key, under the generated one: invalidating getSessionQueryKey() (as the
 * writes that change the session do) refreshes it. Its data is a SessionState, not the raw answer.
 */
export function sessionStateQueryKey() {
  return [...getSessionQueryKey(), 'state'] as const;
}

/** True when the user may use a gated feature: admins always, others when its switch is 'everyone' (the server enforces the same rule). */
export function canUseFeature(
  session: SessionDto | null | undefined,
  user: CurrentUserDto | null,
  feature: GatedFeature,
): boolean {
  if (!user) return false;
  return user.role === 'admin' || session?.features?.[feature] === 'everyone';
}

async function fetchSessionState(queryClient: QueryClient | null, signal: AbortSignal): Promise<SessionState> {
  try {
    const { data } = await getSession({ throwOnError: true, signal });
    return { session: data, bannedMessage: null };
  } catch (error) {
    // 403: a banned account; the landing page shows the server's message.
    if (errorStatus(error) === 403) {
      return { session: null, bannedMessage: serverMessage(error) ?? 'Your account has been banned.' };
    }
    // Any other failed check is ignored: the last answer stays (or signed out on the first check).
    const previous = queryClient?.getQueryData<SessionState>(sessionStateQueryKey());
    if (previous) return previous;
    return { session: null, bannedMessage: null };
  }
}

/** The session check itself: never cached, never retried (the hook adds its polling). */
export function sessionStateQueryOptions() {
  return {
    queryKey: sessionStateQueryKey(),
    queryFn: ({ signal, client }: { signal: AbortSignal; client: QueryClient }) => fetchSessionState(client, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  } as const;
}

/**
 * Keeps the session fresh: GET /api/auth/user every `pollMs`, and on window focus. Mounted once, in
 * the root layout (the landing page adds a faster one while it shows), so a tab sends one check per
 * interval however many components read the session.
 */
export function useSessionPolling(pollMs: number = SESSION_POLL_MS): void {
  useQuery({ ...sessionStateQueryOptions(), refetchInterval: pollMs, refetchOnWindowFocus: 'always' });
}

/**
 * The one session hook: reads the session the start-up check and the poller keep fresh. It asks the
 * server itself only when no answer has arrived yet (each component asking on mount, or keeping its
 * own timer, multiplied the checks by the components on screen).
 */
export function useSession() {
  const query = useQuery({ ...sessionStateQueryOptions(), refetchOnMount: false, refetchOnWindowFocus: false });
  const session = query.data?.session ?? null;
  const user = session?.user ?? null;
  return {
    query,
    session,
    user,
    /** Only the very first check: later polls keep showing the last answer. */
    isPending: query.isPending,
    isAdmin: user?.role === 'admin',
    bannedMessage: query.data?.bannedMessage ?? null,
    canUse: (feature: GatedFeature) => canUseFeature(session, user, feature),
  };
}
