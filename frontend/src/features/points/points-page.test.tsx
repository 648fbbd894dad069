import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PointsLedgerEntryDto, PointsLedgerPageDto } from '@/api/generated/types.gen';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { buildCurrentUser, buildSession } from '@/test/fixtures';
import { renderRoute, stubFetch } from '@/test/render';

function entry(overrides: Partial<PointsLedgerEntryDto>): PointsLedgerEntryDto {
  return {
    id: 1,
    delta: 1,
    reason: 'article.created',
    reference: 'article:42',
    balanceAfter: 1,
    createdAt: '2024-03-05T12:00:00.000Z',
    ...overrides,
  };
}

function stubPoints(pages: Record<string, PointsLedgerPageDto | 'error'>, points = 251) {
  return stubFetch((url) => {
    if (url.pathname === '/api/auth/user') {
      return jsonResponse('getSession', buildSession(buildCurrentUser({ availablePoints: points })));
    }
    if (url.pathname === '/api/points/ledger') {
      const page = pages[url.searchParams.get('cursor') ?? 'first'];
      if (page === 'error') return errorResponse(500, 'Something went wrong');
      return page ? jsonResponse('listMyPointsLedger', page) : undefined;
    }
    return undefined;
  });
}

describe('PointsPage', () => {
  it('shows the balance, the history with human reasons, and the rules', async () => {
    stubPoints({
      first: {
        items: [
          entry({ id: 4, delta: -250, reason: 'boost.purchased', reference: 'boost:3', balanceAfter: 251 }),
          entry({ id: 3, delta: 500, reason: 'points.purchased', reference: 'payment:pi_1', balanceAfter: 501 }),
          entry({ id: 2, delta: 1, reason: 'article.edited', reference: 'article:42', balanceAfter: 1 }),
        ],
        total: 3,
        nextCursor: null,
      },
    });
    renderRoute('/points');

    expect(await screen.findByRole('heading', { level: 1, name: 'Points' })).toBeInTheDocument();
    expect(screen.getByTestId('points-balance')).toHaveTextContent('251');
    const rows = await screen.findAllByTestId('ledger-entry');
    expect(rows.map((row) => within(row).getByTestId('ledger-reason').textContent)).toEqual([
      'Spent on a boost',
      'Bought a points pack',
      'Earned by editing an article',
    ]);
    expect(within(rows[0]).getByTestId('ledger-delta')).toHaveTextContent('−250');
    expect(within(rows[1]).getByTestId('ledger-delta')).toHaveTextContent('+500');
    expect(within(rows[2]).getByRole('link', { name: 'View article' })).toHaveAttribute('href', '/article/42');
    expect(within(rows[0]).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('3 changes, newest first.')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Balance over the last 3 changes: from 1 to 251 points' }),
    ).toBeInTheDocument();

    const rules = screen.getByTestId('points-rules');
    expect(within(rules).getByText('Create a post: +1 point')).toBeInTheDocument();
    expect(within(rules).getByText('Donating $1 gives +100 points')).toBeInTheDocument();
    expect(within(rules).getByText('Points never go below 0')).toBeInTheDocument();
    expect(
      within(rules).getByText('Points can be spent on boosting posts, custom flairs, personal pages and transfers.'),
    ).toBeInTheDocument();
    // The rules as the server applies them (the numbers come from the shared package the server uses).
    const details = within(rules).getByTestId('points-details');
    expect(details).toHaveTextContent('at most once per article per day (UTC)');
    expect(details).toHaveTextContent('An archive contribution an admin approves earns 5 points.');
    expect(details).toHaveTextContent("A boost costs 250 points and holds the home page's Featured slot for 24 hours.");
    expect(screen.getByRole('link', { name: 'Spend or buy points' })).toHaveAttribute('href', '/store');
  });

  it('loads older entries with the cursor of the previous page', async () => {
    const requests = stubPoints({
      first: { items: [entry({ id: 2, reason: 'article.created' })], total: 2, nextCursor: 'older' },
      older: {
        items: [entry({ id: 1, delta: 40, reason: 'account.merged', reference: 'user:x' })],
        total: 2,
        nextCursor: null,
      },
    });
    renderRoute('/points');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Merged in from another account')).toBeInTheDocument();
    expect(screen.getAllByTestId('ledger-entry')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    const ledgerCalls = requests.map((r) => new URL(r.url)).filter((u) => u.pathname === '/api/points/ledger');
    expect(ledgerCalls.at(-1)?.searchParams.get('cursor')).toBe('older');
  });

  it('shows the empty state without history, and the error state with Retry', async () => {
    stubPoints({ first: { items: [], total: 0, nextCursor: null } }, 0);
    const first = renderRoute('/points');
    expect(await screen.findByTestId('ledger-empty')).toHaveTextContent('No points yet.');
    expect(screen.getByTestId('points-balance')).toHaveTextContent('0');
    first.unmount();

    stubPoints({ first: 'error' });
    renderRoute('/points');
    expect(await screen.findByText('Failed to load your points history.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
