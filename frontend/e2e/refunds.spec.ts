import {
  newA11yContext,
  seriousViolations,
  switchColorScheme,
  violationReport,
  waitForSettled,
} from './support/accessibility';
import { expect, type Page, test } from './support/test';
import { signInAsRoot, signInWithDiscord } from './support/sign-in';

const run = Date.now().toString(36).slice(-6);

async function balance(page: Page): Promise<number> {
  const response = await page.request.get('/api/auth/user');
  const body = (await response.json()) as { user: { availablePoints: number } | null };
  if (!body.user) throw new Error('Expected a signed-in user');
  return body.user.availablePoints;
}

/** Refunds the whole payment through the Stripe stand-in's API, as an operator would in Stripe's dashboard. */
async function refundThroughStripe(paymentIntentId: string): Promise<void> {
  const api = process.env.STRIPE_API_BASE_URL;
  const key = process.env.STRIPE_SECRET_KEY;
  if (!api || !key) throw new Error('The Stripe stand-in is not configured: run the journeys with npm run e2e');
  const response = await fetch(`${api}/v1/refunds`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_intent: paymentIntentId }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** Buys the Value pack through /store and /checkout with this card; the PaymentIntent's id. */
async function buyValuePack(page: Page, card: string): Promise<string> {
  await page.goto('/store?tab=points');
  await page.getByRole('button', { name: /^Buy Value:/ }).click();
  await expect(page).toHaveURL(/\/checkout\?client_secret=pi_\w+_secret_\w+&type=points$/);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiration').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Complete Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  const paymentIntentId = new URL(page.url()).searchParams.get('payment_intent')!;
  expect(paymentIntentId).toMatch(/^pi_\w+$/);
  return paymentIntentId;
}

test('a refund after the points were spent takes back the flair they bought, a dispute takes its points; the member and the admin see both', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const username = `e2e_refunded_${run}`;
  const member = await signInWithDiscord(browser, username, `Refunded ${run}`);
  const before = await balance(member);

  // Buys the Value pack (2,500 points) with the test card.
  const paymentIntentId = await buyValuePack(member, '4242 4242 4242 4242');
  await expect.poll(() => balance(member)).toBe(before + 2500);

  // Spends 2,000 of them on the Prism flair and wears it.
  await member.goto('/store?tab=flairs');
  const prism = member.getByTestId('store-flair-prism');
  await prism.getByRole('button', { name: 'Buy' }).click();
  await member.getByRole('dialog').getByRole('button', { name: 'Purchase' }).click();
  await expect(member.getByText('Flair purchased!', { exact: true })).toBeVisible();
  await prism.getByRole('button', { name: 'Activate' }).click();
  await expect.poll(() => balance(member)).toBe(before + 500);

  // The payment is refunded: 2,500 points are owed back but only 500 are left, so the flair goes.
  await refundThroughStripe(paymentIntentId);
  await expect.poll(() => balance(member)).toBe(before);

  await member.goto('/points');
  await expect(member.getByTestId('points-balance')).toHaveText(`${before.toLocaleString('en-US')}`);
  const reasons = member.getByTestId('ledger-reason');
  await expect(reasons.nth(0)).toHaveText('Refunded: bought points taken back');
  await expect(reasons.nth(1)).toHaveText('Flair removed by a refund or dispute: its price returned');
  await member.getByTestId('notification-bell').click();
  await expect(member.getByRole('menuitem', { name: /Your payment for Value was refunded/ })).toBeVisible();
  await member.screenshot({ path: testInfo.outputPath('member-points-after-refund.png') });
  await member.keyboard.press('Escape');

  await member.goto('/store?tab=flairs');
  await expect(prism.getByRole('button', { name: 'Buy' })).toBeVisible();
  await expect(prism.getByRole('button', { name: 'Activate' })).toHaveCount(0);

  // A second pack paid with the disputing test card: the bank disputes it at once, and its points go back.
  await buyValuePack(member, '4000 0000 0000 0259');
  await expect.poll(() => balance(member)).toBe(before);
  await member.goto('/points');
  await expect(member.getByTestId('ledger-reason').first()).toHaveText('Disputed payment: bought points taken back');

  // The admin's Sales Reports list the refund with the flair it took back, readable in both themes.
  const { page: admin } = await newA11yContext(browser);
  await admin.goto('/');
  await signInAsRoot(admin);
  const theme = await admin.request.patch('/api/settings', {
    headers: { Origin: new URL(admin.url()).origin },
    data: { theme: 'system' },
  });
  expect(theme.ok(), await theme.text()).toBe(true);
  await admin.goto('/admin/store-management?tab=sales');
  await waitForSettled(admin);
  const row = admin.getByRole('region', { name: 'Refunds' }).getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('$10 of $10');
  await expect(row).toContainText('2,500');
  await expect(row).toContainText('Flair "Prism" (2,000 points)');
  const disputed = admin.getByRole('region', { name: 'Disputes' }).getByRole('row').filter({ hasText: username });
  await expect(disputed).toContainText('Needs response');
  await expect(disputed).toContainText('Reason: fraudulent');
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await switchColorScheme(admin, scheme);
    found.push(...(await seriousViolations(admin, `sales reports ${scheme}`, { colourOnly: scheme === 'dark' })));
    await disputed.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: testInfo.outputPath(`admin-sales-refund-${scheme}.png`) });
  }
  expect(found, violationReport(found)).toEqual([]);
});
