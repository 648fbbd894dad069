import request from 'supertest';
import type { DataSource } from 'typeorm';
import { UserRole } from '../../src/modules/users/user-role.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import type { TestApp } from '../utils/test-app.js';
export { captureQueries, countQueries } from '../utils/query-counter.js';

export interface Actor {
  user: User;
  cookie: string;
}

/** A signed-in user of the given role (and any other fields). */
export async function signedIn(dataSource: DataSource, overrides: Partial<User> = {}): Promise<Actor> {
  const user = await createUser(dataSource, { role: UserRole.User, ...overrides });
  return { user, cookie: await sessionCookieFor(dataSource, user.id) };
}

/** Requests as a signed-in browser of the site (session cookie, same-origin header on writes). */
export function as(t: TestApp, actor: Actor) {
  const agent = request(t.http);
  return {
    get: (path: string) => agent.get(path).set('Cookie', actor.cookie),
    post: (path: string) => agent.post(path).set('Cookie', actor.cookie).set('Origin', SITE_ORIGIN),
    patch: (path: string) => agent.patch(path).set('Cookie', actor.cookie).set('Origin', SITE_ORIGIN),
    put: (path: string) => agent.put(path).set('Cookie', actor.cookie).set('Origin', SITE_ORIGIN),
    delete: (path: string) => agent.delete(path).set('Cookie', actor.cookie).set('Origin', SITE_ORIGIN),
  };
}

export const validArticle = (overrides: Record<string, unknown> = {}) => ({
  title: 'The first IRL stream',
  content: '<p>It started with a backpack.</p>',
  category: 'Technology',
  ...overrides,
});

export async function like(dataSource: DataSource, articleId: number, userId: string, at: Date): Promise<void> {
  await dataSource.query(`INSERT INTO article_likes (article_id, user_id, created_at) VALUES ($1, $2, $3)`, [
    articleId,
    userId,
    at,
  ]);
}

export async function comment(dataSource: DataSource, articleId: number, authorId: string, at: Date): Promise<void> {
  await dataSource.query(
    `INSERT INTO article_comments (article_id, author_id, content, created_at) VALUES ($1, $2, 'A comment', $3)`,
    [articleId, authorId, at],
  );
}

/** One viewer's visit on one UTC day (YYYY-MM-DD). */
export async function viewDay(
  dataSource: DataSource,
  articleId: number,
  viewerKey: string,
  day: string,
): Promise<void> {
  await dataSource.query(`INSERT INTO article_view_days (article_id, viewer_key, day) VALUES ($1, $2, $3)`, [
    articleId,
    viewerKey,
    day,
  ]);
}

export async function follow(dataSource: DataSource, followerId: string, followeeId: string): Promise<void> {
  await dataSource.query(`INSERT INTO user_follows (follower_id, followee_id) VALUES ($1, $2)`, [
    followerId,
    followeeId,
  ]);
}

export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
export const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86400_000).toISOString().slice(0, 10);

export const titles = (body: { items: { title: string }[] }) => body.items.map((item) => item.title);

/**
 * `count` articles by `authorId` in one statement (titles "Bulk 1".."Bulk n", each body saying
 * `word`), then ANALYZE so the planner's estimates see them: for lists past their counting cap.
 */
export async function bulkArticles(
  dataSource: DataSource,
  authorId: string,
  count: number,
  word: string,
): Promise<void> {
  await dataSource.query(
    `INSERT INTO articles (title, content, category, author_id, tags)
     SELECT 'Bulk ' || g, '<p>' || $3 || ' number ' || g || '</p>', 'Technology', $1, ARRAY['bulk']
     FROM generate_series(1, $2::int) g`,
    [authorId, count, word],
  );
  await dataSource.query('ANALYZE articles');
}
