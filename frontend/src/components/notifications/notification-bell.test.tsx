import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { NotificationDto } from '@/api/generated/types.gen';
import { AppProviders } from '@/app/providers';
import { configureApiClient } from '@/lib/api-client';
import { jsonResponse } from '@/test/api-response';
import { FakeEventSource, stubEventSource } from '@/test/fake-event-source';
import { createTestQueryClient, stubFetch } from '@/test/render';
import { NotificationBell } from './notification-bell';

function notification(overrides: Partial<NotificationDto>): NotificationDto {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'new-follower',
    title: 'bob followed you',
    body: '',
    link: '/profile/bob',
    createdAt: '2024-03-05T12:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderBell(live = true) {
  configureApiClient();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <NotificationBell live={live} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/somewhere'] },
  );
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('NotificationBell', () => {
  let items: NotificationDto[];
  let unread: number;

  beforeEach(() => {
    stubEventSource();
    items = [
      notification({}),
      notification({
        id: '00000000-0000-4000-8000-000000000002',
        kind: 'article-comment',
        title: 'carol commented on "Subway ride"',
        body: 'Great stream!',
        link: '/article/7',
        readAt: '2024-03-05T13:00:00.000Z',
      }),
    ];
    unread = 1;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubApi() {
    return stubFetch((url, request) => {
      if (url.pathname === '/api/notifications/unread-count')
        return jsonResponse('getUnreadNotificationCount', { count: unread });
      if (url.pathname === '/api/notifications' && request.method === 'GET')
        return jsonResponse('listNotifications', { items, nextCursor: null, unreadCount: unread });
      if (url.pathname === '/api/notifications/read-all' && request.method === 'POST') {
        const marked = unread;
        unread = 0;
        items = items.map((item) => ({ ...item, readAt: item.readAt ?? '2024-03-06T00:00:00.000Z' }));
        return jsonResponse('markAllNotificationsRead', { marked, unreadCount: 0 });
      }
      const read = /^\/api\/notifications\/([^/]+)\/read$/.exec(url.pathname);
      if (read && request.method === 'POST') {
        unread = 0;
        items = items.map((item) => (item.id === read[1] ? { ...item, readAt: '2024-03-06T00:00:00.000Z' } : item));
        return jsonResponse('markNotificationRead', {
          notification: items.find((item) => item.id === read[1])!,
          unreadCount: 0,
        });
      }
      return undefined;
    });
  }

  it('shows the unread count, lists the notifications, and opens one with the keyboard, marking it read', async () => {
    const requests = stubApi();
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 5000 });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('1');

    bell.focus();
    await user.keyboard('{ArrowDown}');
    const first = await screen.findByRole('menuitem', { name: /bob followed you/ });
    expect(first).toHaveAttribute('data-unread', 'true');
    expect(first).toHaveTextContent('(unread)');
    expect(screen.getByRole('menuitem', { name: /carol commented on "Subway ride"/ })).toBeInTheDocument();
    expect(screen.getByText('Great stream!')).toBeInTheDocument();

    first.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/bob'));
    await waitFor(() =>
      expect(
        requests.some(
          (request) =>
            request.method === 'POST' &&
            request.url.endsWith('/api/notifications/00000000-0000-4000-8000-000000000001/read'),
        ),
      ).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
  });

  it('does not mark an already read notification again', async () => {
    const requests = stubApi();
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: /carol commented/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/article/7'));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('marks all as read', async () => {
    const requests = stubApi();
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));
    expect(await screen.findByText('All read')).toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith('/api/notifications/read-all'))).toBe(true);
    expect(screen.getByRole('menuitem', { name: 'Mark all as read' })).toHaveAttribute('data-disabled');
  });

  it('shows the empty state', async () => {
    items = [];
    unread = 0;
    stubApi();
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });

  it('updates the count live from a notification event on the stream', async () => {
    stubApi();
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(FakeEventSource.instances[0]?.url).toBe('/api/messages/stream');
    act(() =>
      FakeEventSource.instances[0]?.emit({
        type: 'notification',
        notification: notification({ id: '00000000-0000-4000-8000-000000000003', title: 'dave followed you' }),
        unreadCount: 2,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');
  });

  it('fetches the count again when a conversation was read (its message notifications were read with it)', async () => {
    stubApi();
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    unread = 0;
    act(() =>
      FakeEventSource.instances[0]?.emit({
        type: 'read',
        readerId: 'u1',
        senderId: 'u2',
        readAt: '2024-03-06T00:00:00.000Z',
        count: 1,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('opens no stream when live delivery is unavailable', async () => {
    stubApi();
    renderBell(false);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
