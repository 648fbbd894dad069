import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBadgeDto, AdminUserDto, BulkActionDto, RoleSummaryDto } from '@/api/generated/types.gen';
import { jsonResponse } from '@/test/api-response';
import { buildAdminUser } from '@/test/fixtures';
import { renderRoute, signedInSessionResponse, stubFetch } from '@/test/render';

function user(id: string, username: string): AdminUserDto {
  return buildAdminUser({ id, username, displayName: username.toUpperCase() });
}

const ROLES: RoleSummaryDto[] = [
  { role: 'user', name: 'User', description: 'View content, create articles, comment', count: 1234 },
  { role: 'moderator', name: 'Moderator', description: 'Plus moderate comments and manage content', count: 7 },
  { role: 'admin', name: 'Admin', description: 'Plus user management and system configuration', count: 2 },
];

const BADGES: AdminBadgeDto[] = [
  {
    id: 1,
    slug: 'first-article',
    name: 'First Article',
    description: 'Published a first article.',
    icon: '📝',
    automatic: true,
    criteria: 'Publish an article',
    holderCount: 42,
    retired: false,
  },
];

function stubAdmin() {
  return stubFetch((url, request) => {
    if (url.pathname === '/api/auth/user') return signedInSessionResponse({ role: 'admin' });
    if (url.pathname === '/api/admin/users')
      return jsonResponse('listAdminUsers', {
        items: [{ ...user('u-1', 'cellbonder'), email: 'cell@bonder.example' }, user('u-2', 'backpacker')],
        nextCursor: null,
        total: 2,
      });
    if (url.pathname === '/api/admin/roles') return jsonResponse('listRoles', ROLES);
    if (url.pathname === '/api/admin/badges') return jsonResponse('listBadges', BADGES);
    if (url.pathname === '/api/admin/bulk-actions' && request.method === 'POST')
      return jsonResponse('runBulkAction', {
        action: 'promote',
        requested: 2,
        updated: 1,
        skipped: [{ userId: 'u-2', reason: 'unchanged' }],
      });
    return undefined;
  });
}

describe('User tools', () => {
  it('is for admins only', async () => {
    stubFetch((url) => (url.pathname === '/api/auth/user' ? signedInSessionResponse({ role: 'user' }) : undefined));
    renderRoute('/admin/user-tools');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('says no users are selected and sends nothing', async () => {
    const requests = stubAdmin();
    renderRoute('/admin/user-tools');
    expect(await screen.findByLabelText(/cellbonder/i, {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply to selected' }));
    expect(await screen.findByText('No users selected')).toBeInTheDocument();
    expect(screen.getByText('Please select users to perform bulk actions.')).toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('/api/admin/bulk-actions'))).toBe(false);
  });

  it('searches by e-mail address as well and shows each address', async () => {
    const requests = stubAdmin();
    renderRoute('/admin/user-tools');
    expect(await screen.findByText('cell@bonder.example', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Username, name or e-mail'), 'bonder.example');
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            new URL(r.url).pathname === '/api/admin/users' && new URL(r.url).searchParams.get('q') === 'bonder.example',
        ),
      ).toBe(true),
    );
  });

  it('promotes the selected users and reports the counts from the answer', async () => {
    const requests = stubAdmin();
    renderRoute('/admin/user-tools');
    await userEvent.click(await screen.findByLabelText(/cellbonder/i, {}, { timeout: 8000 }));
    await userEvent.click(screen.getByLabelText(/backpacker/i));
    expect(screen.getByText('2 users selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply to selected' }));
    // Nothing runs until confirmed; Cancel leaves the selection.
    const ask = await screen.findByRole('alertdialog', { name: 'Promote 2 users to moderator?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.url.includes('/api/admin/bulk-actions'))).toBe(false);
    expect(screen.getByText('2 users selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply to selected' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Promote Users' }),
    );
    expect(await screen.findByText('Bulk action completed')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 users promoted to moderator, 1 skipped.')).toBeInTheDocument();
    const post = requests.find((r) => r.url.includes('/api/admin/bulk-actions'));
    const body = (await post!.clone().json()) as BulkActionDto;
    expect(body).toEqual({ action: 'promote', userIds: ['u-1', 'u-2'], payload: { role: 'moderator' } });
    await waitFor(() => expect(screen.getByText('0 users selected')).toBeInTheDocument());
  });

  it('bans with the reason given', async () => {
    const requests = stubAdmin();
    renderRoute('/admin/user-tools');
    await userEvent.click(await screen.findByLabelText(/cellbonder/i, {}, { timeout: 8000 }));
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'ban');
    await userEvent.click(screen.getByRole('button', { name: 'Apply to selected' }));
    expect(screen.getByText('Choose a reason category from the list.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Spam');
    await userEvent.type(screen.getByLabelText('Note'), 'Link farm accounts');
    await userEvent.selectOptions(screen.getByLabelText('Length'), '30 days');
    await userEvent.click(screen.getByRole('button', { name: 'Apply to selected' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Suspend 1 user?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Suspend Users' }));
    await screen.findByText('Bulk action completed');
    const post = requests.find((r) => r.url.includes('/api/admin/bulk-actions'));
    expect(await post!.clone().json()).toEqual({
      action: 'ban',
      userIds: ['u-1'],
      payload: { reasonCategory: 'spam', note: 'Link farm accounts', durationDays: 30 },
    });
  });

  it('shows the roles and the badges with their real counts', async () => {
    stubAdmin();
    renderRoute('/admin/user-tools?tab=roles');
    expect(await screen.findByText('Moderator', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Plus user management and system configuration')).toBeInTheDocument();
    expect(screen.getByLabelText('User: 1,234 accounts')).toBeInTheDocument();
    expect(screen.getByLabelText('Moderator: 7 accounts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Badge System' }));
    expect(await screen.findByLabelText('First Article: 42 holders')).toBeInTheDocument();
    expect(screen.getByText('Publish an article')).toBeInTheDocument();
  });
});
