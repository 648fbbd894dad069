import { type Browser, expect, type Page, test } from './support/test';
import { signInAsRoot } from './support/sign-in';

/** A fresh browser context whose system preference is light, so only a saved dark theme makes it dark. */
async function lightContextPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto('/');
  return page;
}

test.describe('account settings', () => {
  test('the theme follows the account to another browser, and a session signed out elsewhere ends', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const first = await lightContextPage(browser);
    await signInAsRoot(first);

    // Choose dark in the settings screen: applied here at once and saved to the account.
    await first.goto('/settings/notifications');
    const saved = first.waitForResponse(
      (response) => response.url().endsWith('/api/settings') && response.request().method() === 'PATCH',
    );
    await first.getByRole('radiogroup', { name: 'Theme' }).getByText('Dark', { exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(first.locator('html')).toHaveClass(/\bdark\b/);

    // Another browser: light until it signs in, then the account's dark theme.
    const second = await lightContextPage(browser);
    await expect(second.locator('html')).not.toHaveClass(/\bdark\b/);
    await signInAsRoot(second);
    await second.reload();
    await expect(second.getByRole('button', { name: /^Account menu for / })).toBeVisible();
    await expect(second.locator('html')).toHaveClass(/\bdark\b/);

    // From the first browser, sign out the second one (the newest other session, listed after this device).
    await first.goto('/settings/security');
    const sessions = first.getByRole('list', { name: 'Signed-in sessions' });
    await expect(sessions.getByRole('listitem').first()).toContainText('This device');
    const ended = first.waitForResponse(
      (response) => response.url().includes('/api/account/sessions/') && response.request().method() === 'DELETE',
    );
    await sessions
      .getByRole('listitem')
      .nth(1)
      .getByRole('button', { name: /Sign out this session/ })
      .click();
    expect((await ended).status()).toBe(204);

    // The second browser is signed out on its next request; the first stays signed in.
    const check = await second.request.get('/api/auth/user');
    expect(((await check.json()) as { user: unknown }).user).toBeNull();
    await second.reload();
    await expect(second.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await first.reload();
    await expect(first.getByRole('button', { name: /^Account menu for / })).toBeVisible();

    // Leave the account's theme as other tests expect it.
    const origin = new URL(first.url()).origin;
    const reset = await first.request.patch('/api/settings', {
      data: { theme: 'system' },
      headers: { Origin: origin },
    });
    expect(reset.status()).toBe(200);
  });
});
