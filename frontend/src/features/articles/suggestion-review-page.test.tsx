import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArticleSuggestionDetailDto } from '@/api/generated/types.gen';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { buildCurrentUser } from '@/test/fixtures';
import { renderRoute, signedInSessionResponse, stubFetch } from '@/test/render';
import { DECLINE_REASON_REQUIRED } from './suggestion-decision';
import { STALE_MESSAGE } from './suggestion-view';

vi.setConfig({ testTimeout: 30_000 });

// The review page loads lazily: the first find waits for its chunk.
const LOADED = { timeout: 10_000 };

const suggester = {
  id: 'u2',
  username: 'lena',
  displayName: 'Lena',
  role: 'user' as const,
  profileImageUrl: null,
  isRoot: false,
  flairs: [],
};
const pending: ArticleSuggestionDetailDto = {
  id: 7,
  articleId: 3,
  articleTitle: 'Bonding rigs',
  suggester,
  summary: 'Added the year',
  status: 'pending',
  reviewer: null,
  reviewReason: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  decidedAt: null,
  title: 'Bonding rigs, a history',
  excerpt: null,
  content: '<p>Backpacks came first, around 2007.</p>',
  currentTitle: 'Bonding rigs',
  currentExcerpt: null,
  diff: [
    { type: 'removed', text: 'Backpacks came first.' },
    { type: 'added', text: 'Backpacks came first, around 2007.' },
  ],
  stale: false,
  canReview: true,
  canWithdraw: false,
};

function stubSuggestion(detail: ArticleSuggestionDetailDto, onPost?: (path: string, body: unknown) => Response) {
  return stubFetch((url, request) => {
    if (url.pathname === '/api/auth/user') return signedInSessionResponse(buildCurrentUser({ role: 'admin' }));
    if (url.pathname === '/api/article-suggestions/7' && request.method === 'GET') {
      return jsonResponse('getArticleSuggestion', detail);
    }
    if (request.method === 'POST' && onPost) return onPost(url.pathname, undefined);
    return undefined;
  });
}

describe('The suggestion review view', () => {
  it('shows why, the title change and the line diff against the current text', async () => {
    stubSuggestion(pending);
    renderRoute('/article/3/suggestions/7');
    expect(await screen.findByRole('heading', { name: 'Suggested Edit' }, LOADED)).toBeInTheDocument();
    expect(screen.getByText('Added the year')).toBeInTheDocument();
    expect(screen.getByText('Bonding rigs', { selector: 'del' })).toBeInTheDocument();
    expect(screen.getByText('Bonding rigs, a history', { selector: 'ins' })).toBeInTheDocument();
    const diff = screen.getByRole('list', { name: 'Line diff' });
    expect(
      within(diff)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['-Removed: Backpacks came first.', '+Added: Backpacks came first, around 2007.']);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('requires a reason to decline, then sends it', async () => {
    const posted: string[] = [];
    const requests = stubSuggestion(pending, (path) => {
      posted.push(path);
      return jsonResponse('declineArticleSuggestion', { ...pending, status: 'declined', canReview: false });
    });
    renderRoute('/article/3/suggestions/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }, LOADED));
    expect(screen.getByText(DECLINE_REASON_REQUIRED)).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.type(screen.getByLabelText(/Reason/), 'Not sourced');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(posted).toEqual(['/api/article-suggestions/7/decline']));
    const sent = requests.find((r) => r.url.endsWith('/decline'));
    expect(await sent?.clone().json()).toEqual({ reason: 'Not sourced' });
  });

  it('explains a stale suggestion and does not offer Accept', async () => {
    stubSuggestion({ ...pending, stale: true });
    renderRoute('/article/3/suggestions/7');
    expect(await screen.findByText(STALE_MESSAGE, undefined, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
  });

  it('offers Withdraw to the suggester, and shows a decided suggestion with its reason', async () => {
    stubSuggestion({ ...pending, canReview: false, canWithdraw: true });
    const first = renderRoute('/article/3/suggestions/7');
    expect(await screen.findByRole('button', { name: 'Withdraw' }, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    first.unmount();

    stubSuggestion({
      ...pending,
      status: 'declined',
      canReview: false,
      reviewer: { ...suggester, id: 'u9', displayName: 'Admin' },
      reviewReason: 'Not sourced',
      decidedAt: '2024-01-02T00:00:00.000Z',
    });
    renderRoute('/article/3/suggestions/7');
    expect(await screen.findByText('Reason: Not sourced', undefined, LOADED)).toBeInTheDocument();
    expect(screen.getByTestId('suggestion-status')).toHaveTextContent('Declined');
  });

  it('says so when the suggestion is not found or not visible to the caller', async () => {
    stubFetch((url) => (url.pathname === '/api/auth/user' ? signedInSessionResponse() : errorResponse(403, 'No')));
    const view = renderRoute('/article/3/suggestions/7');
    expect(await screen.findByRole('heading', { name: 'Access Restricted' }, LOADED)).toBeInTheDocument();
    view.unmount();
    stubFetch((url) =>
      url.pathname === '/api/auth/user' ? signedInSessionResponse() : errorResponse(404, 'Suggestion Not Found'),
    );
    renderRoute('/article/3/suggestions/7');
    expect(await screen.findByRole('heading', { name: 'Suggestion Not Found' }, LOADED)).toBeInTheDocument();
  });
});
