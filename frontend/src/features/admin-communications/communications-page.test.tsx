import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { MassMessageDto } from '@/api/generated/types.gen';
import { AppProviders } from '@/app/providers';
import { configureApiClient } from '@/lib/api-client';
import { jsonResponse } from '@/test/api-response';
import { buildCurrentUser, buildSession } from '@/test/fixtures';
import { createTestQueryClient, stubFetch } from '@/test/render';
import { CommunicationsPage } from './communications-page';
import { MassMessageStatusPage } from './mass-message-status-page';

const admin = buildCurrentUser({ id: 'admin-1', role: 'admin' });
const message: MassMessageDto = {
  id: 'mm-1',
  subject: 'Hello all',
  content: 'News',
  recipients: 'all',
  status: 'queued',
  total: 40,
  done: 0,
  emailed: 0,
  createdAt: '2026-11-23T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  failure: null,
};

function renderAt(path: string, answer: (url: URL, request: Request) => Response | undefined) {
  configureApiClient();
  const requests = stubFetch((url, request) => {
    if (url.pathname === '/api/auth/user') return jsonResponse('getSession', buildSession(admin));
    if (url.pathname === '/api/admin/communications/status')
      return jsonResponse('getCommunicationsStatus', { emailEnabled: false });
    return answer(url, request);
  });
  const router = createMemoryRouter(
    [
      { path: '/admin/communications', element: <CommunicationsPage /> },
      { path: '/admin/communications/mass-messages/:id', element: <MassMessageStatusPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { requests, router };
}

describe('CommunicationsPage', () => {
  it('keeps Publish disabled until title and content are filled, then creates the announcement', async () => {
    const { requests } = renderAt('/admin/communications', (url, request) => {
      if (url.pathname === '/api/admin/announcements' && request.method === 'GET')
        return jsonResponse('listAdminAnnouncements', []);
      if (url.pathname === '/api/admin/announcements' && request.method === 'POST')
        return jsonResponse(
          'createAnnouncement',
          {
            id: 'a-1',
            title: 'Hi',
            content: 'There',
            type: 'success',
            createdAt: '2026-11-23T10:00:00.000Z',
            expiresAt: null,
            state: 'active',
            endedAt: null,
            dismissedCount: 0,
          },
          201,
        );
      return undefined;
    });
    const user = userEvent.setup();
    expect(await screen.findByText('No announcements yet.')).toBeInTheDocument();
    const publish = screen.getByRole('button', { name: 'Publish Announcement' });
    expect(publish).toBeDisabled();
    await user.type(screen.getByLabelText('Title'), 'Hi');
    expect(publish).toBeDisabled();
    await user.type(screen.getByLabelText('Content'), 'There');
    await user.selectOptions(screen.getByLabelText('Type'), 'success');
    await user.click(publish);
    expect(await screen.findByText('Announcement created')).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST' && r.url.endsWith('/api/admin/announcements'));
    expect(await post?.json()).toEqual({ title: 'Hi', content: 'There', type: 'success' });
  });

  it('sends a mass message only when subject and content are filled, says e-mail is off, and opens its status', async () => {
    const { requests, router } = renderAt('/admin/communications?tab=mass-messaging', (url, request) => {
      if (url.pathname === '/api/admin/mass-messages') return jsonResponse('listMassMessages', []);
      if (url.pathname === '/api/admin/mass-message' && request.method === 'POST')
        return jsonResponse('sendMassMessage', message, 201);
      if (url.pathname === '/api/admin/mass-messages/mm-1')
        return jsonResponse('getMassMessage', { ...message, status: 'completed', done: 40 });
      return undefined;
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/E-mail is off/)).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send Message' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Subject'), 'Hello all');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Content'), 'News');
    await user.selectOptions(screen.getByLabelText('Recipients'), 'moderators');
    await user.click(send);
    expect(await screen.findByText('Mass message sent')).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST' && r.url.endsWith('/api/admin/mass-message'));
    expect(await post?.json()).toEqual({ subject: 'Hello all', content: 'News', recipients: 'moderators' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/communications/mass-messages/mm-1'));
    const bar = await screen.findByRole('progressbar', { name: 'Recipients reached' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '40 of 40'));
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByTestId('mass-message-count')).toHaveTextContent('Delivered to 40 of 40 recipients');
  });

  it('names the unknown variables the preview leaves empty', async () => {
    const template = {
      id: 't-1',
      name: 'mass-message',
      type: 'notification' as const,
      description: 'Sent with a mass message',
      subject: '{{subject}}',
      body: '<p>{{content}}</p>',
      variables: ['subject', 'content', 'username'],
      updatedAt: '2026-11-23T10:00:00.000Z',
    };
    renderAt('/admin/communications?tab=email-templates', (url, request) => {
      if (url.pathname === '/api/admin/email-templates') return jsonResponse('listEmailTemplates', [template]);
      if (url.pathname === '/api/admin/email-templates/t-1/preview' && request.method === 'POST')
        return jsonResponse('previewEmailTemplate', {
          subject: 'Hello ',
          html: '<p>News </p>',
          text: 'News',
          unknownVariables: ['nickname'],
        });
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /mass-message/ }));
    const note = await screen.findByTestId('preview-unknown-variables');
    expect(note).toHaveTextContent('Unknown variable: {{nickname}}. It is left empty below');
  });

  it('ends an announcement only once confirmed', async () => {
    const active = {
      id: 'a-1',
      title: 'Maintenance',
      content: 'Sunday',
      type: 'info' as const,
      createdAt: '2026-11-23T10:00:00.000Z',
      expiresAt: null,
      state: 'active' as const,
      endedAt: null,
      dismissedCount: 0,
    };
    let ended = false;
    const { requests } = renderAt('/admin/communications', (url, request) => {
      if (url.pathname === '/api/admin/announcements/a-1/end' && request.method === 'POST') {
        ended = true;
        return jsonResponse('endAnnouncement', { ...active, state: 'ended', endedAt: '2026-11-23T11:00:00.000Z' });
      }
      if (url.pathname === '/api/admin/announcements')
        return jsonResponse('listAdminAnnouncements', [ended ? { ...active, state: 'ended' } : active]);
      return undefined;
    });
    const user = userEvent.setup();
    const end = await screen.findByRole('button', { name: 'End' });
    await user.click(end);
    const ask = await screen.findByRole('alertdialog', { name: 'End "Maintenance"?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.url.endsWith('/end'))).toBe(false);
    await user.click(end);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End Announcement' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'End' })).not.toBeInTheDocument());
    expect(requests.filter((r) => r.url.endsWith('/end'))).toHaveLength(1);
  });

  it('cancels a mass message being sent only once confirmed', async () => {
    const running = { ...message, status: 'running' as const, done: 10 };
    const { requests } = renderAt('/admin/communications/mass-messages/mm-1', (url, request) => {
      if (url.pathname === '/api/admin/mass-messages/mm-1/cancel' && request.method === 'POST')
        return jsonResponse('cancelMassMessage', { ...running, status: 'cancelled' });
      if (url.pathname === '/api/admin/mass-messages/mm-1') return jsonResponse('getMassMessage', running);
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Stop sending this mass message?' });
    expect(ask).toHaveTextContent('Recipients not reached yet (30 of 40) do not get it.');
    await user.click(within(ask).getByRole('button', { name: 'Keep Sending' }));
    expect(requests.some((r) => r.url.endsWith('/cancel'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Stop Sending' }));
    expect(await screen.findByText('Mass message cancelled')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.endsWith('/cancel'))).toHaveLength(1);
  });
});
