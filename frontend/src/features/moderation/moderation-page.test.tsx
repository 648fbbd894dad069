import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportedItemDto } from '@/api/generated/types.gen';
import { jsonResponse } from '@/test/api-response';
import { buildCurrentUser, buildUserSummary } from '@/test/fixtures';
import { renderRoute, signedInSessionResponse, stubFetch } from '@/test/render';

vi.setConfig({ testTimeout: 30_000 });

const reported: ReportedItemDto = {
  subjectKind: 'comment',
  subjectId: '41',
  preview: {
    title: 'The first IRL stream',
    excerpt: 'cheap followers here',
    link: '/article/7#comment-41',
    state: 'held',
  },
  author: buildUserSummary(),
  openReports: 3,
  reasons: [
    { reason: 'spam', count: 2 },
    { reason: 'other', count: 1 },
  ],
  details: [{ reason: 'other', details: 'Same link under every article', createdAt: '2026-11-29T10:00:00.000Z' }],
  lastReportedAt: '2026-11-29T10:00:00.000Z',
  actions: ['hidden', 'deleted', 'dismissed', 'warned'],
};

/** The moderation page for a `role`; acting on the item empties the inbox. */
function stubInbox(role: 'moderator' | 'user') {
  let acted = false;
  return stubFetch((url, request) => {
    if (url.pathname === '/api/auth/user') return signedInSessionResponse(buildCurrentUser({ role }));
    if (url.pathname === '/api/moderation/reports/comment/41/actions' && request.method === 'POST') {
      acted = true;
      return jsonResponse('actOnReports', {
        subjectKind: 'comment',
        subjectId: '41',
        action: 'hidden',
        resolvedReports: 3,
      });
    }
    if (url.pathname === '/api/moderation/reports') {
      return jsonResponse('listReportedItems', {
        items: acted ? [] : [reported],
        nextCursor: null,
        total: acted ? 0 : 1,
      });
    }
    if (url.pathname === '/api/admin/comments/held') {
      return jsonResponse('listHeldComments', { items: [], nextCursor: null, total: 0 });
    }
    return undefined;
  });
}

describe('The moderation page', () => {
  it('lists a reported item with its reasons and words, and hides it with a reason category and note', async () => {
    const requests = stubInbox('moderator');
    const user = userEvent.setup();
    renderRoute('/moderation');
    const item = await screen.findByTestId('reported-item', {}, { timeout: 10_000 });
    expect(item).toHaveTextContent('The first IRL stream');
    expect(item).toHaveTextContent('Held until reviewed');
    expect(within(item).getByRole('list', { name: 'Reasons' })).toHaveTextContent('Spam: 2');
    expect(item).toHaveTextContent('Same link under every article');
    expect(screen.getByRole('heading', { name: 'Comments awaiting approval' })).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide: comment' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('Choose a reason category from the list.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'spam');
    await user.type(within(dialog).getByLabelText('Note'), 'Link farm');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));

    expect(await screen.findByText('No open reports. Nothing to review.')).toBeInTheDocument();
    const act = requests.find((request) => request.method === 'POST' && request.url.includes('/actions'));
    expect(await act!.clone().json()).toEqual({ action: 'hidden', reasonCategory: 'spam', note: 'Link farm' });
  });

  it('is refused to members', async () => {
    stubInbox('user');
    renderRoute('/moderation');
    await waitFor(() => expect(screen.getByRole('heading', { name: /access denied/i })).toBeInTheDocument(), {
      timeout: 10_000,
    });
  });
});
