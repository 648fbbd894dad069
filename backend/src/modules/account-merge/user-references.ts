import type { EntityManager } from 'typeorm';
import type { UserReference } from '../../common/account-merge/account-merge-step.js';

/** A column that references users(id) by foreign key, as the PostgreSQL catalog describes it. */
export interface UserForeignKey {
  reference: UserReference;
  /** The table as a quoted, schema-qualified-when-needed identifier, safe to put in SQL. */
  tableSql: string;
  columnSql: string;
}

/** Every foreign key to users in the database (users has a single-column key, so each is one column). */
export async function readUserForeignKeys(manager: EntityManager): Promise<UserForeignKey[]> {
  const rows = await manager.query<
    { table_name: string; column_name: string; table_sql: string; column_sql: string }[]
  >(
    `SELECT cl.relname AS table_name, a.attname AS column_name,
            c.conrelid::regclass::text AS table_sql, quote_ident(a.attname) AS column_sql
     FROM pg_constraint c
     JOIN pg_class cl ON cl.oid = c.conrelid
     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
     WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass
     ORDER BY cl.relname, a.attname`,
  );
  return rows.map((row) => ({
    reference: `${row.table_name}.${row.column_name}`,
    tableSql: row.table_sql,
    columnSql: row.column_sql,
  }));
}

/** The foreign keys to users that no declaration covers (the merge would lose their rows). */
export function uncoveredUserReferences(foreignKeys: UserForeignKey[], covered: Iterable<string>): UserReference[] {
  const declared = new Set(covered);
  return foreignKeys.map((key) => key.reference).filter((reference) => !declared.has(reference));
}

/** The references that still hold `userId` (one statement, whatever the number of tables). */
export async function referencesStillHolding(manager: EntityManager, userId: string): Promise<UserReference[]> {
  const foreignKeys = await readUserForeignKeys(manager);
  if (foreignKeys.length === 0) return [];
  const probes = foreignKeys.map(
    (key, index) => `SELECT ${index} AS i WHERE EXISTS (SELECT 1 FROM ${key.tableSql} WHERE ${key.columnSql} = $1)`,
  );
  const rows = await manager.query<{ i: number }[]>(probes.join(' UNION ALL '), [userId]);
  return rows.map((row) => foreignKeys[row.i].reference);
}
