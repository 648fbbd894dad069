import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { StoreItemDto } from '@/api/generated/types.gen';
import { AppProviders } from '@/app/providers';
import { configureApiClient } from '@/lib/api-client';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { buildStoreItem } from '@/test/fixtures';
import { createTestQueryClient, stubFetch } from '@/test/render';
import { PointsTab } from './points-tab';

function pack(name: string, priceCents: number, points: number): StoreItemDto {
  return buildStoreItem({
    id: `id-${name}`,
    key: name.toLowerCase(),
    name,
    priceCents,
    points,
    highlighted: name === 'Value',
  });
}

const PACKS = [pack('Starter', 500, 1000), pack('Value', 1000, 2500), pack('Elite', 14000, 50000)];

function renderTab() {
  configureApiClient();
  const router = createMemoryRouter(
    [
      { path: '/store', element: <PointsTab /> },
      { path: '/checkout', element: <p>checkout</p> },
    ],
    { initialEntries: ['/store'] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('Points tab', () => {
  it('buys a pack: the figures shown go to the server, and checkout opens with the client secret', async () => {
    const requests = stubFetch((url) => {
      if (url.pathname === '/api/payments/config')
        return jsonResponse('getPaymentsConfig', {
          enabled: true,
          publishableKey: 'pk_test',
          stripeJsUrl: 'http://x/s.js',
        });
      if (url.pathname === '/api/store/items') return jsonResponse('listStoreItems', PACKS);
      if (url.pathname === '/api/create-payment-intent')
        return jsonResponse('createPaymentIntent', {
          clientSecret: 'pi_9_secret_9',
          paymentIntentId: 'pi_9',
          paymentId: 'p-9',
          amountCents: 1000,
          currency: 'usd',
          points: 2500,
          packageName: 'Value',
        });
      return undefined;
    });
    const router = renderTab();
    expect(await screen.findByText('Popular')).toBeInTheDocument();
    expect(screen.getByText('$140')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Buy Value/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?client_secret=pi_9_secret_9&type=points');
    const sent = requests.find((r) => r.url.endsWith('/api/create-payment-intent'));
    expect(await sent?.clone().json()).toEqual({ amount: 10, type: 'points', points: 2500, packageName: 'Value' });
  });

  it("shows 'Payment failed' with the server's message", async () => {
    stubFetch((url) => {
      if (url.pathname === '/api/payments/config')
        return jsonResponse('getPaymentsConfig', {
          enabled: true,
          publishableKey: 'pk_test',
          stripeJsUrl: 'http://x/s.js',
        });
      if (url.pathname === '/api/store/items') return jsonResponse('listStoreItems', PACKS);
      if (url.pathname === '/api/create-payment-intent') return errorResponse(403, 'Store is for admins only');
      return undefined;
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: /Buy Starter/ }));
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByText('Store is for admins only')).toBeInTheDocument();
  });

  it('disables buying and says why when payments are not configured', async () => {
    stubFetch((url) => {
      if (url.pathname === '/api/payments/config')
        return jsonResponse('getPaymentsConfig', {
          enabled: false,
          publishableKey: null,
          stripeJsUrl: 'http://x/s.js',
        });
      if (url.pathname === '/api/store/items') return jsonResponse('listStoreItems', PACKS);
      return undefined;
    });
    renderTab();
    expect(await screen.findByText('Payments are not configured')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Buy Starter/ })).toBeDisabled());
  });
});
