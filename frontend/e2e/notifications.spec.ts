import { expect, type Page, test } from './support/test';
import { signInWithDiscord } from './support/sign-in';

type SessionUser = { id: string; username: string; displayName: string };

/** A per-run suffix so repeated runs against a kept database create fresh accounts. */
const run = Date.now().toString(36).slice(-6);

async function sessionUser(page: Page): Promise<SessionUser> {
  const response = await page.request.get('/api/auth/user');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { user: SessionUser | null };
  if (!body.user) throw new Error('Expected a signed-in user');
  return body.user;
}

test.describe('notification centre', () => {
  test('a follow arrives live in the header bell on another page, and opening it marks it read', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const watcher = await signInWithDiscord(browser, `e2e_watched_${run}`, `Watched ${run}`);
    const follower = await signInWithDiscord(browser, `e2e_fan_${run}`, `Fan ${run}`);
    const watched = await sessionUser(watcher);
    const fan = await sessionUser(follower);

    // The watched user is on an ordinary page (not the inbox) with nothing unread.
    await watcher.goto('/points');
    const bell = watcher.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('Notifications');

    // The fan follows them from their profile page.
    await follower.goto(`/profile/${watched.username}`);
    await follower.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(follower.getByRole('button', { name: /^(Unfollow|Following)$/ })).toBeVisible();

    // Without a reload, the bell shows it.
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(watcher.getByTestId('notification-count')).toHaveText('1');

    // Keyboard: open the menu, pick the notification; it leads to the fan's profile and is read.
    await bell.focus();
    await watcher.keyboard.press('Enter');
    const item = watcher.getByRole('menuitem', { name: new RegExp(`${fan.username} followed you`) });
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute('data-unread', 'true');
    await item.click();
    await expect(watcher).toHaveURL(new RegExp(`/profile/${fan.username}$`));
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(watcher.getByTestId('notification-count')).toHaveCount(0);

    // Read state is kept by the server.
    const listed = await watcher.request.get('/api/notifications');
    const body = (await listed.json()) as { unreadCount: number; items: { readAt: string | null }[] };
    expect(body.unreadCount).toBe(0);
    expect(body.items[0]?.readAt).not.toBeNull();
  });
});
