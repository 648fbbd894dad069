import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeatureAccessDto } from '@/api/generated/types.gen';
import { jsonResponse } from '@/test/api-response';
import { buildCurrentUser } from '@/test/fixtures';
import { renderRoute, signedInSessionResponse, stubFetch } from '@/test/render';

vi.setConfig({ testTimeout: 30_000 });

describe('Feature access switches in System Settings', () => {
  it('shows one switch per feature from the server and saves only the one that was flipped, once confirmed', async () => {
    let saved: FeatureAccessDto = {
      mode: 'mixed',
      features: { browse: 'everyone', store: 'admins', contribute: 'everyone', messages: 'everyone' },
    };
    const requests = stubFetch((url, request) => {
      if (url.pathname === '/api/auth/user') return signedInSessionResponse(buildCurrentUser({ role: 'admin' }));
      if (url.pathname === '/api/admin/feature-access' && request.method === 'PUT') {
        saved = { mode: 'mixed', features: { ...saved.features, messages: 'admins' } };
        return jsonResponse('setFeatureAccess', saved);
      }
      if (url.pathname === '/api/admin/feature-access') return jsonResponse('getFeatureAccess', saved);
      if (url.pathname === '/api/admin/analytics') return undefined;
      return undefined;
    });
    const user = userEvent.setup();
    renderRoute('/admin/system-settings?tab=features');

    const store = await screen.findByRole('switch', { name: 'Flair Store' }, { timeout: 10_000 });
    expect(store).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Browse Content' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Content Creation' })).toHaveAttribute('aria-checked', 'false');
    const messages = screen.getByRole('switch', { name: 'Direct Messages' });
    expect(messages).toHaveAttribute('aria-checked', 'false');

    // A flip asks first: cancelled, nothing is sent and the switch stays; focus is back on it.
    await user.click(messages);
    const ask = await screen.findByRole('alertdialog', { name: 'Make Direct Messages admin only?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(messages).toHaveFocus();
    expect(messages).toHaveAttribute('aria-checked', 'false');
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.keyboard(' ');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make Admin Only' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Direct Messages' })).toHaveAttribute('aria-checked', 'true'),
    );
    const put = requests.find(
      (request) => new URL(request.url).pathname === '/api/admin/feature-access' && request.method === 'PUT',
    );
    expect(await put?.clone().json()).toEqual({ features: { messages: 'admins' } });
    expect(await screen.findByText('Direct Messages is now for admins only.')).toBeInTheDocument();
  });
});
