import { signInAsRoot, signInWithDiscord } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * Suggest an edit: a member who cannot edit an article suggests a change in the editor's suggestion
 * mode, an admin accepts it from the Content tab's Suggestions list, and the article's History credits
 * the member. The article is seeded through the API.
 */
test('a member suggests an edit, an admin accepts it, and History credits the member', async ({ browser, page }) => {
  // Two signed-in users and a build of pages on a busy machine: more than the default 30 s.
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const title = `Suggestion target ${run}`;
  await page.goto('/');
  await signInAsRoot(page);
  const created = await page.request.post('/api/articles', {
    headers: { Origin: new URL(page.url()).origin },
    data: { title, content: '<p>The first paragraph.</p>', category: 'Technology' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const username = `suggester_${run}`;
  // Shown by username: a new member's display-name choice is the username.
  const member = await signInWithDiscord(browser, username, `Sam ${run}`);
  await member.goto(`/article/${id}`);
  await expect(member.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await member.getByRole('link', { name: 'Suggest an edit' }).click();
  await expect(member.getByTestId('suggestion-banner')).toBeVisible();
  await expect(member.getByLabel('Category')).toHaveCount(0);

  const editor = member.getByTestId('article-editor');
  await editor.locator('p').first().click();
  await member.keyboard.press('End');
  await member.keyboard.type(' Added by a member.');
  await member.getByRole('button', { name: 'Send Suggestion' }).click();
  // "Why" is required.
  await expect(member.getByText('Please say briefly why you suggest this change.')).toBeVisible();
  await member.getByLabel('Why').fill('Added a missing detail');
  await member.getByRole('button', { name: 'Send Suggestion' }).click();
  await expect(member.getByRole('heading', { name: 'Suggested Edit' })).toBeVisible();
  await expect(member.getByTestId('suggestion-status')).toHaveText('Pending');
  await expect(member.getByRole('button', { name: 'Withdraw' })).toBeVisible();

  await page.goto('/admin/content');
  const queued = page.getByTestId('suggestion-queue-item').filter({ hasText: title });
  await expect(queued).toContainText('Added a missing detail');
  await queued.getByRole('link', { name: /^Review/ }).click();
  await expect(page.getByTestId('revision-diff')).toContainText('The first paragraph. Added by a member.');
  await page.getByTestId('suggestion-view').getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByTestId('suggestion-status')).toHaveText('Accepted');

  await page.goto(`/article/${id}`);
  await expect(page.getByTestId('article-body')).toContainText('Added by a member.');
  await expect(page.getByTestId('article-last-edited')).toContainText(username);
  await page.getByRole('link', { name: 'History', exact: true }).click();
  const newest = page.getByRole('button', { name: /^Revision 2/ });
  await expect(newest).toContainText(`by ${username}`);
  await expect(newest).toContainText('Changed content');
});
