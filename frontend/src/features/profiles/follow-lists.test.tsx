import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserCardDto, UserCardPageDto } from '@/api/generated/types.gen';
import { buildCurrentUser, buildProfile, buildUserSummary } from '@/test/fixtures';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { stubProfilePage } from '@/test/profile-page';
import type { FetchRoute } from '@/test/render';
import { renderRoute } from '@/test/render';
import { ProfileStats } from './profile-stats';

const member = buildCurrentUser({ id: 'member-1', username: 'backpack_dan', displayName: 'backpack_dan' });
const profile = buildProfile({ stats: { ...buildProfile().stats, followers: 3, following: 0 } });

function card(id: string, overrides: Partial<UserCardDto> = {}): UserCardDto {
  return {
    ...buildUserSummary({ id, username: id, displayName: id }),
    followedAt: '2026-01-01T00:00:00.000Z',
    viewerFollows: false,
    isViewer: false,
    ...overrides,
  };
}

const page = (items: UserCardDto[], nextCursor: string | null = null, total = items.length): UserCardPageDto => ({
  items,
  nextCursor,
  total,
});

/** The profile of user-2 for `member`, its lists answered by `lists`; follows answer as the API does. */
function stubLists(lists: FetchRoute) {
  const follows = new Set<string>();
  return stubProfilePage({
    viewer: member,
    profile,
    more: (url, request) => {
      const followed = /^\/api\/users\/([^/]+)\/follow$/.exec(url.pathname);
      if (followed) {
        if (request.method === 'POST') follows.add(followed[1]);
        else follows.delete(followed[1]);
        return jsonResponse('followUser', {
          userId: followed[1],
          following: follows.has(followed[1]),
          followers: follows.has(followed[1]) ? 1 : 0,
        });
      }
      if (url.pathname.startsWith(`/api/users/${profile.id}/follow`)) return lists(url, request);
      return undefined;
    },
  });
}

async function openCounter(name: RegExp) {
  const user = userEvent.setup();
  renderRoute('/profile/lurker_since_07');
  await user.click(await screen.findByRole('button', { name }, { timeout: 5000 }));
  return { user, dialog: await screen.findByRole('dialog') };
}

const listRequests = (requests: Request[], list: string) =>
  requests.filter((request) => new URL(request.url).pathname === `/api/users/${profile.id}/${list}`);

describe('Follow lists on a profile', () => {
  it('opens the followers from the counter, newest first, linked, with no button on your own row', async () => {
    stubLists((url) =>
      url.pathname.endsWith('/followers')
        ? jsonResponse(
            'listFollowers',
            page([
              card('member-1', { username: 'backpack_dan', displayName: 'backpack_dan', isViewer: true }),
              card('fan-b', {
                displayName: 'Bea',
                viewerFollows: true,
                flairs: [
                  {
                    key: 'role:moderator',
                    flairId: null,
                    name: 'moderator',
                    displayName: 'Moderator',
                    backgroundColor: '#2563eb',
                    textColor: '#ffffff',
                    borderColor: '#1d4ed8',
                    isAnimated: false,
                    animationType: null,
                    builtIn: true,
                  },
                ],
              }),
              card('fan-a'),
            ]),
          )
        : undefined,
    );
    const { dialog } = await openCounter(/^Followers: 3, show list$/);
    expect(within(dialog).getByRole('tab', { name: 'Followers (3)', selected: true })).toBeInTheDocument();
    const rows = await within(dialog).findAllByTestId('follow-row');
    expect(rows.map((row) => within(row).getAllByRole('link')[0].textContent)).toEqual([
      'backpack_dan',
      'Bea',
      'fan-a',
    ]);
    expect(within(rows[1]).getByRole('link', { name: 'Bea' })).toHaveAttribute('href', '/profile/fan-b');
    expect(within(rows[1]).getByText('Moderator')).toBeInTheDocument();
    expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Unfollow Bea' })).toBeInTheDocument();
    expect(within(rows[2]).getByRole('button', { name: 'Follow fan-a' })).toBeInTheDocument();
  });

  it('says so when a list is empty, on either tab', async () => {
    stubLists((url) =>
      url.pathname.endsWith('/followers')
        ? jsonResponse('listFollowers', page([]))
        : jsonResponse('listFollowing', page([])),
    );
    const { user, dialog } = await openCounter(/^Following: 0, show list$/);
    expect(await within(dialog).findByText('Not following anyone yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: /^Followers/ }));
    expect(await within(dialog).findByText('No followers yet.')).toBeInTheDocument();
  });

  it('appends the next page on Load More, asking with the cursor of the last one', async () => {
    const requests = stubLists((url) =>
      url.searchParams.get('cursor') === 'page-2'
        ? jsonResponse('listFollowers', page([card('fan-a')], null, 3))
        : jsonResponse('listFollowers', page([card('fan-c'), card('fan-b')], 'page-2', 3)),
    );
    const { user, dialog } = await openCounter(/^Followers: 3/);
    expect(await within(dialog).findAllByTestId('follow-row')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('follow-row')).toHaveLength(3));
    expect(within(dialog).getByRole('link', { name: 'fan-a' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(
      listRequests(requests, 'followers').map((request) => new URL(request.url).searchParams.get('cursor')),
    ).toEqual([null, 'page-2']);
  });

  it('follows and unfollows from a row, which then shows the new state', async () => {
    const requests = stubLists(() => jsonResponse('listFollowing', page([card('fan-a')])));
    const { user, dialog } = await openCounter(/^Following: 0/);
    await user.click(await within(dialog).findByRole('button', { name: 'Follow fan-a' }));
    const unfollow = await within(dialog).findByRole('button', { name: 'Unfollow fan-a' });
    // The same button, so keyboard focus stays on it.
    expect(unfollow).toHaveFocus();
    await user.click(unfollow);
    expect(await within(dialog).findByRole('button', { name: 'Follow fan-a' })).toBeInTheDocument();
    const writes = requests.filter((request) => new URL(request.url).pathname === '/api/users/fan-a/follow');
    expect(writes.map((request) => request.method)).toEqual(['POST', 'DELETE']);
    // The list is not reloaded under the viewer's hand: the row changed from the answers.
    expect(listRequests(requests, 'following')).toHaveLength(1);
  });

  it("shows the server's reason with Retry when a list fails, and loads it on Retry", async () => {
    let fail = true;
    stubLists(() =>
      fail ? errorResponse(503, 'Try again later') : jsonResponse('listFollowers', page([card('fan-a')])),
    );
    const { user, dialog } = await openCounter(/^Followers: 3/);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load followers.');
    expect(alert).toHaveTextContent('Try again later');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('link', { name: 'fan-a' })).toBeInTheDocument();
  });

  it('shows the counters as plain figures without a viewer (the lists need a session)', () => {
    // The profile route itself needs sign-in; this is the header's answer should it ever be shown signed out.
    render(<ProfileStats profile={profile} signedIn={false} />);
    expect(screen.getByTestId('stat-followers')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-following')).toHaveTextContent('0');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
