import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HeldCommentDto } from '@/api/generated/types.gen';
import { jsonResponse } from '@/test/api-response';
import { buildCurrentUser, buildUserSummary } from '@/test/fixtures';
import { renderRoute, signedInSessionResponse, stubFetch } from '@/test/render';

vi.setConfig({ testTimeout: 30_000 });

const held: HeldCommentDto = {
  id: 41,
  articleId: 7,
  articleTitle: 'The first IRL stream',
  author: buildUserSummary(),
  content: 'cheap followers https://bit.ly/x',
  parentId: null,
  state: 'visible',
  hiddenReason: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  heldReason: 'link-spam',
  authorBlockedByViewer: false,
};

/** The admin Content tab with `held` waiting; the approve or delete call `action` names empties the list. */
function stubHeld(action: { path: string; method: string }) {
  let settled = false;
  return stubFetch((url, request) => {
    if (url.pathname === '/api/auth/user') return signedInSessionResponse(buildCurrentUser({ role: 'admin' }));
    if (url.pathname === action.path && request.method === action.method) {
      settled = true;
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/admin/comments/held') {
      return jsonResponse('listHeldComments', {
        items: settled ? [] : [held],
        nextCursor: null,
        total: settled ? 0 : 1,
      });
    }
    if (url.pathname === '/api/admin/articles') {
      return jsonResponse('listAdminArticles', { items: [], nextCursor: null, total: 0, totalIsEstimate: false });
    }
    return undefined;
  });
}

describe('Comments awaiting approval (admin Content tab)', () => {
  it('lists held comments with their reason and approves one', async () => {
    const requests = stubHeld({ path: '/api/admin/comments/41/approve', method: 'POST' });
    const user = userEvent.setup();
    renderRoute('/admin/content');

    const item = await screen.findByTestId('held-comment', undefined, { timeout: 10_000 });
    expect(within(item).getByText('cheap followers https://bit.ly/x')).toBeInTheDocument();
    expect(within(item).getByText(/Looks like link spam/)).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'The first IRL stream' })).toHaveAttribute('href', '/article/7');

    await user.click(within(item).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No comments are waiting for approval.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        requests.some((r) => new URL(r.url).pathname === '/api/admin/comments/41/approve' && r.method === 'POST'),
      ).toBe(true),
    );
  });

  it('deletes a held comment only with a reason category and a note, once confirmed', async () => {
    const requests = stubHeld({ path: '/api/articles/7/comments/41/remove', method: 'POST' });
    const user = userEvent.setup();
    renderRoute('/admin/content');
    const item = await screen.findByTestId('held-comment', undefined, { timeout: 10_000 });
    const remove = within(item).getByRole('button', { name: 'Delete' });
    await user.click(remove);
    const ask = await screen.findByRole('dialog', { name: "Delete Newbie's comment?" });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(remove).toHaveFocus();
    const removals = () => requests.filter((r) => new URL(r.url).pathname.endsWith('/remove'));
    expect(removals()).toHaveLength(0);

    await user.click(remove);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Comment' }));
    expect(within(dialog).getByText('Choose a reason category from the list.')).toBeInTheDocument();
    expect(removals()).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText(/Reason/), 'spam');
    expect(within(dialog).queryByText('Choose a reason category from the list.')).toBeNull();
    expect(within(dialog).getByText('Write a note: why this action was taken.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Note/), 'Sells followers');
    expect(within(dialog).queryByText('Write a note: why this action was taken.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Comment' }));
    expect(await screen.findByText('No comments are waiting for approval.')).toBeInTheDocument();
    expect(removals()).toHaveLength(1);
    expect(await removals()[0].json()).toEqual({ reasonCategory: 'spam', note: 'Sells followers' });
  });
});
