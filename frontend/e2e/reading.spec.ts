import { expect, test } from './support/test';
import { publishArticle } from './support/articles';
import { signInAsRoot } from './support/sign-in';

const FILLER = `<p>${'The stream went on through the night, street after street, with chat along for the ride. '.repeat(40)}</p>`;

test.describe('reading an article', () => {
  test('contents jump to headings, related articles show, and a tag chip opens its page', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await signInAsRoot(page);
    const run = Date.now().toString(36);
    const tag = `rig${run}`;
    const id = await publishArticle(page, {
      title: `Backpack rigs ${run}`,
      content: `<p>How the rigs grew.</p><h2>The early days</h2>${FILLER}<h2>Bonded cellular</h2>${FILLER}<h3>Later modems</h3>${FILLER}`,
      category: 'Technology',
      tags: [tag],
    });
    const relatedTitle = `Modem history ${run}`;
    await publishArticle(page, { title: relatedTitle, content: '<p>Modems.</p>', category: 'Technology', tags: [tag] });

    await page.goto(`/article/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Backpack rigs ${run}` })).toBeVisible();
    await expect(page.getByTestId('reading-time')).toHaveText(/^\d+ min read$/);

    const contents = page.getByRole('navigation', { name: 'Contents' });
    await expect(contents.getByRole('link')).toHaveText(['The early days', 'Bonded cellular', 'Later modems']);
    const target = page.getByRole('heading', { level: 3, name: 'Later modems' });
    await expect(target).not.toBeInViewport();
    await contents.getByRole('link', { name: 'Later modems' }).click();
    await expect(page).toHaveURL(new RegExp(`/article/${id}#later-modems$`));
    await expect(target).toBeInViewport();

    // A shared link with the anchor opens at that heading.
    await page.goto('/');
    await page.goto(`/article/${id}#bonded-cellular`);
    await expect(page.getByRole('heading', { level: 2, name: 'Bonded cellular' })).toBeInViewport();

    const related = page.getByTestId('related-articles');
    await expect(related.getByRole('heading', { name: 'Related Articles' })).toBeVisible();
    await expect(related.getByRole('link', { name: relatedTitle, exact: true })).toBeVisible();
    await expect(related.getByRole('link', { name: `Backpack rigs ${run}`, exact: true })).toHaveCount(0);

    await page
      .getByRole('list', { name: 'Tags' })
      .first()
      .getByRole('link', { name: `Tag: ${tag}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/tag/${tag}$`));
    await expect(page.getByRole('heading', { level: 1, name: `#${tag}` })).toBeVisible();
    await expect(page.getByTestId('topic-description')).toHaveText(`Articles tagged ${tag}`);
    await expect(page.getByTestId('topic-article-count')).toHaveText('2 articles');
    await expect(page.getByTestId('article-card')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', `/tag/${tag}/feed.xml`);

    // The category badge of a card opens the category's page.
    await page.getByTestId('article-card').first().getByTestId('category-link').click();
    await expect(page).toHaveURL(/\/category\/technology$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Technology' })).toBeVisible();
  });
});
