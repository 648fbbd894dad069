import { expect, type Page, test } from './support/test';
import { seededArticle } from './support/seeded-article';
import { signInAsRoot, signInWithDiscord } from './support/sign-in';

/** A per-run suffix so repeated runs against a kept database create fresh accounts. */
const run = Date.now().toString(36).slice(-6);

const originOf = (page: Page) => new URL(page.url()).origin;
const post = (page: Page, path: string, data: object = {}) =>
  page.request.post(path, { headers: { Origin: originOf(page) }, data });

test.describe('account deletion', () => {
  test('a member deletes their account from Settings: their words and name leave the others, the placeholder stays out of the Users tab', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const username = `erasure_${run}`;
    const displayName = `Erasure ${run} Person`;
    const words = `words of the leaver ${run}`;
    const member = await signInWithDiscord(browser, username, displayName);
    const friend = await signInWithDiscord(browser, `friend_${run}`, `Friend ${run}`);
    const friendId = ((await (await friend.request.get('/api/auth/user')).json()) as { user: { id: string } }).user.id;

    // The member writes to the friend, follows them and comments on a demo article.
    const article = await seededArticle(member.request);
    expect((await post(member, '/api/messages', { receiverId: friendId, content: words })).status()).toBe(201);
    expect((await post(member, `/api/users/${friendId}/follow`)).status()).toBe(200);
    expect((await post(member, `/api/articles/${article.id}/comments`, { content: words })).status()).toBe(201);
    const friendsNotifications = async () =>
      JSON.stringify(await (await friend.request.get('/api/notifications')).json());
    expect(await friendsNotifications()).toContain(username);

    // Deleting, as a person does it: Settings, Security, the confirmation with the username typed.
    await member.goto('/settings/security');
    await member.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = member.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel(`Type your username (${username}) to confirm`).fill(username);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(member.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 20_000 });

    // Nothing the friend was told names or quotes the member any more; the comment is gone.
    const told = await friendsNotifications();
    for (const trace of [username, displayName, words]) expect(told).not.toContain(trace);
    const comments = await (await friend.request.get(`/api/articles/${article.id}/comments?limit=50`)).text();
    expect(comments).not.toContain(words);

    // The "[deleted]" placeholder the deletion credits kept rows to is no user in the admin Users tab.
    const admin = await browser.newContext().then((context) => context.newPage());
    await admin.goto('/');
    await signInAsRoot(admin);
    await admin.goto('/admin');
    await admin.getByLabel('Search users').fill('deleted');
    await expect(admin.getByText('No users match these filters.')).toBeVisible();
    await admin.getByLabel('Search users').fill(username);
    await expect(admin.getByText('No users match these filters.')).toBeVisible();
  });
});
