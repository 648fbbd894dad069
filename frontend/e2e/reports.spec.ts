import { expect, type Page, test } from './support/test';
import { seededArticle } from './support/seeded-article';
import { sessionUser, signInWithDiscord, signInWithRole } from './support/sign-in';

/** A per-run suffix so repeated runs against a kept database create fresh accounts. */
const run = Date.now().toString(36).slice(-6);

async function toastWith(page: Page, title: string) {
  await expect(page.getByRole('status').filter({ hasText: title }).first()).toBeVisible();
}

for (const width of [1366, 390]) {
  test.describe(`reporting content at ${width} px`, () => {
    test('a member reports a comment; a moderator hides it from the moderation inbox and the reporter is told', async ({
      browser,
    }) => {
      test.setTimeout(150_000);
      const tag = `${run}${width}`;
      // A moderator writes the comment, so it is never held for approval whatever the security settings say.
      const commenter = await signInWithRole(browser, `e2e_rc_${tag}`, `Commenter ${tag}`, 'moderator');
      const reporter = await signInWithDiscord(browser, `e2e_rr_${tag}`, `Reporter ${tag}`);
      const moderator = await signInWithRole(browser, `e2e_rm_${tag}`, `Moderator ${tag}`, 'moderator');
      for (const page of [reporter, moderator]) await page.setViewportSize({ width, height: 844 });

      const article = await seededArticle(commenter.request);
      const text = `Buy followers cheap ${tag}`;
      const posted = await commenter.request.post(`/api/articles/${article.id}/comments`, {
        headers: { Origin: new URL(commenter.url()).origin },
        data: { content: text },
      });
      expect(posted.status(), await posted.text()).toBe(201);

      // The member reports it: reason required, then sent once.
      await reporter.goto(`/article/${article.id}`);
      const comment = reporter.getByTestId('comment').filter({ hasText: text });
      await expect(comment).toBeVisible({ timeout: 15_000 });
      await comment.getByRole('button', { name: 'Report comment' }).click();
      const dialog = reporter.getByRole('dialog', { name: 'Report this comment' });
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(dialog.getByText('Choose a reason.')).toBeVisible();
      await dialog.getByRole('radio', { name: 'Spam' }).check();
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(reporter.getByRole('dialog', { name: 'Thank you for your report' })).toBeVisible();
      await reporter.getByRole('button', { name: 'Done' }).click();
      await toastWith(reporter, 'Report sent');
      await expect(comment.getByRole('button', { name: 'Reported comment' })).toBeVisible();

      // Reporting it again says it was already reported.
      await reporter.reload();
      await comment.getByRole('button', { name: 'Report comment' }).click();
      const again = reporter.getByRole('dialog', { name: 'Report this comment' });
      await again.getByRole('radio', { name: 'Harassment' }).check();
      await again.getByRole('button', { name: 'Send report' }).click();
      await expect(reporter.getByRole('dialog', { name: 'Already reported' })).toBeVisible();
      await reporter.keyboard.press('Escape');

      // The moderator opens the inbox and hides the comment.
      await moderator.goto('/moderation');
      await expect(moderator.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
      const item = moderator.getByTestId('reported-item').filter({ hasText: text });
      await expect(item).toBeVisible({ timeout: 15_000 });
      await expect(item.getByRole('list', { name: 'Reasons' })).toContainText('Spam: 1');
      await item.getByRole('button', { name: 'Hide', exact: true }).click();
      const act = moderator.getByRole('dialog', { name: 'Hide: comment' });
      await act.getByRole('button', { name: 'Hide', exact: true }).click();
      await expect(act.getByText('Choose a reason category from the list.')).toBeVisible();
      await act.getByLabel('Reason').selectOption('spam');
      await act.getByLabel('Note').fill(`Follower spam ${tag}`);
      await act.getByRole('button', { name: 'Hide', exact: true }).click();
      await toastWith(moderator, 'Hide: done');
      await expect(item).toHaveCount(0);

      // The comment is hidden for the reporter, who is told the outcome without the moderator's name.
      await reporter.goto(`/article/${article.id}`);
      await expect(reporter.getByText(text)).toHaveCount(0);
      const notifications = await reporter.request.get('/api/notifications');
      const { items } = (await notifications.json()) as { items: { title: string; body: string }[] };
      const outcome = items.find((entry) => entry.title === 'The comment you reported was hidden');
      expect(outcome).toBeDefined();
      const moderatorUser = await sessionUser(moderator);
      expect(JSON.stringify(outcome)).not.toContain(moderatorUser.displayName);
    });
  });
}
