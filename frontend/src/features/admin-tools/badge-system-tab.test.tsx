import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBadgeDto } from '@/api/generated/types.gen';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { buildAdminUser } from '@/test/fixtures';
import { renderRoute, signedInSessionResponse, stubFetch } from '@/test/render';

vi.setConfig({ testTimeout: 30_000 });

const hero: AdminBadgeDto = {
  id: 7,
  slug: 'community-hero',
  name: 'Community Hero',
  description: 'Recognised by the team.',
  icon: '🏆',
  automatic: false,
  criteria: 'Awarded by an admin',
  holderCount: 1,
  retired: false,
};
const member = buildAdminUser({ id: 'u-1', username: 'cellbonder', displayName: 'Cell Bonder' });

function stubBadges(answer: Parameters<typeof stubFetch>[0]) {
  return stubFetch((url, request) => {
    if (url.pathname === '/api/auth/user') return signedInSessionResponse({ role: 'admin' });
    return answer(url, request);
  });
}

const openTab = () => renderRoute('/admin/user-tools?tab=badges');
const posts = (requests: Request[], path: string, method = 'POST') =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);

describe('Badge System tab', () => {
  it('creates a badge; a taken name shows the server reason under the name and keeps the form', async () => {
    let badges = [hero];
    let attempts = 0;
    const requests = stubBadges((url, request) => {
      if (url.pathname === '/api/admin/badges' && request.method === 'POST') {
        attempts += 1;
        if (attempts === 1) return errorResponse(409, 'A badge with this name already exists');
        const created = { ...hero, id: 8, slug: 'archive-keeper', name: 'Archive Keeper', icon: '🗄️', holderCount: 0 };
        badges = [...badges, created];
        return jsonResponse('createBadge', created, 201);
      }
      if (url.pathname === '/api/admin/badges') return jsonResponse('listBadges', badges);
      return undefined;
    });
    const user = userEvent.setup();
    openTab();
    await user.click(await screen.findByRole('button', { name: 'New Badge' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New badge' });
    const create = within(dialog).getByRole('button', { name: 'Create Badge' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Name'), 'Community hero');
    await user.type(within(dialog).getByLabelText('Description'), 'Catalogued old streams.');
    await user.type(within(dialog).getByLabelText('Icon'), '🗄️');
    await user.click(create);
    expect(await within(dialog).findByText('A badge with this name already exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Archive Keeper');
    await user.click(create);
    expect(await screen.findByText('Badge created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New badge' })).not.toBeInTheDocument());
    expect(await screen.findByTestId('badge-row-archive-keeper')).toHaveTextContent('Archive Keeper');
    const sent = posts(requests, '/api/admin/badges');
    expect(await sent[1].clone().json()).toEqual({
      name: 'Archive Keeper',
      description: 'Catalogued old streams.',
      icon: '🗄️',
    });
  });

  it('retires a badge only once confirmed, and brings it back without asking', async () => {
    let current = hero;
    const requests = stubBadges((url, request) => {
      if (url.pathname === '/api/admin/badges/7' && request.method === 'PATCH') {
        return request
          .clone()
          .json()
          .then((body: { retired: boolean }) => {
            current = { ...current, retired: body.retired };
            return jsonResponse('updateBadge', current);
          });
      }
      if (url.pathname === '/api/admin/badges') return jsonResponse('listBadges', [current]);
      return undefined;
    });
    const user = userEvent.setup();
    openTab();
    const retire = await screen.findByRole('button', { name: 'Retire Community Hero' }, { timeout: 10_000 });
    await user.click(retire);
    const ask = await screen.findByRole('alertdialog', { name: 'Retire Community Hero?' });
    expect(ask).toHaveTextContent('the 1 member who hold it keep it');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(posts(requests, '/api/admin/badges/7', 'PATCH')).toHaveLength(0);
    expect(retire).toHaveFocus();

    await user.click(retire);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Retire Badge' }));
    expect(await screen.findByText('Badge retired')).toBeInTheDocument();
    expect(await within(screen.getByTestId('badge-row-community-hero')).findByText('Retired')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bring back Community Hero' }));
    expect(await screen.findByText('Badge brought back')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const bodies = await Promise.all(posts(requests, '/api/admin/badges/7', 'PATCH').map((r) => r.clone().json()));
    expect(bodies).toEqual([{ retired: true }, { retired: false }]);
  });

  it('revokes a badge from a member only once confirmed', async () => {
    const requests = stubBadges((url, request) => {
      if (url.pathname === '/api/admin/badges') return jsonResponse('listBadges', [hero]);
      if (url.pathname === '/api/admin/users')
        return jsonResponse('listAdminUsers', { items: [member], nextCursor: null, total: 1 });
      if (url.pathname === '/api/users/u-1/badges')
        return jsonResponse('listUserBadges', [{ ...hero, awardedAt: '2026-11-02T00:00:00.000Z', source: 'admin' }]);
      if (url.pathname === '/api/admin/badges/7/holders/u-1' && request.method === 'DELETE')
        return new Response(null, { status: 204 });
      return undefined;
    });
    const user = userEvent.setup();
    openTab();
    await user.type(await screen.findByLabelText('Search users', {}, { timeout: 10_000 }), 'cell');
    await user.click(await screen.findByRole('button', { name: /Cell Bonder/ }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('button', { name: 'Revoke Community Hero' }, { timeout: 10_000 }));
    const ask = await screen.findByRole('alertdialog', { name: 'Revoke Community Hero from @cellbonder?' });
    expect(posts(requests, '/api/admin/badges/7/holders/u-1', 'DELETE')).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Revoke Badge' }));
    expect(await screen.findByText('Badge revoked')).toBeInTheDocument();
    expect(posts(requests, '/api/admin/badges/7/holders/u-1', 'DELETE')).toHaveLength(1);
  });

  it('says so when there are no badges, and when they cannot be loaded', async () => {
    stubBadges((url) => (url.pathname === '/api/admin/badges' ? jsonResponse('listBadges', []) : undefined));
    const { unmount } = openTab();
    expect(
      await screen.findByText('No badges yet. Create the first one.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    unmount();
    stubBadges((url) =>
      url.pathname === '/api/admin/badges' ? errorResponse(500, 'Internal server error') : undefined,
    );
    openTab();
    expect(await screen.findByText('Could not load the badges', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
