import { screen, within } from '@testing-library/react';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { buildConnection, buildCurrentUser, buildSession } from '@/test/fixtures';
import { renderRoute, stubFetch } from '@/test/render';

function stub(connections: Response, secondFactor: 'off' | 'enrol' = 'off') {
  const user = buildCurrentUser({ id: 'u1', username: 'chatlogger', createdAt: '2023-04-01T10:00:00.000Z' });
  return stubFetch((url) => {
    if (url.pathname === '/api/auth/user') return jsonResponse('getSession', buildSession(user, { secondFactor }));
    if (url.pathname === '/api/oauth/connections') return connections.clone();
    if (url.pathname === '/api/second-factor')
      return jsonResponse('getSecondFactorStatus', {
        enrolled: false,
        required: true,
        state: secondFactor,
        recoveryCodesLeft: 0,
        recoveryCodesOutdated: false,
      });
    return undefined;
  });
}

describe('SecurityTab', () => {
  it('shows when the account was created, the primary sign-in method and the connected accounts', async () => {
    stub(
      jsonResponse('listConnections', [
        buildConnection('google', { connected: true, username: 'chat@example.com' }),
        buildConnection('discord', { connected: true, isPrimary: true, displayName: 'Chat Logger' }),
        buildConnection('steam'),
      ]),
    );
    renderRoute('/settings/security');
    const list = await screen.findByRole('list', { name: 'Connected accounts' }, { timeout: 5000 });
    expect(screen.getByText('Account created').nextSibling).toHaveTextContent('Apr 1, 2023');
    expect(screen.getByText('Primary sign-in method').nextSibling).toHaveTextContent('Discord');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Googlechat@example.com', 'DiscordChat Logger (primary)']);
    expect(screen.queryByText('Steam')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage connected accounts' })).toHaveAttribute('href', '/settings/social');
    expect(screen.queryByText('This section is coming soon.')).not.toBeInTheDocument();
  });

  it('offers the two-factor set-up to an admin who must set it up (acting as a member until then), not to members', async () => {
    stub(jsonResponse('listConnections', [buildConnection('google')]), 'enrol');
    renderRoute('/settings/security');
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' }, { timeout: 5000 })).toBeVisible();
  });

  it('does not offer the two-factor set-up to a member', async () => {
    stub(jsonResponse('listConnections', [buildConnection('google')]));
    renderRoute('/settings/security');
    await screen.findByText('Primary sign-in method', {}, { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'Two-factor authentication' })).not.toBeInTheDocument();
  });

  it('says so when nothing is connected', async () => {
    stub(jsonResponse('listConnections', [buildConnection('google'), buildConnection('discord')]));
    renderRoute('/settings/security');
    expect(await screen.findByText('No sign-in accounts are connected.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Primary sign-in method').nextSibling).toHaveTextContent('None');
  });

  it('shows an error when the connections cannot be loaded', async () => {
    stub(errorResponse(500, 'boom'));
    renderRoute('/settings/security');
    expect(await screen.findByText('Failed to load your sign-in methods.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
