import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionDto } from '@/api/generated/types.gen';
import { DEFAULT_SITE_SETTINGS, setSiteSettings } from '@/lib/site-settings';
import { jsonResponse } from '@/test/api-response';
import { renderRoute, stubFetch } from '@/test/render';
import { buildCurrentUser, buildPage, buildSession, buildUsernameConflictRequest } from '@/test/fixtures';

const session: SessionDto = {
  ...buildSession(
    buildCurrentUser({
      id: 'user-42',
      username: 'backpack_dan',
      displayName: 'backpack_dan',
      firstName: 'Dan',
      lastName: 'Pack',
      email: 'dan@example.com',
    }),
  ),
  platforms: ['google'],
};

function stub(status: number) {
  return stubFetch((url) => {
    if (url.pathname === '/api/auth/user') return jsonResponse('getSession', session);
    if (url.pathname === '/api/support/username-conflict')
      return jsonResponse('createUsernameConflictRequest', buildUsernameConflictRequest(), status);
    if (url.pathname === '/api/articles') return jsonResponse('listArticles', buildPage([]));
    return undefined;
  });
}

describe('UsernameConflictPage', () => {
  it('shows the account summary, checks the fields and sends the request', async () => {
    const requests = stub(201);
    const { router } = renderRoute('/username-conflict');
    expect(await screen.findByText('user-42', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Contact email')).toHaveValue('dan@example.com');
    expect(screen.getByLabelText('Conflict type')).toHaveValue('account-merge');

    await userEvent.clear(screen.getByLabelText('Contact email'));
    await userEvent.type(screen.getByLabelText('Contact email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('Invalid email')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Contact email'));
    await userEvent.type(screen.getByLabelText('Contact email'), 'dan@example.org');
    await userEvent.type(screen.getByLabelText('Desired username'), 'dan');
    await userEvent.type(screen.getByLabelText('Explanation'), 'It is my handle everywhere.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText(/Your support request has been submitted successfully/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const call = requests.find((request) => new URL(request.url).pathname === '/api/support/username-conflict');
    expect(await call?.clone().json()).toEqual({
      conflictType: 'account-merge',
      desiredUsername: 'dan',
      currentUsername: 'backpack_dan',
      contactEmail: 'dan@example.org',
      explanation: 'It is my handle everywhere.',
    });
  });

  it('shows the support failure text, naming no address while the admins set none', async () => {
    stub(500);
    renderRoute('/username-conflict');
    await userEvent.type(await screen.findByLabelText('Desired username'), 'dan');
    await userEvent.type(screen.getByLabelText('Explanation'), 'Mine.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit support request. Please try again in a moment.',
    );
  });

  it('names the contact address of the website settings when the request fails', async () => {
    act(() => setSiteSettings({ ...DEFAULT_SITE_SETTINGS, contactEmail: 'help@irl.test' }));
    stub(500);
    renderRoute('/username-conflict');
    await userEvent.type(await screen.findByLabelText('Desired username'), 'dan');
    await userEvent.type(screen.getByLabelText('Explanation'), 'Mine.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit support request. Please try again or contact us directly at help@irl.test',
    );
    act(() => setSiteSettings(DEFAULT_SITE_SETTINGS));
  });
});

describe('UsernameConflictResolutionPage', () => {
  it("shows the username and a link button per platform the site offers, never the other account's platforms", async () => {
    stubFetch((url) =>
      url.pathname === '/api/auth/user'
        ? jsonResponse('getSession', { ...session, platforms: ['google', 'discord'] })
        : undefined,
    );
    // An old link that still carries the other account's platforms: they are not shown.
    renderRoute('/username-conflict-resolution?username=dan&platform=discord&platforms=steam');
    expect(await screen.findByText('dan')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Link Google to existing account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link Discord to existing account' })).toBeInTheDocument();
    expect(screen.queryByText('Steam')).not.toBeInTheDocument();
    expect(screen.queryByText(/Connected platforms of that account/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support for Help' })).toHaveAttribute(
      'href',
      '/username-conflict',
    );
    expect(screen.getByText(/combines the two accounts into one profile/)).toBeInTheDocument();
  });
});
