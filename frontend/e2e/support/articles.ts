import { expect, type Page } from '@playwright/test';

export interface NewArticle {
  title: string;
  content: string;
  category: string;
  tags?: string[];
}

/** Publishes an article through the API as the page's signed-in user (a moderator or admin); its id. */
export async function publishArticle(page: Page, data: NewArticle): Promise<number> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/articles', { headers: { Origin: origin }, data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}
