import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { signInAsRoot } from './support/sign-in';

test.describe('Download my data', () => {
  test('requests an export, watches it finish and downloads the JSON holding the account', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    await signInAsRoot(page);
    const session = (await (await page.request.get('/api/auth/user')).json()) as { user: { username: string } };
    const username = session.user.username;

    await page.goto('/settings/security');
    const card = page.getByRole('region', { name: 'Your data' });
    await expect(card.getByRole('button', { name: 'Download my data' })).toBeEnabled();
    await card.getByRole('button', { name: 'Download my data' }).click();

    // The worker's progress, then the links with their expiry.
    await expect(card.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
    await expect(card.getByText('Your data is ready.')).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('progressbar')).toHaveCount(0);
    await expect(card.getByText(/These links expire on/)).toBeVisible();
    await expect(card.getByRole('link', { name: /Download ZIP/ })).toHaveAttribute('href', /format=zip$/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: /Download JSON/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^my-data-${username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const document = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      user: { username: string };
      tables: { profile: { username: string }[] };
    };
    expect(document.user.username).toBe(username);
    expect(document.tables.profile[0].username).toBe(username);
  });
});
