import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlairDto, UserFlairDto } from '@/api/generated/types.gen';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { buildCurrentUser, buildSession } from '@/test/fixtures';
import { renderRoute, stubFetch } from '@/test/render';
import { BANNER_CLEAR_DELAY_MS, hasUnsavedChanges, selectedFlair } from './flair-selection';

const ADMIN_ID = 'admin-1';

function flair(id: number, displayName: string): FlairDto {
  return {
    id,
    name: `flair-${id}`,
    displayName,
    description: `${displayName} description`,
    backgroundColor: '#1d4ed8',
    textColor: '#ffffff',
    borderColor: '#1e3a8a',
    pointCost: 100,
    price: 0,
    requiresApplication: false,
    isAnimated: false,
    animationType: null,
  };
}

function owned(id: number, displayName: string, isActive = false): UserFlairDto {
  return { flair: flair(id, displayName), flairId: id, isActive, purchasedAt: '2025-01-01T00:00:00.000Z' };
}

/** A server that remembers the active flair, so the refetch after Save answers the new state. */
function stubServer(initial: UserFlairDto[], { failSave = false } = {}) {
  let list = initial;
  const requests = stubFetch((url, request) => {
    if (url.pathname === '/api/auth/user') {
      return jsonResponse('getSession', buildSession(buildCurrentUser({ id: ADMIN_ID, role: 'admin' })));
    }
    if (url.pathname === `/api/users/${ADMIN_ID}/flairs` && request.method === 'GET') {
      return jsonResponse('listUserFlairs', list);
    }
    const activate = url.pathname.match(/^\/api\/users\/[^/]+\/flairs\/(\d+)\/activate$/);
    if (activate && request.method === 'POST') {
      if (failSave) return errorResponse(404, 'You do not own this flair');
      list = list.map((item) => ({ ...item, isActive: item.flairId === Number(activate[1]) }));
      return jsonResponse('activateUserFlair', list);
    }
    if (url.pathname.endsWith('/flairs/deactivate-all') && request.method === 'POST') {
      list = list.map((item) => ({ ...item, isActive: false }));
      return jsonResponse('deactivateUserFlairs', list);
    }
    return undefined;
  });
  return requests;
}

describe('flair selection rules', () => {
  it('follows the saved flair until the user chooses, and flags only a real change', () => {
    expect(selectedFlair(undefined, 3)).toBe(3);
    expect(selectedFlair(null, 3)).toBeNull();
    expect(hasUnsavedChanges(undefined, 3)).toBe(false);
    expect(hasUnsavedChanges(4, 3)).toBe(true);
    expect(hasUnsavedChanges(null, 3)).toBe(true);
    expect(hasUnsavedChanges(3, 3)).toBe(false);
    expect(hasUnsavedChanges(3, 3, true)).toBe(true);
  });
});

// Rendering a lazily loaded route takes seconds on a busy machine; the default 5 s is too tight.
describe('FlairsSettingsTab', { timeout: 15_000 }, () => {
  it('shows the banner on a change, hides it when the choice is back to the saved one', async () => {
    stubServer([owned(1, 'Night Owl', true), owned(2, 'OG')]);
    renderRoute('/settings/appearance');
    const og = await screen.findByRole('radio', { name: /OG/ }, { timeout: 5000 });
    expect(screen.getByRole('radio', { name: /Night Owl/ })).toBeChecked();
    expect(screen.queryByText('Unsaved Changes')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    await userEvent.click(og);
    expect(screen.getByText('Unsaved Changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();

    await userEvent.click(screen.getByRole('radio', { name: /Night Owl/ }));
    expect(screen.queryByText('Unsaved Changes')).not.toBeInTheDocument();
  });

  it('saves the chosen flair, says Flair updated, refetches and clears the banner about 0.5 s later', async () => {
    const requests = stubServer([owned(1, 'Night Owl', true), owned(2, 'OG')]);
    renderRoute('/settings/appearance');
    await userEvent.click(await screen.findByRole('radio', { name: /OG/ }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Flair updated')).toBeInTheDocument();
    expect(
      requests.some((r) => r.method === 'POST' && r.url.endsWith(`/api/users/${ADMIN_ID}/flairs/2/activate`)),
    ).toBe(true);
    // Still shown right after the save, gone once the delay has passed.
    expect(screen.getByText('Unsaved Changes')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, BANNER_CLEAR_DELAY_MS + 100)));
    await waitFor(() => expect(screen.queryByText('Unsaved Changes')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: /OG/ })).toBeChecked();
    const gets = requests.filter((r) => r.method === 'GET' && r.url.endsWith(`/api/users/${ADMIN_ID}/flairs`));
    expect(gets.length).toBeGreaterThanOrEqual(2);
  });

  it('saves None as deactivate-all', async () => {
    const requests = stubServer([owned(1, 'Night Owl', true)]);
    renderRoute('/settings/appearance');
    await userEvent.click(await screen.findByRole('radio', { name: /None/ }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Flair updated')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/flairs/deactivate-all'))).toBe(true);
  });

  it("keeps the banner and shows the server's message when saving fails", async () => {
    stubServer([owned(1, 'Night Owl', true), owned(2, 'OG')], { failSave: true });
    renderRoute('/settings/appearance');
    await userEvent.click(await screen.findByRole('radio', { name: /OG/ }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('You do not own this flair')).toBeInTheDocument();
    expect(screen.getByText('Unsaved Changes')).toBeInTheDocument();
  });

  it('points to the store when the user owns no flair', async () => {
    stubServer([]);
    renderRoute('/settings/appearance');
    expect(await screen.findByTestId('no-flairs', {}, { timeout: 5000 })).toHaveTextContent('Visit the Store');
  });
});
