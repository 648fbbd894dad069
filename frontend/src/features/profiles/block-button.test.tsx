import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildCurrentUser, buildProfile } from '@/test/fixtures';
import { jsonResponse } from '@/test/api-response';
import { stubProfilePage } from '@/test/profile-page';
import { renderRoute } from '@/test/render';

const member = buildCurrentUser({ id: 'member-1', username: 'backpack_dan', displayName: 'backpack_dan' });

/** A profile page of user-2 for `member`; the block status starts as `blocked` and follows the writes. */
function stubBlocking(blocked: boolean) {
  const profile = buildProfile();
  let state = blocked;
  const requests = stubProfilePage({
    viewer: member,
    profile,
    more: (url, request) => {
      if (url.pathname !== `/api/blocks/${profile.id}`) return undefined;
      if (request.method === 'PUT') state = true;
      if (request.method === 'DELETE') state = false;
      return jsonResponse('getBlockStatus', { userId: profile.id, blocked: state });
    },
  });
  return { profile, requests };
}

const writes = (requests: Request[], method: string) =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname.startsWith('/api/blocks/'));

describe('Block on a profile', () => {
  it('blocks only once the confirmation saying what blocking does is accepted', async () => {
    const { requests } = stubBlocking(false);
    renderRoute('/profile/lurker_since_07');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Block' }, { timeout: 5000 }));
    const ask = await screen.findByRole('alertdialog', { name: /^Block .*\?$/ });
    expect(ask).toHaveTextContent('They will not be able to message you or follow you');
    expect(writes(requests, 'PUT')).toHaveLength(0);

    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(writes(requests, 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Block' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(writes(requests, 'PUT')).toHaveLength(1);
  });

  it('unblocks a blocked member at once', async () => {
    const { requests } = stubBlocking(true);
    renderRoute('/profile/lurker_since_07');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unblock' }, { timeout: 5000 }));
    expect(await screen.findByRole('button', { name: 'Block' })).toBeInTheDocument();
    await waitFor(() => expect(writes(requests, 'DELETE')).toHaveLength(1));
  });
});
