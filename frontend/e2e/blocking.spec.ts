import { expect, type Page, test } from './support/test';
import { seededArticle } from './support/seeded-article';
import { sessionUser, signInWithDiscord, signInWithRole } from './support/sign-in';

/** A per-run suffix so repeated runs against a kept database create fresh accounts. */
const run = Date.now().toString(36).slice(-6);

async function toastWith(page: Page, title: string) {
  await expect(page.getByRole('status').filter({ hasText: title }).first()).toBeVisible();
}

test.describe('blocking a member', () => {
  test('a member blocks another from their profile, sees their comment collapsed, and unblocks in Settings', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const blocker = await signInWithDiscord(browser, `e2e_blocker_${run}`, `Blocker ${run}`);
    // A moderator, so the comment is never held for approval whatever the security settings say.
    const blocked = await signInWithRole(browser, `e2e_blocked_${run}`, `Blocked ${run}`, 'moderator');
    const blockedUser = await sessionUser(blocked);

    const article = await seededArticle(blocked.request);
    const text = `A comment to collapse ${run}`;
    const posted = await blocked.request.post(`/api/articles/${article.id}/comments`, {
      headers: { Origin: new URL(blocked.url()).origin },
      data: { content: text },
    });
    expect(posted.status(), await posted.text()).toBe(201);

    // Block from the profile, after the confirmation.
    await blocker.goto(`/profile/${blockedUser.username}`);
    await blocker.getByRole('button', { name: 'Block', exact: true }).click();
    const ask = blocker.getByRole('alertdialog', { name: `Block ${blockedUser.displayName}?` });
    await expect(ask).toContainText('They will not be able to message you or follow you');
    await ask.getByRole('button', { name: 'Block', exact: true }).click();
    await toastWith(blocker, 'Member blocked');
    await expect(blocker.getByRole('button', { name: 'Unblock', exact: true })).toBeVisible();

    // Their comment is collapsed for the blocker, and can be shown.
    await blocker.goto(`/article/${article.id}`);
    const collapsed = blocker.getByTestId('comment').filter({ hasText: 'Comment from a member you blocked' });
    await expect(collapsed.first()).toBeVisible({ timeout: 15_000 });
    await expect(blocker.getByText(text)).toHaveCount(0);
    await collapsed.first().getByRole('button', { name: 'Show' }).click();
    await expect(blocker.getByText(text)).toBeVisible();

    // Unblock in Settings: the list empties.
    await blocker.goto('/settings/social');
    const list = blocker.getByRole('list', { name: 'Blocked people' });
    await expect(list.getByTestId('blocked-person')).toHaveCount(1);
    await list.getByRole('button', { name: `Unblock ${blockedUser.displayName}` }).click();
    await toastWith(blocker, 'Member unblocked');
    await expect(blocker.getByText("You haven't blocked anyone.")).toBeVisible();

    // The comment shows in full again.
    await blocker.goto(`/article/${article.id}`);
    await expect(blocker.getByText(text)).toBeVisible({ timeout: 15_000 });
    await expect(blocker.getByTestId('blocked-comment')).toHaveCount(0);
  });
});
