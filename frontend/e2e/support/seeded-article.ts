import { type APIRequestContext, expect } from '@playwright/test';

export interface SeededArticle {
  id: number;
  title: string;
  createdAt: string;
  author: { id: string; username: string };
}

/** The demo content is dated in the past; an article a journey writes during the run is minutes old. */
const OLDER_THAN_THE_RUN_MS = 60 * 60 * 1000;

/**
 * The newest article of the demo content. Journeys run side by side publish and delete their own articles,
 * so "the newest article" can be one that another spec deletes a moment later; a demo article stays put.
 */
export async function seededArticle(request: APIRequestContext): Promise<SeededArticle> {
  const response = await request.get('/api/articles?limit=50');
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: SeededArticle[] };
  const seeded = items.find((item) => Date.now() - Date.parse(item.createdAt) > OLDER_THAN_THE_RUN_MS);
  if (!seeded) throw new Error('No demo article among the newest 50: run the journeys on a freshly seeded database');
  return seeded;
}
