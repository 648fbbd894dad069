import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@/app/providers';
import { configureApiClient } from '@/lib/api-client';
import { jsonResponse } from '@/test/api-response';
import { buildCurrentUser, buildSession } from '@/test/fixtures';
import { createTestQueryClient, stubFetch } from '@/test/render';
import { AnnouncementBanner } from './announcement-banner';

describe('AnnouncementBanner', () => {
  it('shows the announcements newest first in their colour and dismisses one on the server', async () => {
    configureApiClient();
    let dismissed = false;
    const requests = stubFetch((url, request) => {
      if (url.pathname === '/api/auth/user') return jsonResponse('getSession', buildSession(buildCurrentUser()));
      if (url.pathname === '/api/announcements')
        return jsonResponse('listActiveAnnouncements', [
          ...(dismissed
            ? []
            : [
                {
                  id: 'a-2',
                  title: 'Outage',
                  content: 'Down <b>tonight</b>',
                  type: 'error' as const,
                  createdAt: '2026-11-23T11:00:00.000Z',
                  expiresAt: null,
                },
              ]),
          {
            id: 'a-1',
            title: 'Welcome',
            content: 'Hi',
            type: 'info',
            createdAt: '2026-11-23T10:00:00.000Z',
            expiresAt: null,
          },
        ]);
      if (url.pathname === '/api/announcements/a-2/dismiss' && request.method === 'POST') {
        dismissed = true;
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <AnnouncementBanner />
      </AppProviders>,
    );
    const banners = await screen.findAllByTestId('announcement-banner');
    expect(banners.map((b) => b.getAttribute('data-type'))).toEqual(['error', 'info']);
    expect(banners[0]).toHaveTextContent('Down <b>tonight</b>');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss announcement: Outage' }));
    await waitFor(() => expect(screen.getAllByTestId('announcement-banner')).toHaveLength(1));
    expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/api/announcements/a-2/dismiss'))).toBe(true);
  });

  it('shows nothing to signed-out visitors and does not ask for announcements', async () => {
    configureApiClient();
    const requests = stubFetch((url) =>
      url.pathname === '/api/auth/user' ? jsonResponse('getSession', { user: null } as never) : undefined,
    );
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <AnnouncementBanner />
      </AppProviders>,
    );
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/api/auth/user'))).toBe(true));
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('/api/announcements'))).toBe(false);
  });
});
