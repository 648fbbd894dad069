import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditLogEntryDto } from '@/api/generated/types.gen';
import { AppProviders } from '@/app/providers';
import { configureApiClient } from '@/lib/api-client';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { createTestQueryClient, stubFetch } from '@/test/render';
import { AuditLogPanel } from './admin-user-panels';

const LOG_PATH = '/api/admin/users/user-7/activity-log';

function entry(id: string, action: string): AuditLogEntryDto {
  return {
    id,
    action,
    actor: { id: 'admin-1', username: 'ada', displayName: 'Ada Admin' },
    target: { id: 'user-7', username: 'lena', displayName: 'Lena' },
    details: {},
    note: null,
    createdAt: '2024-03-05T12:00:00.000Z',
  };
}

function renderPanel() {
  configureApiClient();
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <AuditLogPanel userId="user-7" />
    </AppProviders>,
  );
  return screen.getByRole('region', { name: 'Activity log' });
}

describe('AuditLogPanel', () => {
  it('lists the entries and appends the next page on Load More', async () => {
    stubFetch((url) => {
      if (url.pathname !== LOG_PATH) return undefined;
      return url.searchParams.get('cursor') === 'page-2'
        ? jsonResponse('listUserAuditLog', {
            items: [{ ...entry('2', 'admin.user.banned'), note: 'Posted a home address' }],
            nextCursor: null,
          })
        : jsonResponse('listUserAuditLog', { items: [entry('1', 'user.followed')], nextCursor: 'page-2' });
    });
    const panel = renderPanel();

    expect(await within(panel).findByText('user.followed')).toBeInTheDocument();
    expect(within(panel).getByTestId('audit-entry')).toHaveTextContent('by Ada Admin on Lena');
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Load More' }));
    expect(await within(panel).findByText('admin.user.banned')).toBeInTheDocument();
    expect(within(panel).getAllByTestId('audit-entry')).toHaveLength(2);
    expect(within(panel).getAllByTestId('audit-entry')[1]).toHaveTextContent('Note: Posted a home address');
    expect(within(panel).getAllByTestId('audit-entry')[0]).not.toHaveTextContent('Note:');
    expect(within(panel).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('says so when nothing is logged', async () => {
    stubFetch((url) =>
      url.pathname === LOG_PATH ? jsonResponse('listUserAuditLog', { items: [], nextCursor: null }) : undefined,
    );
    const panel = renderPanel();
    expect(await within(panel).findByText('No logged activity.')).toBeInTheDocument();
  });

  it('shows the server reason with Retry when the log fails to load', async () => {
    let failing = true;
    stubFetch((url) => {
      if (url.pathname !== LOG_PATH) return undefined;
      return failing
        ? errorResponse(403, 'Forbidden resource')
        : jsonResponse('listUserAuditLog', { items: [entry('1', 'user.followed')], nextCursor: null });
    });
    const panel = renderPanel();

    expect(await within(panel).findByRole('alert')).toHaveTextContent('403: Forbidden resource');
    failing = false;
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText('user.followed')).toBeInTheDocument();
  });
});
