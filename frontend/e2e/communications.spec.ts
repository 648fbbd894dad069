import { type Browser, expect, type Page, test } from './support/test';
import { signInAsRoot, signInWithDiscord } from './support/sign-in';

/** A per-run suffix so repeated runs against a kept database create fresh accounts and texts. */
const run = Date.now().toString(36).slice(-6);

async function signInAdmin(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await signInAsRoot(page);
  return page;
}

test.describe('communications', () => {
  test('an announcement reaches a signed-in user, who dismisses it for good', async ({ browser }) => {
    test.setTimeout(90_000);
    const admin = await signInAdmin(browser);
    const user = await signInWithDiscord(browser, `e2e_reader_${run}`, `Reader ${run}`);
    const title = `Maintenance ${run}`;

    await admin.goto('/admin/communications');
    await expect(admin.getByRole('heading', { level: 1, name: 'Communications' })).toBeVisible();
    const publish = admin.getByRole('button', { name: 'Publish Announcement' });
    await expect(publish).toBeDisabled();
    await admin.getByLabel('Title').fill(title);
    await expect(publish).toBeDisabled();
    await admin.getByLabel('Content').fill('The site is read-only tonight from 22:00.');
    await admin.getByLabel('Type').selectOption('warning');
    await publish.click();
    await expect(admin.getByText('Announcement created').first()).toBeVisible();
    await expect(admin.getByTestId('admin-announcement').filter({ hasText: title })).toContainText('active');

    await user.goto('/');
    const banner = user.getByTestId('announcement-banner').filter({ hasText: title });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('data-type', 'warning');
    await banner.getByRole('button', { name: `Dismiss announcement: ${title}` }).click();
    await expect(banner).toHaveCount(0);
    await user.reload();
    await expect(user.getByRole('button', { name: /^Account menu for / })).toBeVisible();
    await expect(user.getByTestId('announcement-banner').filter({ hasText: title })).toHaveCount(0);
  });

  test('a mass message fans out with a progress bar to the end and arrives live in a user inbox', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const user = await signInWithDiscord(browser, `e2e_member_${run}`, `Member ${run}`);
    const admin = await signInAdmin(browser);
    const subject = `Community call ${run}`;

    // The user waits in the inbox with the live stream open.
    await user.goto('/messages');
    await expect(user.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

    await admin.goto('/admin/communications?tab=mass-messaging');
    const send = admin.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeDisabled();
    await admin.getByLabel('Subject').fill(subject);
    await expect(send).toBeDisabled();
    await admin.getByLabel('Content').fill('Join us on Friday at 20:00 UTC.');
    await admin.getByLabel('Recipients', { exact: true }).selectOption('all');
    await expect(admin.getByTestId('email-status').first()).toContainText('E-mail is off');
    await send.click();
    await expect(admin.getByText('Mass message sent').first()).toBeVisible();

    await expect(admin).toHaveURL(/\/admin\/communications\/mass-messages\//);
    await expect(admin.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(admin.getByTestId('mass-message-status')).toHaveText('completed', { timeout: 60_000 });
    const bar = admin.getByRole('progressbar', { name: 'Recipients reached' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    const [done, total] = ((await bar.getAttribute('aria-valuetext')) ?? '').split(' of ');
    expect(Number(total)).toBeGreaterThan(0);
    expect(done).toBe(total);
    await expect(admin.getByTestId('mass-message-count')).toHaveText(`Delivered to ${total} of ${total} recipients`);

    // Without reloading, the user's inbox shows the site's message.
    const preview = user.getByTestId('conversation-preview').filter({ hasText: subject });
    await expect(preview).toBeVisible({ timeout: 20_000 });
  });
});
