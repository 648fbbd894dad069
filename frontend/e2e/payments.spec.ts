import { type Browser, type BrowserContextOptions, expect, type Page, test } from './support/test';
import { signInWithDiscord } from './support/sign-in';

async function balance(page: Page): Promise<number> {
  const response = await page.request.get('/api/auth/user');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { user: { availablePoints: number } | null };
  if (!body.user) throw new Error('Expected a signed-in user');
  return body.user.availablePoints;
}

/** From the Store's Points tab to the card form of /checkout for the Value pack. */
async function startBuyingValuePack(page: Page): Promise<void> {
  await page.goto('/store?tab=points');
  await page.getByRole('button', { name: /^Buy Value:/ }).click();
  await expect(page).toHaveURL(/\/checkout\?client_secret=pi_\w+_secret_\w+&type=points$/);
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

test.describe('buying points by card', () => {
  // A buyer of its own, signed in once for the file: ROOT's balance also moves with what other specs
  // running beside this one publish, so it cannot be compared before and after.
  let buyer: BrowserContextOptions['storageState'];
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(60_000);
    const run = Date.now().toString(36);
    const page = await signInWithDiscord(browser, `e2e_buyer_${run}`, `Buyer ${run}`);
    buyer = await page.context().storageState();
    await page.context().close();
  });
  const buyerPage = async (browser: Browser): Promise<Page> =>
    (await browser.newContext({ storageState: buyer })).newPage();

  test('a points pack bought through /store and /checkout raises the balance once', async ({ browser }) => {
    test.setTimeout(60_000);
    const page = await buyerPage(browser);
    const before = await balance(page);
    await startBuyingValuePack(page);
    await expect(page.getByRole('link', { name: 'Back to Store' })).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Complete Payment' }).click();

    await expect(page).toHaveURL(/\/payment-success\?type=points&payment_intent=pi_\w+/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText("You've received 2,500 points!").first()).toBeVisible();
    await expect(page.getByTestId('points-balance')).toHaveText(
      `Your balance: ${(before + 2500).toLocaleString('en-US')} points`,
    );
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/store');
    await expect(page.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile');

    // Reloading the success page (the webhook may be delivered again) never credits twice.
    await page.reload();
    await expect(page.getByText("You've received 2,500 points!").first()).toBeVisible();
    expect(await balance(page)).toBe(before + 2500);
  });

  test('a donation from /donate returns to /donate?success=true with the points credited', async ({ browser }) => {
    test.setTimeout(60_000);
    const page = await buyerPage(browser);
    const before = await balance(page);
    await page.goto('/donate');
    await expect(page.getByText('+10% bonus')).toBeVisible();
    await page.getByRole('button', { name: /^Choose Premium:/ }).click();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await expect(page).toHaveURL(/\/donate\?success=true&payment_intent=pi_\w+/);
    await expect(page.getByText("You've received 1,099 points!").first()).toBeVisible();
    expect(await balance(page)).toBe(before + 1099);
  });

  test('a declined card says so and credits nothing', async ({ browser }) => {
    const page = await buyerPage(browser);
    const before = await balance(page);
    await startBuyingValuePack(page);
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Your card was declined.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete Payment' })).toBeEnabled();
    expect(await balance(page)).toBe(before);
  });

  test("says 'Payment System Unavailable' when Stripe.js cannot load", async ({ browser }) => {
    const page = await buyerPage(browser);
    await page.route('**/stripe.js', (route) => route.abort());
    await startBuyingValuePack(page);
    await expect(page.getByText('Payment System Unavailable').first()).toBeVisible();
    await expect(
      page.getByText('Payment processing is temporarily unavailable. Please try again later.').first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete Payment' })).toHaveCount(0);
  });
});
