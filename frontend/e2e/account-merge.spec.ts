import { signInAsRoot } from './support/sign-in';
import { type Browser, expect, type Page, test } from './support/test';

/**
 * The username-conflict journey in a real browser: someone who already has an account signs in
 * with another provider whose handle is the same username, writes a comment with the new account,
 * then links the existing account from the conflict page. The two accounts become one and the
 * comment is now the existing account's: nothing written before the merge is lost.
 */

const id = `${Date.now().toString().slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;
const username = `e2e_merge_${id}`;
const discordId = `7${id.padEnd(17, '0')}`;

const userMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for / });

async function openSignIn(page: Page, platform: 'Google' | 'Discord'): Promise<Page> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const popupPromise = page.waitForEvent('popup');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Continue with ${platform}` })
    .click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  return popup;
}

/** The stand-in Discord consent page, as the account that already holds the username. */
async function consentAsDiscordHolder(popup: Page): Promise<void> {
  await popup.getByLabel('Account ID').fill(discordId);
  await popup.getByLabel('Username').fill(username);
  await popup.getByLabel('Email', { exact: true }).fill(`${username}.discord@example.com`);
  await popup.getByRole('button', { name: 'Continue' }).click();
}

async function sessionUsername(page: Page): Promise<string | null> {
  const body = (await (await page.request.get('/api/auth/user')).json()) as { user: { username: string } | null };
  return body.user?.username ?? null;
}

/** Publishes an article as ROOT (in a context of its own) and returns its title. */
async function publishAsRoot(browser: Browser, title: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const root = await context.newPage();
    await signInAsRoot(root);
    const published = await root.request.post('/api/articles', {
      headers: { Origin: new URL(process.env.E2E_BASE_URL ?? 'http://localhost:5100').origin },
      data: { title, content: '<p>A page to comment on before the merge.</p>', category: 'Technology' },
    });
    expect(published.status(), await published.text()).toBe(201);
    return title;
  } finally {
    await context.close();
  }
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('linking the existing account from the conflict page merges the new account into it, keeping its comment', async ({
  browser,
}) => {
  // The existing account: signed up with Discord as `username`.
  const holder = await newPage(browser);
  await consentAsDiscordHolder(await openSignIn(holder, 'Discord'));
  await expect(userMenu(holder)).toBeVisible({ timeout: 20_000 });
  expect(await sessionUsername(holder)).toBe(username);

  // The same person on another browser signs in with Google; its e-mail suggests the same username.
  const page = await newPage(browser);
  const google = await openSignIn(page, 'Google');
  await google.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
  await google.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/username-conflict-resolution\?/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Username Already Exists' })).toBeVisible();
  await expect(page.getByText(username, { exact: true })).toBeVisible();
  const newAccount = await sessionUsername(page);
  expect(newAccount).not.toBe(username);

  // The new account writes a comment before linking, on an article of this journey's own: a comment on a
  // demo article would show up in the screen walks that run beside this spec.
  const title = await publishAsRoot(browser, `Merge comment target ${id}`);
  await page.goto('/browse');
  await page.getByTestId('article-card').getByRole('heading', { name: title, exact: true }).getByRole('link').click();
  const comment = `Written before the merge ${id}`;
  await page.getByLabel('Write a comment').fill(comment);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByTestId('comment').filter({ hasText: comment })).toBeVisible();
  const articleUrl = page.url();

  // Back on the conflict page, link Discord: the provider proves the existing account is theirs.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Username Already Exists' })).toBeVisible();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Link Discord to existing account' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await consentAsDiscordHolder(popup);
  await expect.poll(() => sessionUsername(page), { timeout: 20_000 }).toBe(username);

  // One account now: the comment is the existing account's, and the new account is gone.
  await page.goto(articleUrl);
  const merged = page.getByTestId('comment').filter({ hasText: comment });
  await expect(merged).toBeVisible();
  const articleId = /\/articles?\/(\d+)/.exec(articleUrl)?.[1];
  const comments = (await (await page.request.get(`/api/articles/${articleId}/comments?limit=100`)).json()) as {
    items: { content: string; author: { username: string } }[];
  };
  expect(comments.items.find((item) => item.content === comment)?.author.username).toBe(username);
  const profile = await page.request.get(`/api/users/by-username/${newAccount}`);
  expect(profile.status()).toBe(404);
  await page.screenshot({ path: 'test-results/account-merge-after.png', fullPage: true });
});
