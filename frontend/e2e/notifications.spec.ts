import { expect, test } from './support/test';
import { sessionUser, signInWithDiscord } from './support/sign-in';

/** A per-run suffix so repeated runs against a kept database create fresh accounts. */
const run = Date.now().toString(36).slice(-6);

test.describe('notification centre', () => {
  test('a follow arrives live in the header bell on another page, and opening it marks it read', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const watcher = await signInWithDiscord(browser, `e2e_watched_${run}`, `Watched ${run}`);
    const follower = await signInWithDiscord(browser, `e2e_fan_${run}`, `Fan ${run}`);
    const watched = await sessionUser(watcher);
    const fan = await sessionUser(follower);

    // The watched user is on an ordinary page (not the inbox). Nothing from the fan yet; a badge from the
    // worker's rules (below) may already be there.
    await watcher.goto('/points');
    const bell = watcher.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName(/^Notifications(, [1-9]\d* unread)?$/);

    // The fan follows them from their profile page.
    await follower.goto(`/profile/${watched.username}`);
    await follower.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(follower.getByRole('button', { name: /^(Unfollow|Following)$/ })).toBeVisible();

    // Without a reload, the bell shows it. The worker's badge rules may add one of their own at any moment
    // (in the test database every new account is among the first 100 members, an Early Member badge), so
    // the follow is asserted by its own entry, and the bell against the server's count; the two are polled
    // as a pair, since a badge may arrive between reading one and the other.
    type Listed = { unreadCount: number; items: { kind: string; readAt: string | null }[] };
    const listed = async () => (await (await watcher.request.get('/api/notifications')).json()) as Listed;
    const bellMatchesServer = async (followRead: boolean) => {
      const { unreadCount, items } = await listed();
      const follow = items.find((n) => n.kind === 'new-follower');
      if (!follow || (follow.readAt !== null) !== followRead) return false;
      const expected = unreadCount ? `Notifications, ${unreadCount} unread` : 'Notifications';
      return (await bell.getAttribute('aria-label')) === expected;
    };
    await expect.poll(() => bellMatchesServer(false)).toBe(true);
    await expect(watcher.getByTestId('notification-count')).toHaveText(/^[1-9]\d*$/);

    // Keyboard: open the menu, pick the notification; it leads to the fan's profile and is read.
    await bell.focus();
    await watcher.keyboard.press('Enter');
    const item = watcher.getByRole('menuitem', { name: new RegExp(`${fan.username} followed you`) });
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute('data-unread', 'true');
    await item.click();
    await expect(watcher).toHaveURL(new RegExp(`/profile/${fan.username}$`));

    // Read state is kept by the server, and the bell shows the server's count of what is still unread.
    await expect.poll(() => bellMatchesServer(true)).toBe(true);
    expect((await listed()).items.filter((n) => n.readAt === null).every((n) => n.kind === 'badge-earned')).toBe(true);
  });
});
