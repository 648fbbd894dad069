import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';

/**
 * Signs the browser context in as the root admin through the development-only ROOT sign-in
 * (the real endpoint, called from localhost with the site's own Origin, as the dialog does).
 */
export async function signInAsRoot(page: Page): Promise<void> {
  const origin = siteOrigin(page);
  const response = await page.request.post('/api/auth/root', { headers: { Origin: origin } });
  expect(response.status(), await response.text()).toBe(200);
}

function siteOrigin(page: Page): string {
  const configured = process.env.E2E_BASE_URL ?? 'http://localhost:5100';
  return new URL(page.url().startsWith('http') ? page.url() : configured).origin;
}

/**
 * A fresh browser context signed in as a new (or returning) member through the stand-in Discord
 * provider's consent popup, as a person would sign in.
 */
export async function signInWithDiscord(
  browser: Browser,
  username: string,
  displayName: string,
  contextOptions: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  const popup = await popupPromise;
  await popup.getByLabel('Username').fill(username);
  await popup.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
  await popup.getByLabel('Display name').fill(displayName);
  await popup.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible({ timeout: 20_000 });
  return page;
}
