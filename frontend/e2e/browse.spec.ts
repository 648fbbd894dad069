import { expect, type Locator, type Page, test } from './support/test';
import { seededArticle } from './support/seeded-article';
import { signInAsRoot } from './support/sign-in';

/** The number in the count badge ('42 articles'). */
async function articleCount(page: Page): Promise<number> {
  const text = await page.getByTestId('article-count').innerText();
  const match = /([\d,]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No number in the count badge: ${text}`);
  return Number(match[1].replace(/,/g, ''));
}

function cards(page: Page): Locator {
  return page.getByTestId('article-card');
}

test.describe('browse articles', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsRoot(page);
  });

  test('lists the archive and opens an article', async ({ page }) => {
    await page.goto('/browse');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Articles' })).toBeVisible();
    await expect(page).toHaveTitle('Browse Articles | IRL Stream History');
    await expect(page.getByTestId('article-count')).toBeVisible();
    expect(await articleCount(page)).toBeGreaterThanOrEqual(30);
    await expect(cards(page).first()).toBeVisible();

    // A demo article's card: the newest card may be another journey's article, deleted a moment later.
    const { title } = await seededArticle(page.request);
    await cards(page).getByRole('heading', { name: title, exact: true }).getByRole('link').click();

    await expect(page).toHaveURL(/\/article\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('article-body')).not.toBeEmpty();
    expect((await page.getByTestId('article-body').innerText()).trim().length).toBeGreaterThan(0);
  });

  test('loads more articles with the Load More Articles button', async ({ page }) => {
    await page.goto('/browse');
    await expect(cards(page).first()).toBeVisible();
    const total = await articleCount(page);
    const shown = await cards(page).count();
    test.skip(shown >= total, 'every article fits on the first page');

    await page.getByRole('button', { name: 'Load More Articles' }).click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(shown);
  });

  test('narrows the list when searching', async ({ page }) => {
    await page.goto('/browse');
    await expect(cards(page).first()).toBeVisible();
    const total = await articleCount(page);
    // An article's own title is certain to match it and unlikely to match everything else (a demo
    // article's: another journey's may be deleted while this one searches for it).
    const { title } = await seededArticle(page.request);
    await expect(cards(page).getByRole('heading', { name: title, exact: true })).toBeVisible();

    await page.getByRole('searchbox', { name: /Search articles by title or content/ }).fill(title);

    await expect(page).toHaveURL(/[?&]q=/);
    await expect.poll(() => articleCount(page)).toBeLessThan(total);
    expect(await articleCount(page)).toBeGreaterThanOrEqual(1);
    await expect(cards(page).getByRole('heading', { name: title, exact: true }).first()).toBeVisible();
  });

  test('the header search opens /search with the query', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search articles' });
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/$/);

    await search.fill('  stream  ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=stream$/);
    // The search page keeps the words in the header box.
    await expect(page.getByTestId('search-summary')).toContainText("for 'stream'");
    await expect(search).toHaveValue('stream');
  });
});

test('an unknown path shows 404 Page Not Found', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('the theme toggle switches to dark and remembers it', async ({ page }) => {
  await page.goto('/browse');
  const html = page.locator('html');

  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);

  await page.reload();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);

  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
});
