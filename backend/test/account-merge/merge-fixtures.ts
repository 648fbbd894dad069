import type { DataSource } from 'typeorm';

/** Rows per user reference (table.column from the catalog) holding `userId`: what a merge must empty. */
export async function rowsReferencing(dataSource: DataSource, userId: string): Promise<Record<string, number>> {
  const keys = await dataSource.query<{ table_sql: string; column_sql: string; reference: string }[]>(
    `SELECT c.conrelid::regclass::text AS table_sql, quote_ident(a.attname) AS column_sql,
            cl.relname || '.' || a.attname AS reference
     FROM pg_constraint c
     JOIN pg_class cl ON cl.oid = c.conrelid
     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
     WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass`,
  );
  const counts: Record<string, number> = {};
  for (const key of keys) {
    const [{ count }] = await dataSource.query<[{ count: number }]>(
      `SELECT count(*)::int AS count FROM ${key.table_sql} WHERE ${key.column_sql} = $1`,
      [userId],
    );
    counts[key.reference] = count;
  }
  return counts;
}

/** Articles whose stored like counter differs from their like rows (should always be none). */
export function likeCountersOutOfStep(dataSource: DataSource): Promise<{ id: number }[]> {
  return dataSource.query(
    `SELECT a.id FROM articles a
     WHERE a.like_count <> (SELECT count(*) FROM article_likes l WHERE l.article_id = a.id)`,
  );
}

/** Every user's balance against the sum of their ledger, and the site-wide totals of both. */
export async function pointsBook(dataSource: DataSource) {
  const users = await dataSource.query<{ id: string; balance: number; ledger: number }[]>(
    `SELECT u.id, u.available_points AS balance,
            COALESCE((SELECT sum(delta) FROM points_ledger p WHERE p.user_id = u.id), 0)::int AS ledger
     FROM users u`,
  );
  const [{ ledger }] = await dataSource.query<[{ ledger: number }]>(
    `SELECT COALESCE(sum(delta), 0)::int AS ledger FROM points_ledger`,
  );
  return {
    balanceTotal: users.reduce((sum, user) => sum + user.balance, 0),
    ledgerTotal: ledger,
    mismatched: users.filter((user) => user.balance !== user.ledger).map((user) => user.id),
    balanceOf: (id: string) => users.find((user) => user.id === id)?.balance,
  };
}

export async function scalar(dataSource: DataSource, sql: string, parameters: unknown[] = []): Promise<number> {
  const [row] = await dataSource.query<[{ n: number }]>(sql, parameters);
  return Number(row.n);
}

/** A real 1x1 GIF (the avatar upload checks the bytes). */
export const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
