import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@/app/providers';
import { resetToasts } from '@/components/ui/toast';
import { configureApiClient } from '@/lib/api-client';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { createTestQueryClient, stubFetch } from '@/test/render';
import { SendMessageDialog } from './send-message-dialog';

const recipient = { id: 'user-42', displayName: 'Lena Sysop' };

function renderDialog() {
  configureApiClient();
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <SendMessageDialog recipient={recipient} />
    </AppProviders>,
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send Message' });
  return { user, dialog };
}

describe('SendMessageDialog', () => {
  afterEach(() => {
    resetToasts();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps Send Message disabled while the trimmed text is empty', async () => {
    const requests = stubFetch(() => undefined);
    renderDialog();
    const { user, dialog } = await openDialog();
    const send = screen.getByRole('button', { name: /Send Message/ });
    expect(dialog).toContainElement(send);
    expect(send).toBeDisabled();

    await user.type(screen.getByLabelText('Message'), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Message'), 'hi');
    expect(send).toBeEnabled();
    expect(requests).toHaveLength(0);
  });

  it('sends the trimmed text, shows the success toast, then closes and clears', async () => {
    const requests = stubFetch((url, request) =>
      url.pathname === '/api/messages' && request.method === 'POST'
        ? jsonResponse(
            'sendMessage',
            {
              id: 1,
              senderId: 'me',
              receiverId: recipient.id,
              content: 'Hello there',
              createdAt: '2024-03-05T12:00:00.000Z',
              readAt: null,
            },
            201,
          )
        : undefined,
    );
    renderDialog();
    const { user, dialog } = await openDialog();
    await user.type(screen.getByLabelText('Message'), '  Hello there  ');
    await user.click(screen.getByRole('button', { name: /Send Message/, hidden: false }));

    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(screen.getByText('Message sent to Lena Sysop successfully.')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const post = requests.find((request) => request.method === 'POST');
    expect(await post?.clone().json()).toEqual({ receiverId: recipient.id, content: 'Hello there' });

    await openDialog();
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("shows 'Error' / 'Failed to send message.' with the server's reason, and stays open", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => errorResponse(403, 'Direct Messages are restricted to admins'));
    renderDialog();
    const { user, dialog } = await openDialog();
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: /Send Message/ }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to send message. Direct Messages are restricted to admins')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });
});
