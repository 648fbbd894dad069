import { seededArticle } from './support/seeded-article';
import { expect, type Locator, type Page, test } from './support/test';

/**
 * The toasts in a real browser: one at a time, shown 5000 ms, a swipe right past 50 px dismisses,
 * and F8 moves focus to the notification area. A signed-out visitor raises them on an article page
 * (Like answers 'Please sign in'; Share answers 'Link copied' or the copy error), so nothing is stored.
 */

async function openArticle(page: Page): Promise<void> {
  const article = await seededArticle(page.request);
  await page.goto(`/article/${article.id}`);
  await expect(page.getByTestId('like-button')).toBeVisible();
}

function notificationArea(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

/** The toasts on screen (Radix keeps a closing toast in the list only while it animates out). */
function openToasts(page: Page): Locator {
  return notificationArea(page).locator('li[data-state="open"]');
}

async function raiseSignInToast(page: Page): Promise<Locator> {
  await page.getByTestId('like-button').click();
  const toast = openToasts(page).filter({ hasText: 'Please sign in' });
  await expect(toast).toBeVisible();
  return toast;
}

/** Drags a toast horizontally with the pointer, the way a finger swipes it. */
async function swipe(page: Page, toast: Locator, dx: number): Promise<void> {
  const box = await toast.boundingBox();
  if (!box) throw new Error('The toast has no box');
  const y = box.y + box.height / 2;
  const x = box.x + 24;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 5; step += 1) await page.mouse.move(x + (dx * step) / 5, y);
  await page.mouse.up();
}

test.describe('toasts', () => {
  test.use({ reducedMotion: 'reduce' });

  test('only one toast is on screen at a time: a new one replaces the current one', async ({ page }) => {
    await openArticle(page);
    await raiseSignInToast(page);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(openToasts(page)).toHaveCount(1);
    await expect(openToasts(page)).toContainText(/Link copied|Could not copy the link\./);
    await expect(openToasts(page)).not.toContainText('Please sign in');
  });

  test('a toast stays 5000 ms, then closes by itself', async ({ page }) => {
    await page.clock.install();
    await openArticle(page);
    const toast = await raiseSignInToast(page);
    // The fake clock also runs on its own, so the bounds are loose: still open after 3 s, closed after 5.6 s.
    await page.clock.fastForward(3000);
    await expect(toast).toBeVisible();
    await page.clock.fastForward(2600);
    await expect(openToasts(page)).toHaveCount(0);
  });

  test('a swipe right past 50 px dismisses a toast; a shorter one does not', async ({ page }) => {
    await openArticle(page);
    const toast = await raiseSignInToast(page);
    await swipe(page, toast, 30);
    await expect(toast).toHaveAttribute('data-swipe', 'cancel');
    await expect(toast).toBeVisible();
    await swipe(page, toast, 90);
    await expect(openToasts(page)).toHaveCount(0);
  });

  test('F8 moves focus to the notification area', async ({ page }) => {
    await openArticle(page);
    await raiseSignInToast(page);
    await page.keyboard.press('F8');
    const viewport = notificationArea(page).locator('ol');
    await expect(viewport).toBeFocused();
    expect(await viewport.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    // The toast is reachable from there with Tab, and Escape closes it.
    await page.keyboard.press('Tab');
    await expect(openToasts(page).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(openToasts(page)).toHaveCount(0);
  });
});
