import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserSummaryDto } from '@/api/generated/types.gen';
import { jsonResponse } from '@/test/api-response';
import { renderRoute, stubFetchSignedIn } from '@/test/render';

const person = (id: string, username: string): UserSummaryDto => ({
  id,
  username,
  displayName: username,
  role: 'user',
  isRoot: false,
  profileImageUrl: null,
  flairs: [],
});

/** The Social settings tab, with `blocked` as the list (an unblock takes the person off it). */
function stub(blocked: UserSummaryDto[]) {
  let list = [...blocked];
  return stubFetchSignedIn((url, request) => {
    if (url.pathname === '/api/oauth/connections') return jsonResponse('listConnections', []);
    if (url.pathname === '/api/blocks' && request.method === 'GET') {
      return jsonResponse('listBlockedUsers', { items: list, nextCursor: null, total: list.length });
    }
    if (url.pathname.startsWith('/api/blocks/') && request.method === 'DELETE') {
      const userId = url.pathname.split('/').at(-1)!;
      list = list.filter((user) => user.id !== userId);
      return jsonResponse('unblockUser', { userId, blocked: false });
    }
    return undefined;
  });
}

describe('Blocked people card', () => {
  it('says so when nobody is blocked', async () => {
    stub([]);
    renderRoute('/settings/social');
    expect(await screen.findByText("You haven't blocked anyone.", {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lists the blocked people and unblocks one', async () => {
    const requests = stub([person('u-2', 'troll_tom'), person('u-3', 'spam_sam')]);
    renderRoute('/settings/social');
    const list = await screen.findByRole('list', { name: 'Blocked people' }, { timeout: 5000 });
    expect(within(list).getAllByTestId('blocked-person')).toHaveLength(2);

    await userEvent.click(within(list).getByRole('button', { name: 'Unblock troll_tom' }));
    await waitFor(() => expect(screen.queryByText('troll_tom')).not.toBeInTheDocument());
    expect(screen.getByText('spam_sam')).toBeInTheDocument();
    const unblock = requests.find((request) => request.method === 'DELETE');
    expect(new URL(unblock!.url).pathname).toBe('/api/blocks/u-2');
  });
});
