import { expect, type Page, test } from './support/test';
import { seededArticle } from './support/seeded-article';
import { signInAsRoot } from './support/sign-in';

async function toastWith(page: Page, title: string) {
  await expect(page.getByRole('status').filter({ hasText: title }).first()).toBeVisible();
}

test.describe('articles: write, engage, edit, history, delete', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await signInAsRoot(page);
  });

  test('an admin publishes a formatted article and manages it', async ({ page }) => {
    test.setTimeout(120_000);
    const title = `E2E formatting ${Date.now()}`;
    await page.goto('/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Article' })).toBeVisible();

    // Publishing with nothing filled in is refused.
    await page.getByRole('button', { name: 'Publish' }).click();
    await toastWith(page, 'Missing information');

    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Category/).selectOption('Technology');
    await page.getByLabel('Tags', { exact: true }).fill('e2e, bonding');
    await page.getByLabel('Excerpt (optional)').fill('A test of the editor.');

    const editor = page.getByTestId('article-editor');
    await editor.click();
    await page.keyboard.type('Plain start ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('bold words');
    await page.keyboard.press('ControlOrMeta+b');
    await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bullet list' }).click();
    await expect(page.getByRole('button', { name: 'Bullet list' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('first point');
    await page.keyboard.press('Enter');
    await page.keyboard.type('second point');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert link' });
    await dialog.getByLabel('URL').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByRole('alert')).toContainText('http, https or mailto');
    await dialog.getByLabel('URL').fill('https://example.org/irl');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();

    // Preview shows the sanitised formatting.
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('article-preview').locator('strong')).toHaveText('bold words');
    await page.getByRole('button', { name: 'Edit' }).click();

    await page.getByRole('button', { name: 'Publish' }).click();
    await toastWith(page, 'Article published!');
    await expect(page).toHaveURL(/\/article\/\d+$/);
    const articleUrl = page.url();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const body = page.getByTestId('article-body');
    await expect(body.locator('strong')).toHaveText('bold words');
    await expect(body.locator('ul > li')).toHaveText(['first point', 'second point']);
    await expect(body.locator('a[href="https://example.org/irl"]')).toBeVisible();
    await expect(page.getByTestId('article-author')).toContainText('ROOT');

    // Like: the count goes up, then back down.
    const likeCount = page.getByTestId('like-count');
    await expect(likeCount).toHaveText('0');
    await page.getByTestId('like-button').click();
    await toastWith(page, 'Article liked!');
    await expect(likeCount).toHaveText('1');
    await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');

    // Comment (blank is refused from the keyboard; line breaks are kept).
    await page.getByRole('button', { name: 'Post Comment' }).press('Enter');
    await toastWith(page, 'Empty comment');
    await page.getByLabel('Write a comment').fill('  Great history.\nSecond line  ');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await toastWith(page, 'Comment posted!');
    const comment = page.getByTestId('comment').last();
    await expect(comment).toContainText('Great history.');
    // ROOT has no public profile: its name is shown without a link.
    await expect(comment.getByText('ROOT', { exact: true })).toBeVisible();
    await expect(comment.getByRole('link', { name: 'ROOT' })).toHaveCount(0);

    // Edit the body and title.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Article' })).toBeVisible();
    await expect(page.getByTestId('article-editor').locator('strong')).toHaveText('bold words');
    await page.getByLabel(/^Title/).fill(`${title} (revised)`);
    await page.getByTestId('article-editor').locator('p').first().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('A newly added paragraph.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toastWith(page, 'Article updated');
    await expect(page).toHaveURL(articleUrl);
    await expect(page.getByRole('heading', { level: 1, name: `${title} (revised)` })).toBeVisible();
    await expect(page.getByTestId('article-body')).toContainText('A newly added paragraph.');

    // History shows the new revision with its diff.
    await page.getByRole('link', { name: 'History', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Revision History' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Revision 2' })).toBeVisible();
    const added = page.getByTestId('revision-diff').locator('[data-diff="added"]');
    await expect(added.filter({ hasText: 'A newly added paragraph.' })).toHaveCount(1);
    await expect(added.first()).toContainText('Added:');
    await page.getByRole('button', { name: /Revision 1/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Revision 1' })).toBeVisible();

    // Delete with confirmation.
    await page.goto(articleUrl);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this article?' });
    await confirm.getByRole('button', { name: 'Delete Article' }).click();
    await toastWith(page, 'Article deleted');
    await expect(page).toHaveURL(/\/$/);
    await page.goto(articleUrl);
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  });
});

test('article, editor and history screens render in light and dark', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await signInAsRoot(page);
  // A demo article's card: the newest may be another journey's article, deleted a moment later.
  const { title } = await seededArticle(page.request);
  await page.goto('/browse');
  await page.getByTestId('article-card').getByRole('heading', { name: title, exact: true }).getByRole('link').click();
  await expect(page.getByTestId('article-body')).toBeVisible();
  // Cards link to /articles/{id}; the history route hangs off /article/{id}.
  const articleUrl = page.url().replace('/articles/', '/article/');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(articleUrl);
    await expect(page.getByTestId('article-body')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`article-${scheme}.png`), fullPage: true });
    await page.goto(`${articleUrl}/history`);
    // Seeded articles may have no revisions (the empty state); the main test covers the diff.
    await expect(page.getByRole('heading', { level: 1, name: 'Revision History' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`history-${scheme}.png`), fullPage: true });
    await page.goto('/create');
    await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`create-${scheme}.png`), fullPage: true });
  }
});
