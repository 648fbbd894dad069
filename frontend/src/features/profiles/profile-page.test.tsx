import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUserDto, ProfileDto } from '@/api/generated/types.gen';
import { buildArticle, buildCurrentUser, buildPage, buildProfile } from '@/test/fixtures';
import { jsonResponse } from '@/test/api-response';
import { stubProfilePage } from '@/test/profile-page';
import { renderRoute } from '@/test/render';

/** A profile page for `viewer` (following and changing the role answer as the API would). */
function stubProfile(viewer: CurrentUserDto, profile: ProfileDto | null, articles = buildPage([])) {
  // A follow changes what the profile answers next (the page reads it again for its counters).
  let following = profile?.isFollowing ?? false;
  return stubProfilePage({
    viewer,
    profile,
    articles,
    more: (url, request) => {
      if (profile && url.pathname === `/api/users/${profile.id}/follow`) {
        following = request.method === 'POST';
        return jsonResponse('followUser', { userId: profile.id, following, followers: 10 });
      }
      if (profile && url.pathname === `/api/users/by-username/${profile.username}` && following) {
        return jsonResponse('getProfileByUsername', {
          ...profile,
          isFollowing: true,
          stats: { ...profile.stats, followers: 10 },
        });
      }
      if (profile && url.pathname === `/api/admin/users/${profile.id}/role` && request.method === 'POST') {
        return jsonResponse('changeUserRole', {
          ...profile,
          role: 'moderator',
          isBanned: false,
          banReason: null,
          bannedUntil: null,
          banReasonCategory: null,
          primaryPlatform: null,
        });
      }
      return undefined;
    },
  });
}

const admin = buildCurrentUser({ id: 'admin-1', username: 'sysop_lena', displayName: 'sysop_lena', role: 'admin' });
const member = buildCurrentUser({ id: 'member-1', username: 'backpack_dan', displayName: 'backpack_dan' });

describe('ProfilePage', () => {
  it('shows real stats, social links and no e-mail line when the API returns none', async () => {
    stubProfile(member, buildProfile({ email: null }), buildPage([buildArticle({ title: 'My lurking years' })]));
    renderRoute('/profile/lurker_since_07');

    // The first render loads the profile page's lazy chunk: on a busy machine that takes more than a second.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'lurker_since_07' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('@lurker_since_07')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-email')).not.toBeInTheDocument();
    expect(screen.getByText(/^Joined/)).toHaveTextContent(/Joined .+ ago/);
    expect(screen.getByTestId('stat-total-views')).toHaveTextContent('4,567');
    expect(screen.getByTestId('stat-articles')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-followers')).toHaveTextContent('9');
    const twitter = screen.getByRole('link', { name: /Twitter:\s*@lurker/ });
    expect(twitter).toHaveAttribute('href', 'https://twitter.com/lurker');
    expect(twitter).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /YouTube/ })).toHaveAttribute('href', 'https://www.youtube.com/@lurker');
    expect(screen.getByTestId('discord')).toHaveTextContent('lurker.07');
    expect(within(screen.getByTestId('discord')).queryByRole('link')).not.toBeInTheDocument();
    expect(await screen.findByText('My lurking years')).toBeInTheDocument();
  }, 15_000);

  it('shows the e-mail when the API returns it', async () => {
    stubProfile(member, buildProfile({ email: 'lurker@example.com' }));
    renderRoute('/profile/lurker_since_07');
    expect(await screen.findByTestId('profile-email')).toHaveTextContent('lurker@example.com');
  });

  it('hides the Manage User dialog from non-admins', async () => {
    stubProfile(member, buildProfile());
    renderRoute('/profile/lurker_since_07');
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage User' })).not.toBeInTheDocument();
  });

  it("hides the Manage User dialog on root's profile, even for admins", async () => {
    stubProfile(
      admin,
      buildProfile({ id: 'root', username: 'root', displayName: 'ROOT', role: 'admin', isRoot: true }),
    );
    renderRoute('/profile/root');
    expect(await screen.findByRole('heading', { level: 1, name: 'ROOT' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage User' })).not.toBeInTheDocument();
  });

  it("hides the Manage User dialog on another admin's profile from admins, and shows it to ROOT", async () => {
    const otherAdmin = buildProfile({ id: 'admin-2', username: 'sysop_max', displayName: 'sysop_max', role: 'admin' });
    stubProfile(admin, otherAdmin);
    const first = renderRoute('/profile/sysop_max');
    expect(await screen.findByRole('heading', { level: 1, name: 'sysop_max' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage User' })).not.toBeInTheDocument();
    first.unmount();

    const root = buildCurrentUser({ id: 'root', username: 'root', displayName: 'ROOT', role: 'admin', isRoot: true });
    stubProfile(root, otherAdmin);
    renderRoute('/profile/sysop_max');
    expect(await screen.findByRole('button', { name: 'Manage User' })).toBeInTheDocument();
  });

  it('lets admins change the role in the Manage User dialog', async () => {
    const requests = stubProfile(admin, buildProfile({ isBanned: false }));
    renderRoute('/profile/lurker_since_07');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Manage User' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Ban User' })).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'moderator');
    await user.click(within(dialog).getByRole('button', { name: 'Update Role' }));
    // Nothing changes until the admin confirms; Cancel sends nothing.
    const ask = await screen.findByRole('alertdialog', { name: 'Make @lurker_since_07 moderator?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.url.endsWith('/role'))).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Update Role' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Update Role' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change Role' }));
    expect(await screen.findByText('User role has been updated successfully.')).toBeInTheDocument();
    const roleRequest = requests.find((request) => request.url.endsWith('/api/admin/users/user-2/role'));
    expect(await roleRequest?.clone().json()).toEqual({ role: 'moderator' });
  });

  it('bans from the Manage User dialog only once confirmed, with the reason the admin gives', async () => {
    const requests = stubProfile(admin, buildProfile({ isBanned: false }));
    renderRoute('/profile/lurker_since_07');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Manage User' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ban User' }));
    const ask = await screen.findByRole('dialog', { name: 'Suspend @lurker_since_07?' });
    expect(requests.some((request) => request.url.endsWith('/ban'))).toBe(false);
    await user.selectOptions(within(ask).getByLabelText('Reason'), 'Spam');
    await user.type(within(ask).getByLabelText('Note'), 'Spam links');
    await user.click(within(ask).getByRole('button', { name: 'Suspend User' }));
    await waitFor(() => expect(requests.some((request) => request.url.endsWith('/ban'))).toBe(true));
    const ban = requests.find((request) => request.url.endsWith('/api/admin/users/user-2/ban'));
    expect(await ban?.clone().json()).toEqual({ reasonCategory: 'spam', note: 'Spam links', durationDays: 7 });
  });

  it('follows and updates the follower count', async () => {
    stubProfile(member, buildProfile());
    renderRoute('/profile/lurker_since_07');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('stat-followers')).toHaveTextContent('10'));
  });

  it('shows the own-profile empty state and the Edit Profile link', async () => {
    stubProfile(member, buildProfile({ username: 'backpack_dan', isOwnProfile: true }));
    renderRoute('/profile/backpack_dan');
    expect(await screen.findByRole('link', { name: /Edit Profile/ })).toHaveAttribute('href', '/settings/profile');
    expect(await screen.findByText('Start writing to share your knowledge with the community!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });

  it('says User Not Found for a missing user', async () => {
    stubProfile(member, null);
    renderRoute('/profile/nobody_here');
    expect(await screen.findByRole('heading', { name: 'User Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The profile you're looking for doesn't exist.")).toBeInTheDocument();
  });
});
