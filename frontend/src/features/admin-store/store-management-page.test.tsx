import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminStoreItemDto, SalesReportDto } from '@/api/generated/types.gen';
import { jsonResponse } from '@/test/api-response';
import { renderRoute, signedInSessionResponse, stubFetch } from '@/test/render';

const ITEM: AdminStoreItemDto = {
  id: 'item-1',
  key: 'value',
  kind: 'points_pack',
  name: 'Value',
  description: '',
  price: 10,
  priceCents: 1000,
  currency: 'usd',
  points: 2500,
  bonusPercent: 150,
  highlighted: true,
  status: 'active',
  sales: 3,
  refunds: 1,
  netRevenueCents: 2000,
  sortOrder: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const REPORT: SalesReportDto = {
  from: '2026-10-25',
  to: '2026-11-23',
  currency: 'usd',
  totals: { payments: 3, grossCents: 3000, refunds: 1, refundedCents: 1000, netCents: 2000 },
  byDay: [{ day: '2026-11-23', payments: 3, grossCents: 3000, refunds: 1, refundedCents: 1000, netCents: 2000 }],
  byPackage: [
    {
      storeItemId: 'item-1',
      packageName: 'Value',
      kind: 'points_pack',
      payments: 3,
      grossCents: 3000,
      refunds: 1,
      refundedCents: 1000,
      netCents: 2000,
      pointsCredited: 7500,
    },
  ],
  refunds: [
    {
      paymentId: 'p-1',
      packageName: 'Value',
      userId: 'u-1',
      username: 'cellbonder',
      amountCents: 1000,
      amountRefundedCents: 1000,
      pointsDebited: 500,
      pointsUnrecovered: 2000,
      status: 'refunded',
      refundedAt: '2026-11-23T10:00:00.000Z',
      itemsRevoked: [
        { kind: 'flair.purchased', reference: 'flair:3', label: 'Flair "Gold"', points: 1000, restored: false },
      ],
    },
  ],
  disputeTotals: { opened: 1, open: 0, won: 1, lost: 0, lostCents: 0 },
  disputes: [
    {
      disputeId: 'dp_1',
      paymentId: 'p-2',
      packageName: 'Starter',
      userId: 'u-2',
      username: 'irlwalker',
      paymentAmountCents: 500,
      amountCents: 500,
      reason: 'fraudulent',
      status: 'won',
      pointsTaken: 1000,
      pointsUnrecovered: 0,
      pointsRestored: 1000,
      itemsRevoked: [
        {
          kind: 'boost.purchased',
          reference: 'boost:9',
          label: 'Boost of "Subway ride"',
          points: 250,
          restored: false,
        },
      ],
      openedAt: '2026-11-22T10:00:00.000Z',
      closedAt: '2026-11-23T09:00:00.000Z',
    },
  ],
};

function stubAdmin() {
  return stubFetch((url) => {
    if (url.pathname === '/api/auth/user') return signedInSessionResponse({ role: 'admin' });
    if (url.pathname === '/api/admin/store/items') return jsonResponse('listAdminStoreItems', [ITEM]);
    if (url.pathname === '/api/admin/store/sales') return jsonResponse('getSalesReport', REPORT);
    return undefined;
  });
}

describe('Store management', () => {
  it('is for admins only', async () => {
    stubFetch((url) => (url.pathname === '/api/auth/user' ? signedInSessionResponse({ role: 'user' }) : undefined));
    renderRoute('/admin/store-management');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('shows the tabs and the store items with their sales', async () => {
    stubAdmin();
    renderRoute('/admin/store-management');
    // The page and its chart library load lazily.
    expect(await screen.findByRole('tab', { name: 'Store Items' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Flair Management' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sales Reports' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: /Value/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retire Value' })).toBeInTheDocument();
    expect(screen.getByText('1 refunded')).toBeInTheDocument();
  });

  it('reports sales, refunds with the purchases they undid, and disputes, with a CSV export', async () => {
    const requests = stubAdmin();
    renderRoute('/admin/store-management?tab=sales');
    expect(await screen.findByText('Gross sales', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getAllByText('$30').length).toBeGreaterThan(0);
    expect(screen.getByRole('cell', { name: '2,000' })).toBeInTheDocument();
    expect(screen.getByText('Flair "Gold" (1,000 points)')).toBeInTheDocument();
    expect(screen.getByText('Lost to disputes')).toBeInTheDocument();
    expect(screen.getByText('1 dispute, 0 open')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /irlwalker/ })).toBeInTheDocument();
    expect(screen.getByText('Won')).toBeInTheDocument();
    expect(screen.getByText('1,000 given back')).toBeInTheDocument();
    expect(screen.getByText('Boost of "Subway ride" (250 points)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await userEvent.selectOptions(screen.getByLabelText('Period'), '7');
    expect(requests.some((r) => r.url.includes('/api/admin/store/sales?days=7'))).toBe(true);
  });
});
