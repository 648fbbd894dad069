import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { configureApiClient } from '@/lib/api-client';
import { jsonResponse } from '@/test/api-response';
import { buildCurrentUser, buildSession } from '@/test/fixtures';
import { createTestQueryClient, stubFetch } from '@/test/render';
import { NotificationsTab } from './notifications-tab';

const defaults = {
  accountChanges: true,
  messages: true,
  articles: true,
  digest: false,
  marketing: false,
  frequency: 'instant' as const,
};

describe('NotificationsTab', () => {
  it('shows the saved choices and saves the changed ones with Settings updated', async () => {
    configureApiClient();
    const requests = stubFetch((url, request) => {
      if (url.pathname === '/api/auth/user') return jsonResponse('getSession', buildSession(buildCurrentUser()));
      if (url.pathname === '/api/settings/notifications' && request.method === 'GET')
        return jsonResponse('getNotificationPreferences', defaults);
      if (url.pathname === '/api/settings/notifications' && request.method === 'PUT')
        return jsonResponse('updateNotificationPreferences', { ...defaults, messages: false, frequency: 'daily' });
      return undefined;
    });
    const router = createMemoryRouter([{ path: '/', element: <NotificationsTab /> }]);
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const user = userEvent.setup();
    const messages = await screen.findByRole('switch', { name: 'Messages' });
    expect(messages).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await user.click(messages);
    await user.selectOptions(screen.getByLabelText('Frequency'), 'daily');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(await put?.json()).toEqual({ ...defaults, messages: false, frequency: 'daily' });
  });
});
