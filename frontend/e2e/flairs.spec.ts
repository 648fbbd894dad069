import { expect, type Page, test } from './support/test';
import { signInAsRoot, signInWithDiscord } from './support/sign-in';

/**
 * Flairs in a real browser: a user earns a point, buys a flair in the store, activates it and sees
 * it on their profile; another user applies for a flair, an admin denies it, and the store says
 * when a new application is possible.
 */

const run = Date.now().toString(36).slice(-6);

function origin(page: Page): string {
  return new URL(page.url().startsWith('http') ? page.url() : (process.env.E2E_BASE_URL ?? 'http://localhost:5100'))
    .origin;
}

async function sessionUser(page: Page): Promise<{ id: string; username: string }> {
  const body = (await (await page.request.get('/api/auth/user')).json()) as {
    user: { id: string; username: string } | null;
  };
  if (!body.user) throw new Error('Expected a signed-in user');
  return body.user;
}

/** Admin writes through the API (the Flair Management screen lives on the store-management page). */
async function createFlair(admin: Page, fields: Record<string, unknown>): Promise<number> {
  const response = await admin.request.post('/api/admin/store/flairs', {
    headers: { Origin: origin(admin) },
    data: {
      description: 'Made by the end-to-end test',
      backgroundColor: '#0e7490',
      textColor: '#ffffff',
      borderColor: '#22d3ee',
      price: 0,
      isAnimated: true,
      animationType: 'glow',
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test.describe('flairs', () => {
  test('a user buys a flair, activates it and sees it on the profile', async ({ browser, page }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await signInAsRoot(page);
    const flairName = `e2e-buy-${run}`;
    await createFlair(page, { name: flairName, displayName: `Buyer ${run}`, pointCost: 1, requiresApplication: false });
    await createFlair(page, {
      name: `e2e-dear-${run}`,
      displayName: `Dear ${run}`,
      pointCost: 5000,
      requiresApplication: false,
    });

    const buyer = await signInWithDiscord(browser, `e2e_flair_${run}`, `Flair Buyer ${run}`);
    const me = await sessionUser(buyer);
    // Points are earned by writing: the admin makes the buyer a moderator, who publishes one article (+1).
    const promoted = await page.request.post(`/api/admin/users/${me.id}/role`, {
      headers: { Origin: origin(page) },
      data: { role: 'moderator' },
    });
    expect(promoted.ok(), await promoted.text()).toBe(true);
    const published = await buyer.request.post('/api/articles', {
      headers: { Origin: origin(buyer) },
      data: { title: `Flair money ${run}`, content: '<p>One point, please.</p>', category: 'Technology' },
    });
    expect(published.status(), await published.text()).toBe(201);

    await buyer.goto('/store');
    await expect(buyer.getByRole('heading', { name: 'Store', exact: true })).toBeVisible();
    await expect(buyer.getByRole('tab', { name: 'Flairs' })).toHaveAttribute('aria-selected', 'true');
    await expect(buyer.getByTestId('store-points')).toContainText('1');

    // A flair it cannot afford: the dialog says so and will not buy.
    await buyer.getByTestId(`store-flair-e2e-dear-${run}`).getByRole('button', { name: 'Buy' }).click();
    const dearDialog = buyer.getByRole('dialog');
    await expect(dearDialog.getByText('Insufficient points to purchase this flair')).toBeVisible();
    await expect(dearDialog.getByRole('button', { name: /more points? needed$/ })).toBeDisabled();
    await expect(dearDialog.getByRole('link', { name: 'Get points' })).toHaveAttribute('href', '/store?tab=points');
    await dearDialog.getByRole('button', { name: 'Cancel' }).click();

    const card = buyer.getByTestId(`store-flair-${flairName}`);
    await card.getByRole('button', { name: 'Buy' }).click();
    await buyer.getByRole('dialog').getByRole('button', { name: 'Purchase' }).click();
    await expect(buyer.getByText('Flair purchased!', { exact: true })).toBeVisible();
    await expect(card.getByTestId('flair-status')).toHaveText('Owned');
    await expect(buyer.getByTestId('store-points')).toContainText('0');

    await card.getByRole('button', { name: 'Activate' }).click();
    await expect(buyer.getByText('Flair updated', { exact: true })).toBeVisible();
    await expect(card.getByTestId('flair-status')).toHaveText('Owned · Active');

    await buyer.goto(`/profile/${me.username}`);
    const flairs = buyer.getByTestId('profile-flairs');
    await expect(flairs.getByTestId('role-badge')).toHaveText('Moderator');
    await expect(flairs.getByTestId('flair-badge')).toHaveText(`Buyer ${run}`);
    await expect(flairs.getByTestId('flair-badge')).toHaveAttribute('data-animation', 'glow');
  });

  test('an application denied by an admin shows in the store when a new one is possible', async ({ browser, page }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await signInAsRoot(page);
    const flairName = `e2e-apply-${run}`;
    const flairId = await createFlair(page, {
      name: flairName,
      displayName: `Applied ${run}`,
      pointCost: 0,
      requiresApplication: true,
    });

    const applicant = await signInWithDiscord(browser, `e2e_apply_${run}`, `Applicant ${run}`);
    const me = await sessionUser(applicant);
    await applicant.goto('/store');
    const card = applicant.getByTestId(`store-flair-${flairName}`);
    await card.getByRole('button', { name: 'Apply' }).click();

    // First click reveals the notice and the form; the second submits.
    const dialog = applicant.getByRole('dialog');
    await expect(dialog.getByRole('note')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByRole('note')).toContainText('granted by the admins after an application');
    await dialog.getByLabel('Your name').fill(`Applicant ${run}`);
    await dialog.getByLabel('Why should you have this flair?').fill('I streamed the first rooftop IRL.');
    await dialog.getByLabel('Proof link 1').fill('https://example.com/vod/rooftop');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(applicant.getByText('Application submitted!', { exact: true })).toBeVisible();
    await expect(card.getByTestId('flair-status')).toHaveText('Application pending review');

    // The admin denies it.
    const pending = await page.request.get('/api/admin/flair-applications?status=pending');
    const applications = (await pending.json()) as { id: number; flairId: number; applicant: { id: string } }[];
    const mine = applications.find((a) => a.flairId === flairId && a.applicant.id === me.id);
    expect(mine).toBeDefined();
    const denied = await page.request.post(`/api/admin/flair-applications/${mine!.id}/deny`, {
      headers: { Origin: origin(page) },
      data: { reason: 'No proof of the rooftop stream' },
    });
    expect(denied.ok(), await denied.text()).toBe(true);
    const { nextApplicationAt } = (await denied.json()) as { nextApplicationAt: string };
    const shown = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(
      new Date(nextApplicationAt),
    );

    await applicant.reload();
    await expect(card.getByTestId('flair-status')).toHaveText(`Application denied. You can apply again on ${shown}.`);
    await card.getByRole('button', { name: 'Apply' }).click();
    await expect(applicant.getByTestId('next-application')).toContainText(shown);
    await expect(applicant.getByRole('dialog').getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});
