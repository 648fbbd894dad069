import { expect, test } from './support/test';
import { violationReport, waitForSettled } from './support/accessibility';
import { checkOverlay, describeWalk, routesFor } from './support/screen-walk';

// Every screen a new member opens, checked for accessibility and layout (support/screen-walk.ts).

describeWalk('screens of a member: axe and layout, light and dark', 'member', routesFor('member'), (walker) => {
  test('the account menu', async () => {
    const { page } = walker();
    await page.goto('/');
    await waitForSettled(page);
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    const found = await checkOverlay(walker(), 'member account menu');
    expect(found, violationReport(found)).toEqual([]);
  });
});
