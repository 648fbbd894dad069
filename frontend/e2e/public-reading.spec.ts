import { seededArticle } from './support/seeded-article';
import { expect, test } from './support/test';

test.describe('public reading', () => {
  test('a signed-out visitor reads a shared article; liking and commenting ask to sign in', async ({ page }) => {
    const article = await seededArticle(page.request);
    await page.goto(`/article/${article.id}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByTestId('article-body')).not.toBeEmpty();
    await expect(page).toHaveURL(new RegExp(`/article/${article.id}$`));

    await page.getByTestId('like-button').click();
    await expect(page.getByText('You need to be signed in to like articles.').first()).toBeVisible();
    await expect(page.getByText('You need to be signed in to comment.').first()).toBeVisible();

    // Other signed-in screens still send visitors to the landing page.
    await page.goto('/settings/profile');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'The Ultimate IRL Stream History' })).toBeVisible();
  });

  test("a signed-out visitor opens a seeded article's history, which starts with its first version", async ({
    page,
  }) => {
    const article = await seededArticle(page.request);
    await page.goto(`/article/${article.id}`);
    await page.getByRole('link', { name: 'History', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/article/${article.id}/history$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Revision History' })).toBeVisible();
    await expect(page.getByText('Created the article').first()).toBeVisible();
    await expect(page.getByText('No revisions recorded for this article yet.')).toHaveCount(0);
    // Likes and views never made the article look edited.
    await page.goto(`/article/${article.id}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByTestId('article-last-edited')).toHaveCount(0);
  });

  test('a signed-out visitor reads a shared archive entry, whose HTML carries its preview', async ({ page }) => {
    await page.goto('/archive/event/justin-tv-goes-live');
    await expect(page.getByRole('heading', { level: 1, name: 'Justin.tv goes live' })).toBeVisible();
    const html = await (await page.request.get('/archive/event/justin-tv-goes-live')).text();
    expect(html).toContain('<meta property="og:title" content="Justin.tv goes live" />');

    // The archive's index is for members: the way out offers the sign-in instead of a dead end.
    await page.getByRole('link', { name: 'Sign in to browse the archive' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });

  test("the raw HTML of an article's address carries its link preview", async ({ request }) => {
    const article = await seededArticle(request);
    const response = await request.get(`/articles/${article.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const escaped = article.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+" \/>/);
    expect(html).toContain(`/articles/${article.id}" />`);
    expect((await request.get('/article/2147483000')).status()).toBe(404);
  });
});
