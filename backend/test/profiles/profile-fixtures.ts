import type { DataSource } from 'typeorm';
export { countQueries } from '../utils/query-counter.js';

/*
 * Real rows of the engagement and articles modules' tables, written with SQL so these tests do
 * not depend on those modules' endpoints. Times are explicit when a test needs an order.
 */

export async function like(dataSource: DataSource, articleId: number, userId: string, at?: Date): Promise<void> {
  await dataSource.query(`INSERT INTO article_likes (article_id, user_id, created_at) VALUES ($1, $2, $3)`, [
    articleId,
    userId,
    at ?? new Date(),
  ]);
}

export async function comment(
  dataSource: DataSource,
  articleId: number,
  authorId: string,
  at?: Date,
  content = 'A comment',
): Promise<number> {
  const [row] = await dataSource.query<[{ id: number }]>(
    `INSERT INTO article_comments (article_id, author_id, content, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
    [articleId, authorId, content, at ?? new Date()],
  );
  return row.id;
}

/** A saved version of an article, as the articles module writes one (the first one is the creation). */
export async function revision(
  dataSource: DataSource,
  articleId: number,
  editorId: string,
  at?: Date,
): Promise<number> {
  const [row] = await dataSource.query<[{ id: number }]>(
    `INSERT INTO article_revisions (article_id, editor_id, title, excerpt, content, category, tags, created_at)
     SELECT id, $2, title, excerpt, content, category, tags, $3 FROM articles WHERE id = $1 RETURNING id`,
    [articleId, editorId, at ?? new Date()],
  );
  return row.id;
}

export async function follow(dataSource: DataSource, followerId: string, followeeId: string, at?: Date): Promise<void> {
  await dataSource.query(`INSERT INTO user_follows (follower_id, followee_id, created_at) VALUES ($1, $2, $3)`, [
    followerId,
    followeeId,
    at ?? new Date(),
  ]);
}

/** Minutes after a fixed start, so tests can order events exactly. */
export function minute(n: number): Date {
  return new Date(Date.UTC(2026, 0, 1, 12, n));
}
