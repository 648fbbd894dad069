import { expect, type Page } from '@playwright/test';

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
