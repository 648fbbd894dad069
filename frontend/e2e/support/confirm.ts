import { expect, type Page } from './test';

/**
 * Answers the confirmation an admin action asks before it acts: finds the alert dialog by its question,
 * presses the button that acts, and waits for the dialog to close.
 */
export async function confirmIn(page: Page, question: string, confirmLabel: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: confirmLabel }).click();
  await expect(dialog).toBeHidden();
}
