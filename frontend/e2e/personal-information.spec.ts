import { expect, type Page, test } from './support/test';
import { seededArticle } from './support/seeded-article';
import { signInWithDiscord, signInWithRole } from './support/sign-in';

/** A per-run suffix so repeated runs against a kept database create fresh accounts. */
const run = Date.now().toString(36).slice(-6);

/** A phone width: the warning must stay whole on it. */
const PHONE = { width: 390, height: 844 };

/**
 * The writer's warning on a phone: shown, announced as a status (a polite live region), naming the match,
 * and readable: the warning and each of its lines inside the screen's width, none cut off inside, and
 * the page not wider than the screen.
 */
async function expectWarningReadable(page: Page, match: string) {
  const box = page.getByTestId('personal-information-warning');
  await expect(box).toBeVisible();
  await expect(box).toContainText(match);
  // Exposed as a status: assistive technology reads it out politely when it appears.
  await expect(page.getByRole('status').filter({ hasText: match })).toBeVisible();
  await box.scrollIntoViewIfNeeded();
  const parts = await box.evaluate((element) =>
    [element, ...Array.from(element.querySelectorAll('p, li'))].map((part) => {
      const rect = part.getBoundingClientRect();
      return {
        text: (part.textContent ?? '').slice(0, 40),
        left: Math.floor(rect.left),
        right: Math.ceil(rect.right),
        cutOff: part.scrollWidth > part.clientWidth + 1,
      };
    }),
  );
  for (const part of parts) {
    expect(part.left, `left edge of "${part.text}"`).toBeGreaterThanOrEqual(0);
    expect(part.right, `right edge of "${part.text}"`).toBeLessThanOrEqual(PHONE.width);
    expect(part.cutOff, `"${part.text}" cut off`).toBe(false);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('a phone number in a comment is pointed out as it is typed, and the posted comment waits for a moderator', async ({
  browser,
}) => {
  test.setTimeout(150_000);
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

  // The same member on a phone: the comment form and the contribution form warn in full.
  await member.setViewportSize(PHONE);
  // A long address with nowhere to break: the match must wrap, not run off the screen.
  const address = `someone.with.a.very.long.mailbox.name.${run}@streamers-and-their-neighbours.example.com`;
  await test.step('390 px: the comment form', async () => {
    await member.goto(`/article/${article.id}`);
    await member.getByRole('textbox', { name: 'Write a comment' }).fill(`Call (415) 555-2671 or write to ${address}`);
    await expectWarningReadable(member, `E-mail address: “${address}”`);
  });
  await test.step('390 px: the contribution form', async () => {
    await member.goto('/submissions/new');
    await member.getByRole('button', { name: /^Person/ }).click();
    await member.getByLabel('Description *').fill(`Lives at the corner; reach him on (415) 555-2671 or ${address}`);
    await expectWarningReadable(member, `in Description: “(415) 555-2671”`);
  });
});
