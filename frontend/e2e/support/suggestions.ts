import { expect, type Page } from './test';

/**
 * The signed-in member's pending suggested edit on an article, sent through the API when there is
 * none yet (screens that show one need it; a member has at most one pending per article).
 */
export async function pendingSuggestionOf(page: Page, articleId: number | string, origin: string): Promise<number> {
  const mine = await page.request.get('/api/article-suggestions/mine');
  expect(mine.ok(), await mine.text()).toBe(true);
  const { items } = (await mine.json()) as { items: { id: number; articleId: number; status: string }[] };
  const found = items.find((item) => item.articleId === Number(articleId) && item.status === 'pending');
  if (found) return found.id;
  const article = await page.request.get(`/api/articles/${articleId}`);
  const { title, content } = (await article.json()) as { title: string; content: string };
  const sent = await page.request.post(`/api/articles/${articleId}/suggestions`, {
    headers: { Origin: origin },
    data: { title, content: `${content}<p>A suggested line.</p>`, summary: 'Added a line' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { id: number }).id;
}
