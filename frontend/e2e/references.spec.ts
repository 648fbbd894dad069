import { expect, test } from './support/test';
import { signInWithRole } from './support/sign-in';

test('an admin cites a stream timestamp and readers get the footnote and the way back', async ({ browser }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  // An admin of its own: ROOT's autosaved new-article draft is shared with the other specs that write as ROOT.
  const page = await signInWithRole(browser, `citer_${run}`, `Citer ${run}`, 'admin');
  const title = `E2E citation ${run}`;
  await page.goto('/create');
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Category/).selectOption('Technology');

  const editor = page.getByTestId('article-editor');
  await editor.click();
  await page.keyboard.type('The stream reached the summit');
  // The keyboard shortcut opens the Cite dialog at the cursor.
  await page.keyboard.press('ControlOrMeta+Shift+F');
  const dialog = page.getByRole('dialog', { name: 'Cite a source' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Type').selectOption('stream');
  await dialog.getByLabel('Platform *').selectOption('twitch');
  await dialog.getByLabel('VOD or clip id *').fill('123456');
  await dialog.getByLabel('Timestamp').fill('1:23:45');
  await dialog.getByRole('button', { name: 'Insert citation' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor.locator('sup[data-cite="1"]')).toHaveText('1');
  await page.keyboard.type(' at dawn.');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/article\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const citation = page.getByTestId('article-body').getByRole('link', { name: 'Reference 1' });
  await expect(citation).toHaveText('[1]');
  await expect(citation).toHaveAttribute('href', '#ref-1');

  const references = page.getByRole('region', { name: 'References' });
  const footnote = references.locator('li#ref-1');
  await expect(footnote).toContainText('Twitch VOD 123456 at 1:23:45');
  await expect(footnote.getByRole('link', { name: /Twitch VOD 123456 at 1:23:45/ })).toHaveAttribute(
    'href',
    'https://www.twitch.tv/videos/123456?t=1h23m45s',
  );

  // Down to the footnote and back up to the citation.
  await citation.click();
  await expect(page).toHaveURL(/#ref-1$/);
  await expect(footnote).toBeInViewport();
  await footnote.getByRole('link', { name: 'Back to citation 1 in the text' }).click();
  await expect(page).toHaveURL(/#cite-1-1$/);
  await expect(citation).toBeInViewport();
});
