import type { DataSource } from 'typeorm';

export interface ArticleCounters {
  likeCount: number;
  commentCount: number;
  views: number;
}

/** The denormalised counters of an article, read straight from the table. */
export async function articleCounters(dataSource: DataSource, articleId: number): Promise<ArticleCounters> {
  const [row] = await dataSource.query<{ like_count: number; comment_count: number; views: number }[]>(
    `SELECT "like_count", "comment_count", "views" FROM "articles" WHERE "id" = $1`,
    [articleId],
  );
  return { likeCount: row.like_count, commentCount: row.comment_count, views: row.views };
}

export async function countRows(dataSource: DataSource, table: string, articleId: number): Promise<number> {
  const [row] = await dataSource.query<{ count: number }[]>(
    `SELECT count(*)::int AS "count" FROM "${table}" WHERE "article_id" = $1`,
    [articleId],
  );
  return row.count;
}

/** Comments of the article not deleted (a deletion keeps the row for its undo window). */
export async function liveComments(dataSource: DataSource, articleId: number): Promise<number> {
  const [row] = await dataSource.query<{ count: number }[]>(
    `SELECT count(*)::int AS "count" FROM "article_comments" WHERE "article_id" = $1 AND "deleted_at" IS NULL`,
    [articleId],
  );
  return row.count;
}

export interface AuditRow {
  actor_id: string | null;
  target_user_id: string | null;
  action: string;
  details: Record<string, unknown>;
}

export function auditEntries(dataSource: DataSource, action: string): Promise<AuditRow[]> {
  return dataSource.query<AuditRow[]>(
    `SELECT "actor_id", "target_user_id", "action", "details" FROM "audit_log" WHERE "action" = $1 ORDER BY "id"`,
    [action],
  );
}

/** Runs a request and returns the SQL statements TypeORM sent meanwhile (every query passes its logger). */
export async function queriesDuring<T>(
  dataSource: DataSource,
  run: () => Promise<T>,
): Promise<{ result: T; queries: string[] }> {
  const spy = jest.spyOn(dataSource.logger, 'logQuery');
  try {
    const result = await run();
    return { result, queries: spy.mock.calls.map(([query]) => query) };
  } finally {
    spy.mockRestore();
  }
}
