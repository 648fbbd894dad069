import { screen, waitFor } from '@testing-library/react';
import type { CurrentUserDto, SessionDto } from '@/api/generated/types.gen';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { renderRoute, stubFetch } from '@/test/render';
import { buildCurrentUser, buildFullArticle, buildPage, buildSearchPage, buildSession } from '@/test/fixtures';

function buildUser(overrides: Partial<CurrentUserDto> = {}): CurrentUserDto {
  return buildCurrentUser({
    id: 'u1',
    username: 'lurker_since_07',
    displayName: 'lurker_since_07',
    firstName: 'Lou',
    lastName: 'Rker',
    email: 'lou@example.com',
    primaryPlatform: 'google',
    ...overrides,
  });
}

function session(user: CurrentUserDto | null, overrides: Partial<SessionDto> = {}): SessionDto {
  return buildSession(user, { platforms: ['google', 'discord', 'steam'], ...overrides });
}

function stubSession(answer: Response | (() => Response)) {
  return stubFetch((url) => {
    if (url.pathname === '/api/auth/user') return typeof answer === 'function' ? answer() : answer.clone();
    if (url.pathname === '/api/articles/search') return jsonResponse('searchArticles', buildSearchPage([]));
    if (url.pathname === '/api/articles') return jsonResponse('listArticles', buildPage([]));
    if (url.pathname === '/api/articles/7')
      return jsonResponse('getArticle', buildFullArticle({ id: 7, title: 'Shared Stream Story' }));
    return undefined;
  });
}

describe('routing by sign-in state', () => {
  it('shows the landing page at / when signed out', async () => {
    stubSession(() => jsonResponse('getSession', session(null)));
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'The Ultimate IRL Stream History' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the Community' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started Today' })).toBeInTheDocument();
  });

  it('redirects a signed-in route to the landing page when signed out', async () => {
    stubSession(() => jsonResponse('getSession', session(null)));
    const { router } = renderRoute('/settings/social');
    expect(await screen.findByRole('heading', { name: 'The Ultimate IRL Stream History' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a shared article to a signed-out visitor at both spellings of its address', async () => {
    stubSession(() => jsonResponse('getSession', session(null)));
    for (const path of ['/article/7', '/articles/7']) {
      const { router, unmount } = renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Shared Stream Story' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      unmount();
    }
  });

  it('opens the sign-in dialog for /?signin=1', async () => {
    stubSession(() => jsonResponse('getSession', session(null)));
    renderRoute('/?signin=1');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    for (const name of ['Google', 'Discord', 'Steam']) {
      expect(screen.getByRole('button', { name: `Continue with ${name}` })).toBeEnabled();
    }
    expect(screen.queryByRole('button', { name: 'Login as ROOT' })).not.toBeInTheDocument();
  });

  it('offers Login as ROOT on localhost when the server allows it, and disables unoffered platforms', async () => {
    stubSession(() => jsonResponse('getSession', session(null, { rootLoginAvailable: true, platforms: ['google'] })));
    renderRoute('/?signin=1');
    expect(await screen.findByRole('button', { name: 'Login as ROOT' }, { timeout: 5000 })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continue with Steam' })).toBeDisabled();
    expect(screen.getByText('Steam sign-in is not available on this site.')).toBeInTheDocument();
  });

  it('shows the ban message on the landing page for a 403 session answer', async () => {
    stubSession(() => errorResponse(403, 'Your account has been banned: spam.'));
    renderRoute('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account has been banned: spam.');
  });

  it("shows 'Access Denied' on Browse for a user when featureAccess is admins", async () => {
    stubSession(() => jsonResponse('getSession', session(buildUser(), { featureAccess: 'admins' })));
    renderRoute('/browse');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Browse' })).not.toBeInTheDocument();
  });

  it('opens Browse for a user when featureAccess is everyone and shows the nav link', async () => {
    stubSession(() => jsonResponse('getSession', session(buildUser())));
    renderRoute('/browse');
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse Articles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/browse');
  });

  it('denies /admin to a non-admin and shows the dashboard (its own chunk) to an admin', async () => {
    stubSession(() => jsonResponse('getSession', session(buildUser())));
    const first = renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    first.unmount();

    stubSession(() => jsonResponse('getSession', session(buildUser({ role: 'admin' }))));
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
  });

  it('redirects /settings to /settings/profile and shows Flairs to admins only', async () => {
    stubSession(() => jsonResponse('getSession', session(buildUser())));
    const { router, unmount } = renderRoute('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/profile'));
    expect(await screen.findByRole('link', { name: 'Social' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Flairs' })).not.toBeInTheDocument();
    unmount();

    stubSession(() => jsonResponse('getSession', session(buildUser({ role: 'admin' }))));
    renderRoute('/settings/security');
    expect(await screen.findByRole('link', { name: 'Flairs' })).toHaveAttribute('href', '/settings/appearance');
    expect(await screen.findByRole('heading', { name: 'Security' })).toBeInTheDocument();
  });

  it('keeps 404 Page Not Found for unknown paths', async () => {
    stubSession(() => jsonResponse('getSession', session(buildUser())));
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
