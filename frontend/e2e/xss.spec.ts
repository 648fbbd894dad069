import { expect, type Page, test } from './support/test';
import { signInAsRoot } from './support/sign-in';

const PAYLOADS = [
  '<p>script</p><script>window.__xss=1</script>',
  '<p>img</p><img src=x onerror="window.__xss=1">',
  '<p><a href="javascript:window.__xss=1">x</a></p>',
  '<p>svg</p><svg onload="window.__xss=1"><circle r="1"></circle></svg>',
  '<p>iframe</p><iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<p onclick="window.__xss=1" data-x="1"><a href="JaVaScRiPt:window.__xss=1" onmouseover="window.__xss=1">y</a></p>',
];

async function xssFlag(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
}

async function expectCleanBody(page: Page) {
  const body = page.getByTestId('article-body');
  await expect(body).toBeVisible();
  const dangerous = await body.evaluate(
    (element) =>
      element.querySelectorAll(
        'script, img, svg, iframe, [onerror], [onload], [onclick], [onmouseover], [data-x], a[href^="javascript:" i]',
      ).length,
  );
  expect(dangerous).toBe(0);
  expect(await xssFlag(page)).toBeUndefined();
}

test.describe('XSS payloads stay inert', () => {
  test('article bodies and comments with script payloads run nothing', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await signInAsRoot(page);
    const origin = new URL(page.url()).origin;
    const marker = `xsscheck${Date.now()}`;
    const ids: number[] = [];
    for (const [index, content] of PAYLOADS.entries()) {
      const response = await page.request.post('/api/articles', {
        headers: { Origin: origin },
        data: { title: `${marker} payload ${index}`, content, category: 'Technology', tags: ['xss'] },
      });
      expect(response.status(), await response.text()).toBe(201);
      ids.push(((await response.json()) as { id: number }).id);
    }

    for (const [index, id] of ids.entries()) {
      await page.goto(`/article/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: `${marker} payload ${index}` })).toBeVisible();
      await expectCleanBody(page);
      const links = page.getByTestId('article-body').locator('a');
      for (let i = 0; i < (await links.count()); i += 1) {
        const href = await links.nth(i).getAttribute('href');
        expect(href ?? '').not.toMatch(/^\s*javascript:/i);
        await links.nth(i).click({ modifiers: ['ControlOrMeta'] });
      }
      expect(await xssFlag(page)).toBeUndefined();
      // The editor renders the stored body too.
      await page.goto(`/article/${id}/edit`);
      await expect(page.getByTestId('article-editor')).toBeVisible();
      expect(await page.getByTestId('article-editor').locator('script, img, svg, iframe, [onerror]').count()).toBe(0);
      expect(await xssFlag(page)).toBeUndefined();
    }

    // A comment carrying a script is shown as text.
    await page.goto(`/article/${ids[0]}`);
    await page
      .getByLabel('Write a comment')
      .fill('<script>window.__xss=1</script><img src=x onerror="window.__xss=1">');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    const comment = page.getByTestId('comment').last();
    await expect(comment).toContainText('<script>window.__xss=1</script>');
    expect(await comment.locator('script, img').count()).toBe(0);
    expect(await xssFlag(page)).toBeUndefined();

    // The browse list shows the previews without running anything.
    await page.goto(`/browse?q=${marker}`);
    await expect(page.getByTestId('article-card').first()).toBeVisible();
    expect(await page.locator('main script, main img[onerror], main a[href^="javascript:" i]').count()).toBe(0);
    expect(await xssFlag(page)).toBeUndefined();

    for (const id of ids) {
      await page.request.delete(`/api/articles/${id}`, { headers: { Origin: origin } });
    }
  });
});
