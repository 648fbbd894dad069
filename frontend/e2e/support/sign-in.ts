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

/**
 * A new member (as signInWithDiscord) whom ROOT then makes a moderator or an admin: for a journey that
 * writes with the editor or uses the admin screens while other specs run beside it. ROOT's autosaved
 * new-article draft and saved theme are shared by every spec signed in as ROOT; this account's are its own.
 */
export async function signInWithRole(
  browser: Browser,
  username: string,
  displayName: string,
  role: 'moderator' | 'admin',
): Promise<Page> {
  const page = await signInWithDiscord(browser, username, displayName);
  const session = (await (await page.request.get('/api/auth/user')).json()) as { user: { id: string } };
  const rootContext = await browser.newContext();
  try {
    const root = await rootContext.newPage();
    await signInAsRoot(root);
    const promoted = await root.request.post(`/api/admin/users/${session.user.id}/role`, {
      headers: { Origin: siteOrigin(root) },
      data: { role },
    });
    expect(promoted.status(), await promoted.text()).toBe(200);
  } finally {
    await rootContext.close();
  }
  return page;
}

/** A fresh browser context signed in as ROOT, on `path`. */
export async function openAsRoot(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await signInAsRoot(page);
  await page.goto(path);
  return page;
}

export type SessionUser = { id: string; username: string; displayName: string };

/** The user the page's context is signed in as (fails when it is signed out). */
export async function sessionUser(page: Page): Promise<SessionUser> {
  const response = await page.request.get('/api/auth/user');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { user: SessionUser | null };
  if (!body.user) throw new Error('Expected a signed-in user');
  return body.user;
}
