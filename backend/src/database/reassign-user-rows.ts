import type { EntityManager } from 'typeorm';
import type { AccountMergePair } from '../common/account-merge/account-merge-step.js';
import { returnedRows } from './raw-results.js';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Table and column names are spliced into merge SQL: only plain lower-case identifiers pass. */
export function assertSqlIdentifier(name: string): void {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
}

/**
 * Account merge: points every row of `table` whose `column` holds the source account at the target,
 * inside the merge transaction, and answers how many rows moved. Table and column are the calling
 * repository's own constants, never input; they are checked because they are spliced into the SQL.
 */
export async function reassignUserRows(
  manager: EntityManager,
  table: string,
  column: string,
  { sourceId, targetId }: AccountMergePair,
): Promise<number> {
  assertSqlIdentifier(table);
  assertSqlIdentifier(column);
  const moved = await returnedRows(
    manager,
    `UPDATE ${table} SET ${column} = $2 WHERE ${column} = $1 RETURNING 1 AS moved`,
    [sourceId, targetId],
  );
  return moved.length;
}
