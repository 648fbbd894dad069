import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConnectionDto, SessionDto } from '@/api/generated/types.gen';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { renderRoute, stubFetch } from '@/test/render';
import { buildConnection, buildCurrentUser, buildSession } from '@/test/fixtures';

function session(isRoot = false): SessionDto {
  const user = buildCurrentUser({
    id: 'u1',
    username: isRoot ? 'root' : 'chatlogger',
    displayName: isRoot ? 'ROOT' : 'chatlogger',
    email: 'chat@example.com',
    role: isRoot ? 'admin' : 'user',
    isRoot,
  });
  return { ...buildSession(user), platforms: ['google', 'discord', 'steam'] };
}

function stub(list: ConnectionDto[], { isRoot = false, after }: { isRoot?: boolean; after?: ConnectionDto[] } = {}) {
  return stubFetch((url, request) => {
    if (url.pathname === '/api/auth/user') return jsonResponse('getSession', session(isRoot));
    if (url.pathname === '/api/oauth/connections' && request.method === 'GET')
      return jsonResponse('listConnections', list);
    if (url.pathname === '/api/oauth/make-primary') return jsonResponse('makePrimaryConnection', after ?? list);
    if (url.pathname.startsWith('/api/oauth/connections/') && request.method === 'DELETE') {
      return after ? jsonResponse('disconnectConnection', after) : errorResponse(500, 'boom');
    }
    return undefined;
  });
}

describe('SocialTab', () => {
  it('opens the connect popup at 500x600, the sign-in size (600x700 is for account linking)', async () => {
    stub([buildConnection('google', { connected: true, isPrimary: true }), buildConnection('discord')]);
    // A popup that is already closed: the tab re-checks the list and is done.
    const open = vi.spyOn(window, 'open').mockReturnValue({ closed: true } as Window);
    try {
      renderRoute('/settings/social');
      await userEvent.click(await screen.findByRole('button', { name: 'Connect Discord' }, { timeout: 5000 }));
      expect(open).toHaveBeenCalledTimes(1);
      expect(open.mock.calls[0][0]).toBe('/api/auth/discord?mode=link');
      expect(open.mock.calls[0][2]).toMatch(/^width=500,height=600,/);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('shows each platform with its state and the Primary badge', async () => {
    stub([
      buildConnection('google', { connected: true, isPrimary: true, displayName: 'Chat Logger' }),
      buildConnection('discord'),
      buildConnection('steam', { available: false }),
    ]);
    renderRoute('/settings/social');
    const google = await screen.findByTestId('connection-google', {}, { timeout: 5000 });
    expect(google).toHaveTextContent('Chat Logger');
    expect(within(google).getByText('Primary')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Discord' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Connect Steam' })).toBeDisabled();
    expect(screen.queryByText('Action Required')).not.toBeInTheDocument();
  });

  it("shows the platform's letter, not a broken picture, until the provider's picture has loaded", async () => {
    stub([
      buildConnection('discord', {
        connected: true,
        isPrimary: true,
        displayName: 'Walk User',
        avatar: 'https://cdn.discordapp.com/avatars/1/stale.png',
      }),
    ]);
    renderRoute('/settings/social');
    const discord = await screen.findByTestId('connection-discord', {}, { timeout: 5000 });
    // jsdom loads no pictures: the row must stand without one, as it does when the address has gone stale.
    expect(within(discord).getByTestId('connection-letter')).toHaveTextContent('D');
    expect(discord.querySelector('img')).toBeNull();
  });

  it("refuses to disconnect the only account with 'Cannot Disconnect' and no call", async () => {
    const requests = stub([
      buildConnection('google', { connected: true, isPrimary: true }),
      buildConnection('discord'),
    ]);
    renderRoute('/settings/social');
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }, { timeout: 5000 }));
    expect(await screen.findByText('Cannot Disconnect')).toBeInTheDocument();
    expect(screen.getByText('You must have at least one social media account connected.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it("shows 'Disconnection Failed' when the server refuses", async () => {
    stub([
      buildConnection('google', { connected: true, isPrimary: true }),
      buildConnection('discord', { connected: true }),
    ]);
    renderRoute('/settings/social');
    const discord = await screen.findByTestId('connection-discord');
    await userEvent.click(within(discord).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Disconnection Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to disconnect account. Please try again.')).toBeInTheDocument();
  });

  it("makes a connection primary and says 'Primary Updated'", async () => {
    const after = [
      buildConnection('google', { connected: true }),
      buildConnection('discord', { connected: true, isPrimary: true }),
    ];
    const requests = stub(
      [
        buildConnection('google', { connected: true, isPrimary: true }),
        buildConnection('discord', { connected: true }),
      ],
      { after },
    );
    renderRoute('/settings/social');
    await userEvent.click(await screen.findByRole('button', { name: 'Make Primary' }));
    expect(await screen.findByText('Primary Updated')).toBeInTheDocument();
    const call = requests.find((request) => new URL(request.url).pathname === '/api/oauth/make-primary');
    expect(await call?.clone().json()).toEqual({ platform: 'discord' });
    await waitFor(() =>
      expect(within(screen.getByTestId('connection-discord')).getByText('Primary')).toBeInTheDocument(),
    );
  });

  it("warns 'Action Required' when nothing is connected, except for root", async () => {
    stub([buildConnection('google'), buildConnection('discord')]);
    const view = renderRoute('/settings/social');
    expect(await screen.findByText('Action Required')).toBeInTheDocument();
    view.unmount();

    stub([buildConnection('google'), buildConnection('discord')], { isRoot: true });
    renderRoute('/settings/social');
    expect(await screen.findByTestId('connection-google')).toBeInTheDocument();
    expect(screen.queryByText('Action Required')).not.toBeInTheDocument();
  });
});
