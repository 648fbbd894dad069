import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ConversationDto, MessageDto, UserSummaryDto } from '@/api/generated/types.gen';
import { AppProviders } from '@/app/providers';
import { configureApiClient } from '@/lib/api-client';
import { jsonResponse } from '@/test/api-response';
import { FakeEventSource, stubEventSource } from '@/test/fake-event-source';
import { buildCurrentUser, buildSession } from '@/test/fixtures';
import { createTestQueryClient, createTestQueryClientWithSession, stubFetch } from '@/test/render';
import { MessagesPage } from './messages-page';

const me = { id: 'me-1', username: 'reader', displayName: 'Rita Reader' };
const lena: UserSummaryDto = {
  id: 'lena-2',
  username: 'sysop_lena',
  displayName: 'Lena Sysop',
  profileImageUrl: null,
  flairs: [],
  role: 'admin',
  isRoot: false,
};

function message(overrides: Partial<MessageDto>): MessageDto {
  return {
    id: 1,
    senderId: lena.id,
    receiverId: me.id,
    content: 'Hello',
    createdAt: '2024-03-05T12:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

const mySession = buildSession(buildCurrentUser({ ...me, role: 'user', isRoot: false, email: null }));

function session() {
  return jsonResponse('getSession', mySession);
}

function renderMessages(path: string, queryClient = createTestQueryClient()) {
  configureApiClient();
  const router = createMemoryRouter(
    [
      { path: '/messages', element: <MessagesPage /> },
      { path: '/messages/:userId', element: <MessagesPage /> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('MessagesPage', () => {
  beforeEach(() => {
    stubEventSource();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the empty inbox and Select a conversation', async () => {
    stubFetch((url) => {
      if (url.pathname === '/api/auth/user') return session();
      if (url.pathname === '/api/messages/conversations')
        return jsonResponse('listConversations', { items: [], nextCursor: null });
      if (url.pathname === '/api/messages/unread-count') return jsonResponse('getUnreadMessageCount', { count: 0 });
      return undefined;
    });
    renderMessages('/messages');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText('Select a conversation')).toBeInTheDocument();
    expect(FakeEventSource.instances[0]?.url).toBe('/api/messages/stream');
  });

  it('draws the inbox and opens the stream from the session the app already checked, without waiting on another check', async () => {
    stubFetch((url) => {
      // Later checks never answer: only the one session query's earlier answer lets the inbox draw.
      if (url.pathname === '/api/auth/user') return new Promise<Response>(() => undefined);
      if (url.pathname === '/api/messages/conversations')
        return jsonResponse('listConversations', { items: [], nextCursor: null });
      if (url.pathname === '/api/messages/unread-count') return jsonResponse('getUnreadMessageCount', { count: 0 });
      return undefined;
    });
    renderMessages('/messages', createTestQueryClientWithSession(mySession));
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(FakeEventSource.instances[0]?.url).toBe('/api/messages/stream');
  });

  it('waits for the first session answer, then asks a signed-out visitor to sign in without opening the stream', async () => {
    let answerSession: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answerSession = resolve));
    stubFetch((url) =>
      url.pathname === '/api/auth/user' ? held.then(() => jsonResponse('getSession', buildSession(null))) : undefined,
    );
    renderMessages('/messages');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Please Sign In' })).toBeNull();

    answerSession();
    expect(await screen.findByRole('heading', { name: 'Please Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('lists conversations with preview and unread count, and refreshes live on a stream event', async () => {
    let conversations: ConversationDto[] = [];
    stubFetch((url) => {
      if (url.pathname === '/api/auth/user') return session();
      if (url.pathname === '/api/messages/conversations')
        return jsonResponse('listConversations', { items: conversations, nextCursor: null });
      if (url.pathname === '/api/messages/unread-count') return jsonResponse('getUnreadMessageCount', { count: 0 });
      return undefined;
    });
    const view = renderMessages('/messages');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();

    conversations = [{ user: lena, lastMessage: message({ id: 9, content: 'Are you live tonight?' }), unreadCount: 2 }];
    act(() => FakeEventSource.instances[0]?.emit({ type: 'message', message: conversations[0]?.lastMessage }));

    const row = await screen.findByTestId('conversation-row');
    expect(row).toHaveAttribute('href', '/messages/lena-2');
    expect(within(row).getByText('Lena Sysop')).toBeInTheDocument();
    expect(within(row).getByText('Are you live tonight?')).toBeInTheDocument();
    expect(within(row).getByLabelText('2 unread')).toHaveTextContent('2');

    view.unmount();
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
  });

  it('renders message text as plain text, marks the thread read, and replies with Enter', async () => {
    const thread = [
      message({ id: 1, content: '<b>x</b>' }),
      message({ id: 2, senderId: me.id, receiverId: lena.id, content: 'line one\nline two', readAt: null }),
    ];
    const requests = stubFetch((url, request) => {
      if (url.pathname === '/api/auth/user') return session();
      if (url.pathname === '/api/messages/conversations')
        return jsonResponse('listConversations', { items: [], nextCursor: null });
      if (url.pathname === '/api/messages/unread-count') return jsonResponse('getUnreadMessageCount', { count: 1 });
      if (url.pathname === '/api/messages/with/lena-2')
        return jsonResponse('getConversation', { user: lena, items: thread, nextCursor: null });
      if (url.pathname === '/api/messages/with/lena-2/read')
        return jsonResponse('markConversationRead', { updated: 1 }, 201);
      if (url.pathname === '/api/messages' && request.method === 'POST') {
        return jsonResponse(
          'sendMessage',
          message({ id: 3, senderId: me.id, receiverId: lena.id, content: 'Sure' }),
          201,
        );
      }
      return undefined;
    });
    renderMessages('/messages/lena-2');

    const texts = await screen.findAllByTestId('message-text');
    expect(texts[0]).toHaveTextContent('<b>x</b>');
    expect(texts[0]?.querySelector('b')).toBeNull();
    expect(texts[1]?.textContent).toBe('line one\nline two');
    expect(screen.getAllByTestId('message')[1]).toHaveAttribute('data-mine', 'true');
    await waitFor(() =>
      expect(requests.some((request) => new URL(request.url).pathname === '/api/messages/with/lena-2/read')).toBe(true),
    );

    const user = userEvent.setup();
    const reply = screen.getByLabelText('Reply to Lena Sysop');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(reply, '  ');
    expect(send).toBeDisabled();
    await user.type(reply, 'Sure{Shift>}{Enter}{/Shift}thing');
    expect(reply).toHaveValue('  Sure\nthing');
    await user.type(reply, '{Enter}');

    await waitFor(() => expect(reply).toHaveValue(''));
    const post = requests.find(
      (request) => request.method === 'POST' && new URL(request.url).pathname === '/api/messages',
    );
    expect(await post?.clone().json()).toEqual({ receiverId: 'lena-2', content: 'Sure\nthing' });
  });
});
