import { expect, test } from './support/test';
import { signInAsRoot } from './support/sign-in';

const PHONE_HEIGHT = 844;

test.describe('the header on a phone', () => {
  test('at 390 px the menu sheet searches and reaches Browse; Escape closes it and focus returns', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: PHONE_HEIGHT } });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await signInAsRoot(page);
      await page.reload();
      const brand = page.getByTestId('site-brand');
      await expect(brand).toBeVisible();
      // The brand stays on one line.
      const lineHeight = await brand.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect((await brand.boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 1);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

      // While the sheet is open the rest of the page is hidden from assistive technology, so the
      // button is found by its label rather than its role.
      const menuButton = page.locator('button[aria-label="Open menu"]');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await menuButton.click();
      const sheet = page.getByRole('dialog', { name: 'Menu' });
      await expect(sheet).toBeVisible();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(sheet.getByRole('link', { name: 'Browse' })).toBeVisible();
      await expect(sheet.getByRole('link', { name: 'Admin Tools' })).toBeVisible();
      await expect(sheet.getByRole('button', { name: 'Dark' })).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(menuButton).toBeFocused();

      await menuButton.click();
      await sheet.getByRole('searchbox', { name: 'Search articles' }).fill('stream');
      await sheet.getByRole('searchbox', { name: 'Search articles' }).press('Enter');
      await expect(page).toHaveURL(/\/search\?q=stream$/);
      await expect(sheet).toBeHidden();

      await menuButton.click();
      await sheet.getByRole('link', { name: 'Browse' }).click();
      await expect(page).toHaveURL(/\/browse$/);
      await expect(sheet).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("a visitor's sheet has no member links and offers Sign In", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: PHONE_HEIGHT } });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const sheet = page.getByRole('dialog', { name: 'Menu' });
      await expect(sheet.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expect(sheet.getByRole('link', { name: 'Browse' })).toHaveCount(0);
      await expect(sheet.getByRole('link', { name: 'Admin Tools' })).toHaveCount(0);
      await sheet.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('button', { name: 'Continue with Discord' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
