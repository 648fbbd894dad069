import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { configureApiClient } from '@/lib/api-client';
import { jsonResponse } from '@/test/api-response';
import { FakeEventSource, stubEventSource } from '@/test/fake-event-source';
import { buildCurrentUser, buildSession } from '@/test/fixtures';
import { createTestQueryClientWithSession, stubFetch } from '@/test/render';
import { HeaderMessagesLink } from './header-messages-link';
import { useMessageStream } from './use-message-stream';

/** The inbox's own listener, as on /messages where the header link listens too. */
function InboxListener() {
  useMessageStream();
  return null;
}

const mySession = buildSession(
  buildCurrentUser({ id: 'me-1', username: 'reader', role: 'user', isRoot: false, email: null }),
);

function renderLink({ withInbox = false } = {}) {
  configureApiClient();
  const element = (
    <>
      <HeaderMessagesLink />
      {withInbox ? <InboxListener /> : null}
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: ['/somewhere'],
  });
  return render(
    <AppProviders queryClient={createTestQueryClientWithSession(mySession)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('HeaderMessagesLink', () => {
  let unread: number;
  let countRequests: number;

  beforeEach(() => {
    stubEventSource();
    countRequests = 0;
    stubFetch((url) => {
      if (url.pathname === '/api/auth/user') return jsonResponse('getSession', mySession);
      if (url.pathname === '/api/messages/unread-count') {
        countRequests += 1;
        return jsonResponse('getUnreadMessageCount', { count: unread });
      }
      return undefined;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows no badge and is named Messages when nothing is unread', async () => {
    unread = 0;
    renderLink();
    await waitFor(() => expect(countRequests).toBe(1));
    const link = screen.getByRole('link', { name: 'Messages' });
    expect(link).toHaveAttribute('href', '/messages');
    expect(screen.queryByTestId('unread-messages-count')).toBeNull();
  });

  it('shows 3 on the badge and says it in the name', async () => {
    unread = 3;
    renderLink();
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(screen.getByTestId('unread-messages-count')).toHaveTextContent(/^3$/);
    expect(link).toContainElement(screen.getByTestId('unread-messages-count'));
  });

  it('caps the badge at 99+ while the name keeps the exact count', async () => {
    unread = 120;
    renderLink();
    expect(await screen.findByRole('link', { name: 'Messages, 120 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-messages-count')).toHaveTextContent(/^99\+$/);
  });

  it('rises when a message arrives and disappears when the conversation is read, from the stream', async () => {
    unread = 0;
    renderLink();
    await screen.findByRole('link', { name: 'Messages' });
    expect(FakeEventSource.instances[0]?.url).toBe('/api/messages/stream');

    unread = 1;
    act(() =>
      FakeEventSource.instances[0]?.emit({
        type: 'message',
        message: {
          id: 7,
          senderId: 'lena-2',
          receiverId: 'me-1',
          content: 'Hi',
          createdAt: '2024-03-05T12:00:00.000Z',
          readAt: null,
        },
      }),
    );
    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-messages-count')).toHaveTextContent('1');

    unread = 0;
    act(() =>
      FakeEventSource.instances[0]?.emit({
        type: 'read',
        readerId: 'me-1',
        senderId: 'lena-2',
        readAt: '2024-03-05T12:01:00.000Z',
        count: 1,
      }),
    );
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-messages-count')).toBeNull();
  });

  it('refetches the count once per stream event while the inbox listens too', async () => {
    unread = 0;
    renderLink({ withInbox: true });
    await screen.findByRole('link', { name: 'Messages' });
    await waitFor(() => expect(countRequests).toBe(1));

    unread = 2;
    act(() => FakeEventSource.instances[0]?.emit({ type: 'ready' }));
    expect(await screen.findByRole('link', { name: 'Messages, 2 unread' })).toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(countRequests).toBe(2);
  });
});
