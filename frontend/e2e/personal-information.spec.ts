import { expect, test } from './support/test';
import { seededArticle } from './support/seeded-article';
import { signInWithDiscord, signInWithRole } from './support/sign-in';

/** A per-run suffix so repeated runs against a kept database create fresh accounts. */
const run = Date.now().toString(36).slice(-6);

test('a phone number in a comment is pointed out as it is typed, and the posted comment waits for a moderator', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const member = await signInWithDiscord(browser, `e2e_pi_${run}`, `Careless ${run}`);
  const moderator = await signInWithRole(browser, `e2e_pim_${run}`, `Moderator ${run}`, 'moderator');
  const article = await seededArticle(member.request);

  await member.goto(`/article/${article.id}`);
  const box = member.getByRole('textbox', { name: 'Write a comment' });
  await box.fill(`Streamed here 2016-2019 with 3,500,000 views ${run}`);
  await expect(member.getByTestId('personal-information-warning')).toHaveCount(0);
  const text = `His number is (415) 555-2671, call him ${run}`;
  await box.fill(text);
  const warning = member.getByTestId('personal-information-warning');
  await expect(warning).toContainText('Phone number: “(415) 555-2671”');
  await expect(warning).toContainText('a moderator reviews your comment before anyone else sees it');

  await member.getByRole('button', { name: 'Post Comment' }).click();
  await expect(member.getByText('A moderator will review it before others can see it.').first()).toBeVisible();

  // Signed out, the comment is not there; the moderator finds it held with the reason.
  const visitor = await browser.newPage();
  await visitor.goto(`/article/${article.id}`);
  await expect(visitor.getByRole('heading', { name: article.title, level: 1 })).toBeVisible();
  await expect(visitor.getByText(text)).toHaveCount(0);
  await visitor.close();

  await moderator.goto('/moderation');
  const held = moderator.getByTestId('held-comment').filter({ hasText: text });
  await expect(held).toBeVisible({ timeout: 15_000 });
  await expect(held).toContainText('Personal information about someone');
});
