import { expect, type Page, test } from './support/test';
import { publishArticle } from './support/articles';
import { signInWithRole } from './support/sign-in';

/** A per-run suffix so repeated runs against a kept database create fresh accounts and titles. */
const run = Date.now().toString(36).slice(-6);

async function toastWith(page: Page, title: string) {
  await expect(page.getByRole('status').filter({ hasText: title }).first()).toBeVisible();
}

/** The public log's lines about the article titled `title` (entries name their article). */
const logLinesAbout = (page: Page, title: string) =>
  page.getByTestId('moderation-log-entry').filter({ hasText: title });

for (const width of [1366, 390]) {
  test(`a moderator deletes someone's comment with a reason, undoes it, and the public log tells both at ${width} px`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const tag = `${run}${width}`;
    // A moderator writes the article and the comment, so nothing is held for approval.
    const writer = await signInWithRole(browser, `e2e_mw_${tag}`, `Writer ${tag}`, 'moderator');
    const moderator = await signInWithRole(browser, `e2e_mm_${tag}`, `Mod ${tag}`, 'moderator');
    await moderator.setViewportSize({ width, height: 844 });
    const title = `Moderation reasons ${tag}`;
    const articleId = await publishArticle(writer, {
      title,
      content: '<p>An article whose comment a moderator removes.</p>',
      category: 'Twitch IRL',
    });
    const text = `Follow my other channel ${tag}`;
    const posted = await writer.request.post(`/api/articles/${articleId}/comments`, {
      headers: { Origin: new URL(writer.url()).origin },
      data: { content: text },
    });
    expect(posted.status(), await posted.text()).toBe(201);

    await moderator.goto(`/article/${articleId}`);
    const comment = moderator.getByTestId('comment').filter({ hasText: text });
    await comment.getByRole('button', { name: /^Delete comment by / }).click();
    const dialog = moderator.getByRole('dialog', { name: 'Delete comment' });
    await dialog.getByRole('button', { name: 'Delete comment' }).click();
    await expect(dialog.getByText('Choose a reason category from the list.')).toBeVisible();
    await expect(dialog.getByText('Write a note: why this action was taken.')).toBeVisible();
    await expect(comment).toBeVisible();
    await dialog.getByLabel('Reason').selectOption('off_topic');
    await dialog.getByLabel('Note').fill('Advertising another channel');
    if (width === 390) {
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await moderator.screenshot({ path: test.info().outputPath(`remove-comment-${width}.png`) });
    }
    await dialog.getByRole('button', { name: 'Delete comment' }).click();
    await toastWith(moderator, 'Comment deleted');
    await expect(comment).toHaveCount(0);
    await moderator.getByRole('button', { name: 'Undo', exact: true }).click();
    await toastWith(moderator, 'Comment restored');
    await expect(comment).toBeVisible();

    // Anyone can read why, without the comment's words or anyone's name.
    await moderator.goto('/moderation-log?kind=comment');
    const lines = logLinesAbout(moderator, title);
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText('Comment restored · reverses an action taken for: Off topic');
    await expect(lines.nth(1)).toContainText('Comment removed · Off topic');
    await expect(lines.nth(1)).toContainText('A moderator’s own review');
    await expect(moderator.getByText(text)).toHaveCount(0);
    await expect(moderator.getByText(`e2e_mw_${tag}`)).toHaveCount(0);
  });
}

test("an admin deletes someone's article from the Content tab with a reason; the log names no title", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = `${run}a`;
  const writer = await signInWithRole(browser, `e2e_aw_${tag}`, `Writer ${tag}`, 'moderator');
  const admin = await signInWithRole(browser, `e2e_aa_${tag}`, `Admin ${tag}`, 'admin');
  const title = `Unwanted article ${tag}`;
  await publishArticle(writer, { title, content: '<p>To be removed by an admin.</p>', category: 'Twitch IRL' });

  await admin.goto('/admin/content');
  const row = admin.getByTestId('admin-article-row').filter({ hasText: title });
  await row.getByRole('button', { name: /Delete/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Delete article?' });
  await dialog.getByLabel('Reason').selectOption('personal_information');
  await dialog.getByLabel('Note').fill('Gave a streamer’s home address');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await toastWith(admin, 'Article deleted');
  await expect(row).toHaveCount(0);

  await admin.goto('/moderation-log?kind=article');
  const removals = admin
    .getByTestId('moderation-log-entry')
    .filter({ hasText: 'Article removed · Personal information about someone' });
  await expect(removals.first()).toBeVisible();
  await expect(admin.getByText(title)).toHaveCount(0);
});
