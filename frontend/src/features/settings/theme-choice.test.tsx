import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { configureApiClient } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { DEFAULT_SITE_SETTINGS, setSiteSettings } from '@/lib/site-settings';
import { THEME_STORAGE_KEY } from '@/lib/theme';
import { jsonResponse } from '@/test/api-response';
import { buildCurrentUser, buildSession } from '@/test/fixtures';
import { createTestQueryClient, stubFetch } from '@/test/render';
import { ThemeChoice } from './theme-choice';

const NOTIFICATIONS = {
  accountChanges: true,
  messages: true,
  articles: true,
  digest: false,
  marketing: false,
  frequency: 'instant' as const,
};

function stub(server: { theme: 'light' | 'dark' | 'system'; themeChosen: boolean }, signedIn = true) {
  return stubFetch((url, request) => {
    if (url.pathname === '/api/auth/user')
      return jsonResponse('getSession', buildSession(signedIn ? buildCurrentUser() : null));
    if (url.pathname === '/api/settings' && request.method === 'GET')
      return jsonResponse('getMySettings', { ...server, allowThemeSwitching: true, notifications: NOTIFICATIONS });
    if (url.pathname === '/api/settings' && request.method === 'PATCH')
      return jsonResponse('updateMySettings', {
        theme: 'dark',
        themeChosen: true,
        allowThemeSwitching: true,
        notifications: NOTIFICATIONS,
      });
    return undefined;
  });
}

/** The settings screen as the app shows it: the header's session check runs alongside. */
function WithSession() {
  useSession();
  return <ThemeChoice />;
}

function renderChoice() {
  configureApiClient();
  const router = createMemoryRouter([{ path: '/', element: <WithSession /> }]);
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const patches = (requests: Request[]) =>
  requests.filter((r) => r.method === 'PATCH' && new URL(r.url).pathname === '/api/settings');

describe('Theme choice in the settings screen, kept on the server', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.classList.remove('dark');
  });
  afterEach(() => act(() => setSiteSettings(DEFAULT_SITE_SETTINGS)));

  it("adopts the server's saved theme after sign-in, over this browser's choice", async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const requests = stub({ theme: 'dark', themeChosen: true });
    renderChoice();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked(), { timeout: 5000 });
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(patches(requests)).toHaveLength(0);
  });

  it('saves a choice locally and to the server', async () => {
    const requests = stub({ theme: 'system', themeChosen: false });
    renderChoice();
    await waitFor(() => expect(requests.some((r) => new URL(r.url).pathname === '/api/settings')).toBe(true), {
      timeout: 5000,
    });
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await waitFor(() => expect(patches(requests)).toHaveLength(1), { timeout: 5000 });
    expect(await patches(requests)[0].clone().json()).toEqual({ theme: 'dark' });
  });

  it('only saves locally when signed out', async () => {
    const requests = stub({ theme: 'system', themeChosen: false }, false);
    renderChoice();
    await waitFor(() => expect(requests.some((r) => new URL(r.url).pathname === '/api/auth/user')).toBe(true), {
      timeout: 5000,
    });
    await userEvent.setup().click(await screen.findByRole('radio', { name: 'Light' }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(requests.some((r) => new URL(r.url).pathname === '/api/settings')).toBe(false);
  });

  it('is hidden when the admins turned theme switching off', () => {
    act(() => setSiteSettings({ ...DEFAULT_SITE_SETTINGS, allowThemeSwitching: false }));
    stub({ theme: 'system', themeChosen: false });
    renderChoice();
    expect(screen.queryByRole('radiogroup', { name: 'Theme' })).not.toBeInTheDocument();
  });
});
