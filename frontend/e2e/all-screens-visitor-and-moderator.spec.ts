import { expect, test } from './support/test';
import { violationReport, waitForSettled } from './support/accessibility';
import { checkOverlay, describeWalk, routesFor } from './support/screen-walk';

// Every screen a visitor and a moderator open, checked for accessibility and layout (support/screen-walk.ts).

describeWalk('screens signed out: axe and layout, light and dark', 'signed-out', routesFor('signed-out'), (walker) => {
  test('the sign-in dialog', async () => {
    const { page } = walker();
    await page.goto('/');
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const found = await checkOverlay(walker(), 'signed out sign-in dialog');
    expect(found, violationReport(found)).toEqual([]);
  });
});

describeWalk('screens of a moderator: axe and layout, light and dark', 'moderator', routesFor('moderator'));
