import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportRequestDetailDto, SupportRequestSummaryDto } from '@/api/generated/types.gen';
import { jsonResponse } from '@/test/api-response';
import { buildCurrentUser } from '@/test/fixtures';
import { renderRoute, signedInSessionResponse, stubFetch } from '@/test/render';

vi.setConfig({ testTimeout: 30_000 });

const boss = { id: '00000000-0000-4000-8000-0000000000b1', username: 'boss' };
const takedown: SupportRequestSummaryDto = {
  id: '00000000-0000-4000-8000-0000000000c1',
  kind: 'takedown',
  status: 'new',
  requesterName: 'Jane Roe',
  requesterEmail: 'jane@example.test',
  requester: null,
  subjectKind: 'article',
  subjectId: 12,
  subjectTitle: 'The stream of 2014',
  subjectPath: '/article/12',
  assignee: null,
  dueAt: '2026-11-20T12:00:00.000Z',
  overdue: true,
  createdAt: '2026-11-13T12:00:00.000Z',
};
const conflict: SupportRequestSummaryDto = {
  ...takedown,
  id: '00000000-0000-4000-8000-0000000000c2',
  kind: 'username_conflict',
  requesterName: null,
  requester: { id: '00000000-0000-4000-8000-0000000000d1', username: 'dan' },
  subjectKind: null,
  subjectId: null,
  subjectTitle: null,
  subjectPath: null,
  dueAt: null,
  overdue: false,
};
const detail: SupportRequestDetailDto = {
  ...takedown,
  relationship: 'I am the person named',
  message: 'It shows my home address.',
  usernameConflict: null,
  outcome: null,
  closedAt: null,
  messages: [],
};

function stubInbox() {
  let current = detail;
  const requests = stubFetch((url, request) => {
    if (url.pathname === '/api/auth/user') return signedInSessionResponse(buildCurrentUser({ role: 'admin' }));
    if (url.pathname === '/api/admin/support/requests') {
      const kind = url.searchParams.get('kind');
      return jsonResponse('listSupportRequests', kind === 'username_conflict' ? [conflict] : [takedown, conflict]);
    }
    if (url.pathname === '/api/admin/support/admins') return jsonResponse('listSupportAssignees', [boss]);
    if (url.pathname === `/api/admin/support/requests/${takedown.id}` && request.method === 'GET') {
      return jsonResponse('getSupportRequest', current);
    }
    if (url.pathname === `/api/admin/support/requests/${takedown.id}` && request.method === 'PATCH') {
      current = { ...current, assignee: boss };
      return jsonResponse('updateSupportRequest', current);
    }
    if (url.pathname === `/api/admin/support/requests/${takedown.id}/notes`) {
      current = {
        ...current,
        status: 'in_progress',
        messages: [
          { id: 'm1', type: 'note', author: boss, body: 'Checking it.', createdAt: '2026-11-29T12:00:00.000Z' },
        ],
      };
      return jsonResponse('addSupportNote', current, 201);
    }
    if (url.pathname === `/api/admin/support/requests/${takedown.id}/replies`) {
      current = {
        ...current,
        status: 'answered',
        outcome: { action: 'edited', reasonCategory: 'personal_information', note: 'Removed.', at: current.createdAt },
      };
      return jsonResponse('replyToSupportRequest', current, 201);
    }
    return undefined;
  });
  return requests;
}

const bodyOf = async (requests: Request[], path: string) =>
  (await requests
    .find((request) => request.method !== 'GET' && new URL(request.url).pathname === path)
    ?.clone()
    .json()) as unknown;

describe('The Support tab', () => {
  it('lists the requests with their due dates and the overdue marked, filtered by kind', async () => {
    const requests = stubInbox();
    renderRoute('/admin/support');
    const list = await screen.findByRole('list', { name: 'Support requests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('The stream of 2014')).toBeInTheDocument();
    expect(within(list).getByText('Overdue')).toBeInTheDocument();
    expect(within(list).getByText(/Due 20 Nov 2026/)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'username_conflict');
    expect(await screen.findByText('Username conflict', { selector: 'span' })).toBeInTheDocument();
    expect(requests.some((request) => new URL(request.url).searchParams.get('kind') === 'username_conflict')).toBe(
      true,
    );
  });

  it('opens a request, assigns it, adds a note and answers it with an outcome', async () => {
    const requests = stubInbox();
    renderRoute(`/admin/support?request=${takedown.id}`);
    expect(await screen.findByText('It shows my home address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The stream of 2014' })).toHaveAttribute('href', '/article/12');

    await userEvent.selectOptions(await screen.findByLabelText('Assignee'), boss.id);
    await vi.waitFor(async () =>
      expect(await bodyOf(requests, `/api/admin/support/requests/${takedown.id}`)).toEqual({ assigneeId: boss.id }),
    );

    await userEvent.type(screen.getByLabelText('Internal note'), 'Checking it.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Checking it.')).toBeInTheDocument();
    expect(await bodyOf(requests, `/api/admin/support/requests/${takedown.id}/notes`)).toEqual({
      body: 'Checking it.',
    });

    // A takedown is answered with what was done, why, and a note.
    await userEvent.type(screen.getByLabelText('Reply'), 'We removed it.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByText('Choose what was done.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('What was done'), 'edited');
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'personal_information');
    await userEvent.type(screen.getByLabelText('Note'), 'Removed.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(/Outcome:/)).toBeInTheDocument();
    expect(await bodyOf(requests, `/api/admin/support/requests/${takedown.id}/replies`)).toEqual({
      body: 'We removed it.',
      outcome: { action: 'edited', reasonCategory: 'personal_information', note: 'Removed.' },
    });
  });
});
