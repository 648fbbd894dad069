import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { BoostDto, BoostPurchaseDto, BoostQueueDto, BoostQueueSlotDto } from '@/api/generated/types.gen';
import { AppProviders } from '@/app/providers';
import { configureApiClient } from '@/lib/api-client';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { buildArticle, buildCurrentUser, buildPage, buildSession } from '@/test/fixtures';
import { createTestQueryClient, stubFetch } from '@/test/render';
import { BoostsTab } from './boosts-tab';

const HOUR = 3600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function slot(overrides: Partial<BoostQueueSlotDto>): BoostQueueSlotDto {
  return {
    id: 1,
    articleId: 5,
    articleTitle: 'The backpack era',
    price: 250,
    startsAt: later(-1),
    endsAt: later(23),
    status: 'active',
    createdAt: later(-1),
    buyer: {
      id: 'u9',
      username: 'ada',
      displayName: 'Ada Historian',
      role: 'moderator',
      isRoot: false,
      profileImageUrl: null,
      flairs: [],
    },
    ...overrides,
  };
}

function queue(overrides: Partial<BoostQueueDto> = {}): BoostQueueDto {
  return { price: 250, durationHours: 24, queueLimit: 14, nextStartAt: later(0), full: false, slots: [], ...overrides };
}

const mine = [buildArticle({ id: 41, title: 'My first stream' }), buildArticle({ id: 42, title: 'My second stream' })];

function stubBoosts({
  points = 300,
  boostQueue = queue(),
  purchase,
  myBoosts = [],
}: {
  points?: number;
  boostQueue?: BoostQueueDto;
  purchase?: () => Response;
  myBoosts?: BoostDto[];
} = {}) {
  return stubFetch((url, request) => {
    if (url.pathname === '/api/auth/user') {
      return jsonResponse('getSession', buildSession(buildCurrentUser({ availablePoints: points })));
    }
    if (url.pathname === '/api/boosts/queue') return jsonResponse('getBoostQueue', boostQueue);
    if (url.pathname === '/api/boosts/mine') return jsonResponse('listMyBoosts', { items: myBoosts, nextCursor: null });
    if (url.pathname === '/api/articles' && url.searchParams.get('feed') === 'mine') {
      return jsonResponse('listArticles', buildPage(mine));
    }
    if (url.pathname === '/api/boosts' && request.method === 'POST' && purchase) return purchase();
    return undefined;
  });
}

function renderTab() {
  configureApiClient();
  const router = createMemoryRouter([{ path: '/store', element: <BoostsTab /> }], { initialEntries: ['/store'] });
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('BoostsTab', () => {
  it('shows the price, the balance, the queue, and buys a boost of the chosen article after confirming', async () => {
    const bought: BoostPurchaseDto = {
      ...slot({ id: 2, articleId: 42, articleTitle: 'My second stream', startsAt: later(23), endsAt: later(47) }),
      status: 'scheduled',
      balanceAfter: 50,
    };
    const requests = stubBoosts({
      boostQueue: queue({ nextStartAt: later(23), slots: [slot({})] }),
      purchase: () => jsonResponse('createBoost', bought, 201),
    });
    renderTab();
    const user = userEvent.setup();

    expect(await screen.findByTestId('boost-price')).toHaveTextContent('250 points');
    expect(await screen.findByTestId('boost-balance')).toHaveTextContent('300 points');
    const slots = screen.getAllByTestId('boost-slot');
    expect(within(slots[0]).getByRole('link', { name: 'The backpack era' })).toHaveAttribute('href', '/article/5');
    expect(within(slots[0]).getByText('Featured now')).toBeInTheDocument();
    expect(within(slots[0]).getByText(/by Ada Historian/)).toBeInTheDocument();

    await user.selectOptions(await screen.findByLabelText('Article to boost'), 'My second stream');
    expect(screen.getByText(/A boost bought now starts on /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Boost for 250 points' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/“My second stream” will be featured on the home page for 24 hours/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/This spends 250 of your 300 points/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Boost Article' }));

    expect(await screen.findByText('Article boosted!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = requests.find((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/boosts');
    expect(await post?.clone().json()).toEqual({ articleId: 42 }); // never a price: the server sets it
  });

  it('offers only articles that are not already in the queue', async () => {
    stubBoosts({ boostQueue: queue({ slots: [slot({ articleId: 41, articleTitle: 'My first stream' })] }) });
    renderTab();
    const chooser = await screen.findByLabelText('Article to boost');
    expect(within(chooser).getByRole('option', { name: 'My first stream (already boosted)' })).toBeDisabled();
    expect(chooser).toHaveValue('42');
    expect(screen.getByRole('button', { name: 'Boost for 250 points' })).toBeEnabled();
  });

  it('refuses to buy below the price and says so', async () => {
    stubBoosts({ points: 249 });
    renderTab();
    expect(await screen.findByText('Insufficient points to boost this article')).toBeInTheDocument();
    expect(screen.getByText(/You need 1 more point\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get points' })).toHaveAttribute('href', '/store?tab=points');
    expect(await screen.findByRole('button', { name: 'Boost for 250 points' })).toBeDisabled();
    expect(screen.getByText('The Featured slot is free: a boost bought now starts right away.')).toBeInTheDocument();
  });

  it("shows the server's reason in a toast when the purchase is refused", async () => {
    stubBoosts({
      purchase: () => errorResponse(409, 'This article already has a boost that is active or waiting in the queue.'),
    });
    renderTab();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Boost for 250 points' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Boost Article' }));
    expect(await screen.findByText('Boost failed')).toBeInTheDocument();
    expect(
      screen.getByText('This article already has a boost that is active or waiting in the queue.'),
    ).toBeInTheDocument();
  });

  it('disables buying when the queue is full, and shows the load error with Retry', async () => {
    stubBoosts({ boostQueue: queue({ full: true }) });
    const view = renderTab();
    expect(await screen.findByText(/The boost queue is full/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Boost for 250 points' })).toBeDisabled();
    view.unmount();

    stubFetch((url) =>
      url.pathname === '/api/auth/user'
        ? jsonResponse('getSession', buildSession(buildCurrentUser()))
        : errorResponse(500, 'Something went wrong'),
    );
    renderTab();
    expect(await screen.findByText('Failed to load boosts.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('marks a boost that a refund or dispute took back as revoked in your boosts', async () => {
    const { buyer: _buyer, ...revoked } = slot({ id: 3, articleTitle: 'My first stream', status: 'revoked' });
    stubBoosts({ myBoosts: [revoked] });
    renderTab();
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
  });

  it('says a boost was cancelled when its article was deleted', async () => {
    const { buyer: _buyer, ...cancelled } = slot({ id: 4, articleTitle: 'Gone', status: 'revoked', articleId: null });
    stubBoosts({ myBoosts: [cancelled] });
    renderTab();
    expect(await screen.findByText('Cancelled: article deleted')).toBeInTheDocument();
  });
});
