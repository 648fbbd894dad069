import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import type { CurrentUserDto, SessionDto } from '@/api/generated/types.gen';
import { configureApiClient } from '@/lib/api-client';
import { type SessionState, sessionStateQueryKey } from '@/lib/session';
import { errorResponse, jsonResponse } from './api-response';
import { buildCurrentUser, buildSession } from './fixtures';

/** A query client like the app's, for one test. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** A test client whose session check has already answered, as the start-up preload leaves it. */
export function createTestQueryClientWithSession(session: SessionDto): QueryClient {
  configureApiClient(); // the generated query keys carry the client's baseUrl
  const queryClient = createTestQueryClient();
  queryClient.setQueryData<SessionState>(sessionStateQueryKey(), { session, bannedMessage: null });
  return queryClient;
}

/** Renders the real route table at `path`, with the app's providers and client setup. */
export function renderRoute(path: string, queryClient = createTestQueryClient()) {
  configureApiClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

export type FetchRoute = (url: URL, request: Request) => Response | Promise<Response> | undefined;

/**
 * Stubs global fetch at the network level: the generated client builds a real Request, and
 * `answer` returns the Response for it (a Promise to hold it back, or undefined for a 404). Returns
 * the requests seen.
 */
export function stubFetch(answer: FetchRoute): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(request);
      const response = answer(new URL(request.url), request) ?? errorResponse(404, 'Not Found');
      return Promise.resolve(response);
    }),
  );
  return requests;
}

/** A signed-in session answer for GET /api/auth/user (routes behind sign-in need one). */
export function signedInSessionResponse(overrides: Partial<CurrentUserDto> = {}): Response {
  return jsonResponse('getSession', buildSession(buildCurrentUser(overrides)));
}

/** stubFetch for screens behind sign-in: the session check answers signed in, everything else as given. */
export function stubFetchSignedIn(answer: FetchRoute): Request[] {
  return stubFetch((url, request) =>
    url.pathname === '/api/auth/user' ? signedInSessionResponse() : answer(url, request),
  );
}
