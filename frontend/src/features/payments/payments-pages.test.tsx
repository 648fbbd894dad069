import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentsConfigDto, StoreItemDto } from '@/api/generated/types.gen';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { buildStoreItem } from '@/test/fixtures';
import { renderRoute, stubFetch, stubFetchSignedIn } from '@/test/render';
import { loadStripeFrom } from './stripe-loader';

vi.mock('./stripe-loader', () => ({ loadStripeFrom: vi.fn() }));

const CONFIG: PaymentsConfigDto = {
  enabled: true,
  publishableKey: 'pk_test_123',
  stripeJsUrl: 'http://127.0.0.1:9/endive/stripe.js',
};

function donation(key: string, name: string, priceCents: number, points: number, bonusPercent: number): StoreItemDto {
  return buildStoreItem({
    id: `id-${key}`,
    key,
    kind: 'donation',
    name,
    priceCents,
    points,
    bonusPercent,
    highlighted: key === 'premium',
  });
}

const PACKAGES = [
  donation('basic', 'Basic', 499, 499, 0),
  donation('premium', 'Premium', 999, 1099, 10),
  donation('pro', 'Pro', 1999, 2299, 15),
];

beforeEach(() => {
  vi.mocked(loadStripeFrom).mockReset();
});

describe('Checkout', () => {
  it('sends a visit without client_secret to the Store', async () => {
    stubFetchSignedIn(() => undefined);
    const { router } = renderRoute('/checkout?type=points');
    await waitFor(() => expect(router.state.location.pathname).toBe('/store'));
  });

  it("says 'Payment System Unavailable' when Stripe.js cannot load", async () => {
    vi.mocked(loadStripeFrom).mockRejectedValue(new Error('Failed to load Stripe.js'));
    stubFetchSignedIn((url) =>
      url.pathname === '/api/payments/config' ? jsonResponse('getPaymentsConfig', CONFIG) : undefined,
    );
    renderRoute('/checkout?client_secret=pi_1_secret_2&type=points');
    expect(await screen.findAllByText('Payment System Unavailable')).not.toHaveLength(0);
    expect(
      screen.getAllByText('Payment processing is temporarily unavailable. Please try again later.'),
    ).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back to Store' })).toHaveAttribute('href', '/store');
  });

  it('says so when the site has no payment keys', async () => {
    stubFetchSignedIn((url) =>
      url.pathname === '/api/payments/config'
        ? jsonResponse('getPaymentsConfig', { enabled: false, publishableKey: null, stripeJsUrl: CONFIG.stripeJsUrl })
        : undefined,
    );
    renderRoute('/checkout?client_secret=pi_1_secret_2');
    expect(await screen.findByText('Payments are not configured')).toBeInTheDocument();
    expect(loadStripeFrom).not.toHaveBeenCalled();
  });
});

describe('Donate', () => {
  it('asks visitors to sign in', async () => {
    stubFetch((url) => (url.pathname === '/api/auth/user' ? errorResponse(401, 'Unauthorized') : undefined));
    renderRoute('/donate');
    expect(await screen.findByRole('heading', { name: 'Sign in Required' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to purchase point packages.')).toBeInTheDocument();
  });

  it('shows the three packages with their bonus, and the initialisation error toast', async () => {
    const requests = stubFetchSignedIn((url) => {
      if (url.pathname === '/api/payments/config') return jsonResponse('getPaymentsConfig', CONFIG);
      if (url.pathname === '/api/store/items') return jsonResponse('listStoreItems', PACKAGES);
      if (url.pathname === '/api/create-payment-intent') return errorResponse(502, 'Provider down');
      return undefined;
    });
    renderRoute('/donate');
    expect(await screen.findByText('Most Popular')).toBeInTheDocument();
    expect(screen.getByText('+10% bonus')).toBeInTheDocument();
    expect(screen.getByText('+15% bonus')).toBeInTheDocument();
    expect(screen.getAllByText(/% bonus/)).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /Choose Premium/ }));
    expect(await screen.findByText('Failed to initialize payment. Please try again.')).toBeInTheDocument();
    const sent = requests.find((r) => r.url.endsWith('/api/create-payment-intent'));
    expect(await sent?.clone().json()).toEqual({ amount: 9.99, packageType: 'premium', pointsAwarded: 1099 });
  });
});
