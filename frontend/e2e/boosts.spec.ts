import { type Browser, expect, type Page, test } from './support/test';
import { grantPoints } from './support/points';
import { signInAsRoot } from './support/sign-in';

/**
 * A moderator with points boosts one of their articles from the Store: the article takes the home
 * page's Featured slot, and the points page shows the spend.
 */

const id = `${Date.now().toString().slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;
const username = `e2e_boost_${id}`;
const title = `Boosted backpack stream ${id}`;
const origin = () => process.env.E2E_BASE_URL ?? 'http://localhost:5100';

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Signs up through the stand-in Discord provider as a new account. */
async function signUpWithDiscord(page: Page): Promise<string> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with Discord' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await popup.getByLabel('Account ID').fill(`8${id.padEnd(17, '0')}`);
  await popup.getByLabel('Username').fill(username);
  await popup.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
  await popup.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible({ timeout: 20_000 });
  const session = (await (await page.request.get('/api/auth/user')).json()) as { user: { id: string } };
  return session.user.id;
}

test('a moderator with points boosts an article, sees it Featured on home, and the spend on the points page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await newPage(browser);
  const userId = await signUpWithDiscord(page);

  // An admin makes the new account a moderator; it gets points and publishes an article.
  const admin = await newPage(browser);
  await admin.goto('/');
  await signInAsRoot(admin);
  const promoted = await admin.request.post(`/api/admin/users/${userId}/role`, {
    headers: { Origin: origin() },
    data: { role: 'moderator' },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
  await grantPoints(userId, 300);
  const published = await page.request.post('/api/articles', {
    headers: { Origin: origin() },
    data: { title, content: '<p>A day on the road with a bonded backpack.</p>', category: 'Technology' },
  });
  expect(published.status(), await published.text()).toBe(201);
  const articleId = ((await published.json()) as { id: number }).id;

  // The Store's Boosts tab: price, balance (300 + 1 for the post), choose the article, confirm.
  await page.goto('/store');
  await page.getByRole('tab', { name: 'Boosts' }).click();
  await expect(page.getByTestId('boost-price')).toHaveText('250 points');
  await expect(page.getByTestId('boost-balance')).toHaveText('301 points');
  await page.getByLabel('Article to boost').selectOption({ label: title });
  await page.getByRole('button', { name: 'Boost for 250 points' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`“${title}” will be featured on the home page for 24 hours`);
  await dialog.getByRole('button', { name: 'Boost Article' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Article boosted!' }).first()).toBeVisible();
  await expect(page.getByTestId('boost-balance')).toHaveText('51 points');
  await expect(page.getByTestId('boost-slot').filter({ hasText: title })).toContainText('Featured now');
  await page.screenshot({ path: 'test-results/boosts-store-tab.png', fullPage: true });

  // Home: the boosted article holds the Featured slot.
  await page.goto('/');
  const featured = page.getByTestId('featured-article');
  await expect(featured.getByRole('link', { name: title })).toHaveAttribute('href', `/article/${articleId}`);
  await expect(featured.getByTestId('boosted-badge')).toBeVisible();

  // The points page (from the account menu): the balance and the spend, newest first.
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Points' }).click();
  await expect(page).toHaveURL(/\/points$/);
  await expect(page.getByTestId('points-balance')).toHaveText('51');
  const newest = page.getByTestId('ledger-entry').first();
  await expect(newest.getByTestId('ledger-reason')).toHaveText('Spent on a boost');
  await expect(newest.getByTestId('ledger-delta')).toHaveText('−250');
  await expect(newest).toContainText('Balance 51');
  await page.screenshot({ path: 'test-results/boosts-points-page.png', fullPage: true });
});
