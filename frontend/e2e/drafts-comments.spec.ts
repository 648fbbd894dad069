import { expect, type Page, test } from './support/test';
import { signInAsRoot, signInWithRole } from './support/sign-in';

async function toastWith(page: Page, title: string) {
  await expect(page.getByRole('status').filter({ hasText: title }).first()).toBeVisible();
}

function origin(page: Page): string {
  return new URL(page.url()).origin;
}

/** Removes the signed-in user's new-article draft (server and this browser), so later journeys start clean. */
async function discardNewArticleDraft(page: Page): Promise<void> {
  const response = await page.request.delete('/api/article-drafts', { headers: { Origin: origin(page) } });
  expect(response.status()).toBe(204);
  await page.evaluate(() => {
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith('irl:article-draft:')) window.localStorage.removeItem(key);
    }
  });
}

test.describe('drafts and comments', () => {
  test('a draft written while the network is lost comes back after a reload', async ({ browser }) => {
    test.setTimeout(90_000);
    // A writer of its own: ROOT's new-article draft is shared with the other specs that write as ROOT.
    const run = Date.now().toString(36);
    const page = await signInWithRole(browser, `drafter_${run}`, `Drafter ${run}`, 'moderator');
    const context = page.context();
    await page.goto('/');
    await discardNewArticleDraft(page);
    const title = `Offline draft ${Date.now()}`;
    await page.goto('/create');
    await page.getByLabel(/^Title/).fill(title);
    const editor = page.getByTestId('article-editor');
    await editor.click();
    await page.keyboard.type('Written before the network went.');
    await expect(page.getByText('Draft saved')).toBeVisible();

    await context.setOffline(true);
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Written while offline.');
    await expect(page.getByText('Offline: draft kept on this device')).toBeVisible();

    // Leaving now asks first; the journey accepts, as someone reloading on purpose would.
    page.on('dialog', (dialog) => void dialog.accept());
    await context.setOffline(false);
    await page.reload();

    await expect(page.getByRole('heading', { name: 'You have an unsaved draft' })).toBeVisible();
    await expect(page.getByText(title)).toBeVisible();
    await page.getByRole('button', { name: 'Restore draft' }).click();
    await expect(page.getByLabel(/^Title/)).toHaveValue(title);
    await expect(page.getByTestId('article-editor')).toContainText(
      'Written before the network went. Written while offline.',
    );
    await discardNewArticleDraft(page);
  });

  test('a member replies to a comment, deletes the reply and undoes it', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await signInAsRoot(page);
    const created = await page.request.post('/api/articles', {
      headers: { Origin: origin(page) },
      data: { title: `Comment threads ${Date.now()}`, content: '<p>Body</p>', category: 'Technology' },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await page.goto(`/article/${id}`);

    const post = page.getByRole('button', { name: 'Post Comment' });
    await expect(post).toHaveAttribute('aria-disabled', 'true');
    // Submitted from the keyboard while blank, it says why nothing was posted.
    await post.press('Enter');
    await toastWith(page, 'Empty comment');

    await page.getByLabel('Write a comment').fill('Who filmed this one?');
    await page.getByLabel('Write a comment').press('ControlOrMeta+Enter');
    await toastWith(page, 'Comment posted!');
    const top = page.getByTestId('comment').first();
    await expect(top).toContainText('Who filmed this one?');
    await expect(top.locator('time')).toHaveText('just now');

    await top.getByRole('button', { name: 'Reply' }).click();
    await page.getByLabel('Reply to ROOT').fill('The second camera did.');
    await page.getByRole('button', { name: 'Post Reply' }).click();
    const replies = page.getByRole('list', { name: 'Replies to ROOT' });
    await expect(replies.getByTestId('comment')).toContainText('The second camera did.');
    await expect(page.getByRole('heading', { name: /Comments/ })).toContainText('(2)');

    await replies.getByRole('button', { name: 'Delete comment by ROOT' }).click();
    await toastWith(page, 'Comment deleted');
    await expect(page.getByText('The second camera did.')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Comments/ })).toContainText('(1)');

    await page.getByRole('button', { name: 'Undo' }).click();
    await toastWith(page, 'Comment restored');
    await expect(replies.getByTestId('comment')).toContainText('The second camera did.');
    await expect(page.getByRole('heading', { name: /Comments/ })).toContainText('(2)');

    const removed = await page.request.delete(`/api/articles/${id}`, { headers: { Origin: origin(page) } });
    expect(removed.status()).toBe(204);
  });
});
