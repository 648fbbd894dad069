import { expect, type Page, test } from './support/test';
import { openAsRoot, signInWithDiscord } from './support/sign-in';

/** A per-run suffix so repeated runs against a kept database create fresh accounts and titles. */
const run = Date.now().toString(36).slice(-6);

/** The header's brand and the footer name the site by its configured title, not the built-in one. */
async function expectBrand(page: Page, siteTitle: string): Promise<void> {
  await expect(page.getByRole('banner').getByTestId('site-brand')).toHaveText(siteTitle);
  await expect(page.getByTestId('footer-site-title')).toHaveText(siteTitle);
  await expect(page.getByRole('contentinfo')).toContainText(`${siteTitle} contributors`);
}

test.describe('admin dashboard', () => {
  test('an admin filters the users and bans one; the banned user is signed out', async ({ browser }) => {
    const username = `banme_${run}`;
    const target = await signInWithDiscord(browser, username, `Ban Me ${run}`);
    const admin = await openAsRoot(browser, '/admin');
    await expect(admin.getByRole('tab', { name: 'Users', selected: true })).toBeVisible();

    await admin.getByLabel('Search users').fill(`@${username}`);
    await admin.getByLabel('Role', { exact: true }).selectOption('user');
    await admin.getByLabel('Status', { exact: true }).selectOption('active');
    const rows = admin.getByTestId('admin-user-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(username);

    await rows.first().getByRole('button', { name: /^Ban / }).click();
    // The ban asks first: a length (a week unless changed), a reason category and a note are required.
    const ask = admin.getByRole('dialog', { name: `Suspend @${username}?` });
    await ask.getByRole('button', { name: 'Suspend User' }).click();
    await expect(ask.getByText('Choose a reason category from the list.')).toBeVisible();
    await ask.getByLabel('Reason', { exact: true }).selectOption({ label: 'Spam' });
    await ask.getByLabel('Note').fill('Spam links');
    await ask.getByRole('button', { name: 'Suspend User' }).click();
    await expect(admin.getByText('User banned').first()).toBeVisible();
    await expect(admin.getByText('User has been banned successfully.').first()).toBeVisible();
    // Still filtered to active users: the banned one leaves the list; under banned it is there.
    await expect(rows).toHaveCount(0);
    await admin.getByLabel('Status', { exact: true }).selectOption('banned');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Suspended');
    await expect(rows.first()).toContainText('Spam · until');
    await expect(rows.first().getByRole('button', { name: /^Unban / })).toBeVisible();

    // The ban ended the user's sessions: their next session check signs them out.
    await target.reload();
    await expect(target.getByRole('button', { name: /^Account menu for / })).toHaveCount(0, { timeout: 15_000 });

    // The public moderation log says what happened and why, without who.
    await target.goto('/moderation-log?kind=profile');
    const entries = target.getByTestId('moderation-log-entry');
    await expect(entries.filter({ hasText: 'Profile account suspended · Spam' }).first()).toBeVisible();
    await expect(target.getByRole('list', { name: 'Moderation actions' })).not.toContainText(username);
  });

  test('an admin changes the site title and sees it in the browser tab, for every visitor', async ({ browser }) => {
    const admin = await openAsRoot(browser, '/admin/website');
    const title = admin.getByLabel('Site title');
    await expect(title).toBeVisible();
    const original = await title.inputValue();
    const renamed = `Stream Lore ${run}`;
    try {
      await title.fill(renamed);
      await admin.getByRole('button', { name: 'Save Settings' }).click();
      await expect(admin.getByText('Settings updated').first()).toBeVisible();
      await expect(admin).toHaveTitle(`Website | Admin Dashboard | ${renamed}`);
      // The header and footer follow at once, without a reload, and on the next page too.
      await expectBrand(admin, renamed);
      await admin.getByRole('banner').getByRole('link', { name: renamed }).click();
      await expectBrand(admin, renamed);
      await admin.goto('/admin/website');

      // A signed-out visitor gets it from the server-rendered page, in the tab, the header and the footer.
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto('/');
      await expect(visitor).toHaveTitle(renamed);
      await expectBrand(visitor, renamed);
      await visitor.goto('/donate');
      await expectBrand(visitor, renamed);
    } finally {
      await admin.getByLabel('Site title').fill(original);
      await admin.getByRole('button', { name: 'Save Settings' }).click();
      await expect(admin).toHaveTitle(`Website | Admin Dashboard | ${original}`);
    }
  });
});
