import request from 'supertest';
import type { DataSource } from 'typeorm';
import { SITE_ORIGIN } from '../utils/sessions.js';
import type { TestApp } from '../utils/test-app.js';

export const sleep = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

/** Polls until `condition` holds; rejects after `timeoutMs`. */
export async function until(condition: () => Promise<boolean>, timeoutMs: number, stepMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Condition still false after ${timeoutMs} ms`);
    await sleep(stepMs);
  }
}

/** Sends a direct message; resolves with the HTTP status (201 = acknowledged) and the content used. */
export async function sendMessage(t: TestApp, cookie: string, receiverId: string, content: string, timeoutMs = 10_000) {
  const response = await request(t.http)
    .post('/api/messages')
    .set('Origin', SITE_ORIGIN)
    .set('Cookie', cookie)
    .timeout(timeoutMs)
    .send({ receiverId, content });
  return { status: response.status, content, retryAfter: response.headers['retry-after'] as string | undefined };
}

/** How many stored messages have each of these contents (an acknowledged write must have exactly 1). */
export async function storedCounts(dataSource: DataSource, contents: string[]): Promise<Map<string, number>> {
  const rows = await dataSource.query<{ content: string; count: number }[]>(
    `SELECT "content", COUNT(*)::int AS "count" FROM "direct_messages" WHERE "content" = ANY($1) GROUP BY "content"`,
    [contents],
  );
  return new Map(contents.map((content) => [content, rows.find((row) => row.content === content)?.count ?? 0]));
}

/** Every acknowledged write is stored exactly once; the others at most once (never doubled). */
export async function expectExactlyOnce(dataSource: DataSource, acknowledged: string[], others: string[] = []) {
  const counts = await storedCounts(dataSource, [...acknowledged, ...others]);
  for (const content of acknowledged) expect([content, counts.get(content)]).toEqual([content, 1]);
  for (const content of others) expect(counts.get(content)).toBeLessThanOrEqual(1);
}
