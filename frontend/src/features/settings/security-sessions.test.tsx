import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignedInSessionDto } from '@/api/generated/types.gen';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { buildCurrentUser, buildSession } from '@/test/fixtures';
import { renderRoute, stubFetch } from '@/test/render';
import { describeTimeout } from './sessions-card';

function session(overrides: Partial<SignedInSessionDto>): SignedInSessionDto {
  return {
    id: 'id',
    createdAt: '2026-01-01T10:00:00.000Z',
    lastSeenAt: '2026-01-02T10:00:00.000Z',
    expiresAt: '2026-01-08T10:00:00.000Z',
    browser: 'Firefox',
    os: 'Linux',
    description: 'Firefox on Linux',
    current: false,
    ...overrides,
  };
}

const THIS = session({ id: 'this', current: true });
const PHONE = session({ id: 'phone', description: 'Safari on iPhone', createdAt: '2026-02-01T10:00:00.000Z' });

function stub({
  isRoot = false,
  sessions = [THIS, PHONE],
}: { isRoot?: boolean; sessions?: SignedInSessionDto[] } = {}) {
  let list = sessions;
  const user = buildCurrentUser({ id: 'u1', username: 'chatlogger', isRoot });
  return stubFetch((url, request) => {
    if (url.pathname === '/api/auth/user') return jsonResponse('getSession', buildSession(user));
    if (url.pathname === '/api/oauth/connections') return jsonResponse('listConnections', []);
    if (url.pathname === '/api/account/sessions' && request.method === 'GET')
      return jsonResponse('listMySessions', { sessionTimeoutMinutes: 1440, sessions: list });
    if (url.pathname === '/api/account/sessions/phone' && request.method === 'DELETE') {
      list = list.filter((item) => item.id !== 'phone');
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/account/sessions' && request.method === 'DELETE') {
      const ended = list.filter((item) => !item.current).length;
      list = list.filter((item) => item.current);
      return jsonResponse('endMyOtherSessions', { ended });
    }
    if (url.pathname === '/api/account/delete') {
      return errorResponse(400, 'Type your username exactly to confirm.');
    }
    return undefined;
  });
}

describe('Security tab: sessions', () => {
  it('describes the idle timeout in words', () => {
    expect(describeTimeout(1440)).toBe('24 hours');
    expect(describeTimeout(60)).toBe('1 hour');
    expect(describeTimeout(90)).toBe('90 minutes');
    expect(describeTimeout(10080)).toBe('7 days');
  });

  it('lists the sessions with this device marked, the timeout, and signs out another one', async () => {
    const requests = stub();
    renderRoute('/settings/security');
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' }, { timeout: 5000 });
    expect(screen.getByText('24 hours')).toBeInTheDocument();
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1]).getByText('Safari on iPhone')).toBeInTheDocument();

    await userEvent.setup().click(within(rows[1]).getByRole('button', { name: /Sign out this session/ }));

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(
      requests.some((r) => r.method === 'DELETE' && new URL(r.url).pathname === '/api/account/sessions/phone'),
    ).toBe(true);
    expect(screen.getByText('No other browser or device is signed in.')).toBeInTheDocument();
  });

  it('signs out all other sessions', async () => {
    const requests = stub({ sessions: [THIS, PHONE, session({ id: 'tablet', description: 'Chrome on iPad' })] });
    renderRoute('/settings/security');
    const button = await screen.findByRole('button', { name: 'Sign out all other sessions' }, { timeout: 5000 });
    await userEvent.setup().click(button);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Signed-in sessions' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => new URL(r.url).pathname)).toEqual([
      '/api/account/sessions',
    ]);
  });
});

describe('Security tab: delete my account', () => {
  it('names what happens, needs the username typed, and shows the server refusal', async () => {
    const requests = stub();
    renderRoute('/settings/security');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('Your articles stay on the site, shown as written by "Deleted user".');
    expect(dialog).toHaveTextContent('Your messages, comments, likes and follows are removed.');
    expect(dialog).toHaveTextContent('connected sign-in accounts are removed');
    expect(dialog).toHaveTextContent('Your points history is kept without your name.');
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Type your username/), 'someone');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(/Type your username/));
    await user.type(within(dialog).getByLabelText(/Type your username/), 'chatlogger');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Type your username exactly to confirm.');
    const sent = requests.find((r) => new URL(r.url).pathname === '/api/account/delete');
    expect(await sent!.clone().json()).toEqual({ confirmUsername: 'chatlogger' });
  });

  it('is not offered to the ROOT account', async () => {
    stub({ isRoot: true });
    renderRoute('/settings/security');
    await screen.findByRole('list', { name: 'Signed-in sessions' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });
});
