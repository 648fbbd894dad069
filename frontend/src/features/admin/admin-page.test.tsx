import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUserDto } from '@/api/generated/types.gen';
import { jsonResponse } from '@/test/api-response';
import { buildCurrentUser } from '@/test/fixtures';
import { renderRoute, signedInSessionResponse, stubFetch } from '@/test/render';
import { adminTabFromPath, canOpenAdminDashboard } from './admin-tabs';

vi.setConfig({ testTimeout: 30_000 });

const root: AdminUserDto = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'root',
  displayName: 'ROOT',
  email: null,
  role: 'admin',
  isBanned: false,
  banReason: null,
  bannedUntil: null,
  banReasonCategory: null,
  isRoot: true,
  primaryPlatform: 'google',
  profileImageUrl: null,
  createdAt: '2024-01-01T00:00:00.000Z',
};
const walker: AdminUserDto = {
  ...root,
  id: '00000000-0000-4000-8000-0000000000a1',
  username: 'walker',
  displayName: 'Walker',
  role: 'user',
  isRoot: false,
  primaryPlatform: 'twitch',
};

function stubAdmin(role: 'admin' | 'moderator' | 'user' = 'admin') {
  return stubFetch((url, request) => {
    if (url.pathname === '/api/auth/user') return signedInSessionResponse(buildCurrentUser({ role }));
    if (url.pathname === '/api/admin/users') {
      return jsonResponse('listAdminUsers', { items: [root, walker], nextCursor: null, total: 2 });
    }
    if (url.pathname === `/api/admin/users/${walker.id}/ban` && request.method === 'POST') {
      return jsonResponse('banUser', { ...walker, isBanned: true });
    }
    if (url.pathname === '/api/admin/analytics/recent-activity') return jsonResponse('getRecentUserActivity', []);
    return undefined;
  });
}

const adminCalls = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname.startsWith('/api/admin/'));

describe('admin tab from the path', () => {
  it.each([
    ['/admin', 'users'],
    ['/admin/', 'users'],
    ['/admin/users', 'users'],
    ['/admin/content', 'content'],
    ['/admin/website', 'website'],
    ['/admin/analytics', 'analytics'],
    ['/admin/store-management', null],
    ['/admin/users/extra', null],
    ['/profile', null],
  ])('%s → %s', (path, tab) => {
    expect(adminTabFromPath(path)).toBe(tab);
  });

  it('opens the dashboard for admins only', () => {
    expect(canOpenAdminDashboard({ role: 'admin' })).toBe(true);
    expect(canOpenAdminDashboard({ role: 'moderator' })).toBe(false);
    expect(canOpenAdminDashboard({ role: 'user' })).toBe(false);
    expect(canOpenAdminDashboard(null)).toBe(false);
  });
});

describe('AdminPage', () => {
  it.each(['moderator', 'user'] as const)('shows Access Denied to a %s and loads no admin data', async (role) => {
    const requests = stubAdmin(role);
    renderRoute('/admin/analytics');
    expect(await screen.findByRole('heading', { name: 'Access Denied' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(adminCalls(requests)).toHaveLength(0);
  });

  it('selects the tab from the path and changes the path with the tab', async () => {
    stubAdmin();
    const user = userEvent.setup();
    const { router } = renderRoute('/admin');
    expect(await screen.findByRole('tab', { name: 'Users', selected: true }, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Website' }));
    expect(router.state.location.pathname).toBe('/admin/website');
    expect(screen.getByRole('tab', { name: 'Website', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Store Management' })).toHaveAttribute('href', '/admin/store-management');
    expect(screen.getByRole('link', { name: 'Communications' })).toHaveAttribute('href', '/admin/communications');
  });

  it('combines search (leading @ dropped), role and status in one server query; ROOT has no controls', async () => {
    const requests = stubAdmin();
    const user = userEvent.setup();
    renderRoute('/admin/users');
    const rows = await screen.findAllByTestId('admin-user-row', undefined, { timeout: 10_000 });
    expect(within(rows[0]).getByText('ROOT')).toBeInTheDocument();
    expect(within(rows[0]).queryByRole('button')).toBeNull();
    expect(within(rows[0]).queryByRole('combobox')).toBeNull();
    expect(within(rows[0]).queryByText('google')).toBeNull();
    expect(within(rows[1]).getByRole('link', { name: 'Walker' })).toHaveAttribute('href', '/profile/walker');

    await user.type(screen.getByLabelText('Search users'), '@walk');
    await user.selectOptions(screen.getByLabelText('Role'), 'moderator');
    await user.selectOptions(screen.getByLabelText('Status'), 'banned');
    await waitFor(() => {
      const last = new URL(requests.filter((r) => new URL(r.url).pathname === '/api/admin/users').at(-1)!.url);
      expect(Object.fromEntries(last.searchParams)).toMatchObject({ q: 'walk', role: 'moderator', status: 'banned' });
    });
  });

  it("bans only once a reason and note are given, with the spec's toast and an Undo", async () => {
    const requests = stubAdmin();
    const user = userEvent.setup();
    renderRoute('/admin');
    const banButton = await screen.findByRole('button', { name: 'Ban Walker' }, { timeout: 10_000 });
    await user.click(banButton);
    const ask = await screen.findByRole('dialog', { name: 'Suspend @walker?' });
    await user.keyboard('{Escape}');
    expect(ask).not.toBeInTheDocument();
    expect(banButton).toHaveFocus();
    const bans = () =>
      requests.filter((r) => r.method === 'POST' && r.url.endsWith(`/api/admin/users/${walker.id}/ban`));
    expect(bans()).toHaveLength(0);

    await user.click(banButton);
    const again = await screen.findByRole('dialog', { name: 'Suspend @walker?' });
    await user.selectOptions(within(again).getByLabelText('Length'), 'Until an admin lifts it');
    expect(within(again).getByRole('heading', { name: 'Ban @walker?' })).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Ban User' }));
    expect(within(again).getByText('Choose a reason category from the list.')).toBeInTheDocument();
    expect(within(again).getByText('Write a note: why this action was taken.')).toBeInTheDocument();
    expect(bans()).toHaveLength(0);

    await user.selectOptions(within(again).getByLabelText('Reason'), 'Impersonation');
    await user.type(within(again).getByLabelText('Note'), 'Ban evasion');
    await user.click(within(again).getByRole('button', { name: 'Ban User' }));
    expect(await screen.findByText('User banned')).toBeInTheDocument();
    expect(screen.getByText('User has been banned successfully.')).toBeInTheDocument();
    expect(bans()).toHaveLength(1);
    expect(await bans()[0].clone().json()).toEqual({ reasonCategory: 'impersonation', note: 'Ban evasion' });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(requests.some((r) => r.url.endsWith(`/api/admin/users/${walker.id}/unban`))).toBe(true));
  });

  it('changes a role only once confirmed; a cancelled change leaves the role as it was', async () => {
    const requests = stubAdmin();
    const user = userEvent.setup();
    renderRoute('/admin');
    const select = await screen.findByRole('combobox', { name: 'Role of Walker' }, { timeout: 10_000 });
    await user.selectOptions(select, 'admin');
    const ask = await screen.findByRole('alertdialog', { name: 'Make @walker admin?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(select).toHaveValue('user');
    expect(select).toHaveFocus();
    expect(requests.some((r) => r.url.endsWith('/role'))).toBe(false);

    await user.selectOptions(select, 'moderator');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change Role' }));
    await waitFor(() => expect(requests.some((r) => r.url.endsWith(`/api/admin/users/${walker.id}/role`))).toBe(true));
    const change = requests.find((r) => r.url.endsWith(`/api/admin/users/${walker.id}/role`))!;
    expect(await change.clone().json()).toEqual({ role: 'moderator' });
  });
});
