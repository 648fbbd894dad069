import type { Type } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AccountMergePair, AccountMergeStep, UserReference } from '../common/account-merge/account-merge-step.js';
import { returnedRows } from './raw-results.js';
import { assertSqlIdentifier, reassignUserRows } from './reassign-user-rows.js';

/** One user column whose rows move from the source account to the target. */
export interface MovedUserColumn {
  /** The column, as `table.column`; the step covers it. */
  readonly reference: UserReference;
  /** Report key counting the rows moved; columns sharing a key add up. */
  readonly moved: string;
  /**
   * The other columns of the unique key this column belongs to (one row per user and these values).
   * A source row whose values the target already holds is dropped before anything moves, so no move
   * collides. Values are compared as NULLS NOT DISTINCT, as such keys are written here.
   */
  readonly oncePer?: readonly string[];
  /** Report key counting those dropped rows (they go uncounted without one); keys may be shared. */
  readonly dropped?: string;
}

/** A user column whose source rows are dropped, not moved (copies or keys of an account that is going away). */
export interface DroppedUserRows {
  /** The column, as `table.column`; the step covers it. */
  readonly reference: UserReference;
  /** Report key counting the rows dropped. */
  readonly dropped: string;
}

/** Rows linking the two accounts through two user columns of one table (a block, a message between them). */
export interface RowsBetweenAccounts {
  readonly table: string;
  readonly columns: readonly [string, string];
  /** Report key counting them; may be shared with a column's `dropped`. */
  readonly dropped: string;
}

/** A merge step that only moves user rows, declared rather than written out. */
export interface UserRowsMergeDeclaration {
  /** The step's stable name (audit entry and order). */
  readonly name: string;
  /** Dropped first: after the merge they would point at one account twice. */
  readonly betweenAccounts?: RowsBetweenAccounts;
  readonly columns?: readonly MovedUserColumn[];
  readonly dropSourceRows?: readonly DroppedUserRows[];
}

/**
 * Builds the base class of an account-merge step that moves rows from the source account to the target:
 * rows of `dropSourceRows` and rows between the two accounts go first, then the source's duplicates of
 * rows the target holds, then every declared column moves. The report counts each key (moved keys first,
 * then dropped keys). The module's own class extends it and carries `@RegisterAccountMergeStep()`
 * (discovery looks at the decorated class itself, not its parents).
 */
export function userRowsMergeStep(declaration: UserRowsMergeDeclaration): Type<AccountMergeStep> {
  const columns = (declaration.columns ?? []).map((column) => ({ ...column, ...splitReference(column.reference) }));
  const dropped = (declaration.dropSourceRows ?? []).map((rows) => ({ ...rows, ...splitReference(rows.reference) }));
  const between = declaration.betweenAccounts;
  const identifiers = [...(between ? [between.table, ...between.columns] : []), ...columns.flatMap(identifiersOf)];
  for (const name of [...identifiers, ...dropped.flatMap(identifiersOf)]) assertSqlIdentifier(name);

  return class UserRowsMergeStep implements AccountMergeStep {
    readonly name = declaration.name;
    readonly covers = [...columns, ...dropped].map((column) => column.reference);

    async moveUserData(manager: EntityManager, pair: AccountMergePair) {
      const report = new Map<string, number>();
      const count = (key: string | undefined, rows: number) => {
        if (key) report.set(key, (report.get(key) ?? 0) + rows);
      };
      for (const column of columns) count(column.moved, 0);
      for (const column of columns) if (column.dropped) count(column.dropped, 0);
      for (const rows of dropped) count(rows.dropped, await dropSourceRows(manager, rows, pair));
      if (between) count(between.dropped, await dropRowsBetween(manager, between, pair));
      for (const column of columns) {
        if (column.oncePer) count(column.dropped, await dropDuplicates(manager, column, column.oncePer, pair));
      }
      for (const column of columns) {
        count(column.moved, await reassignUserRows(manager, column.table, column.column, pair));
      }
      return Object.fromEntries(report);
    }
  };
}

function splitReference(reference: UserReference): { table: string; column: string } {
  const [table, column] = reference.split('.') as [string, string];
  return { table, column };
}

function identifiersOf(column: { table: string; column: string; oncePer?: readonly string[] }): string[] {
  return [column.table, column.column, ...(column.oncePer ?? [])];
}

async function dropSourceRows(
  manager: EntityManager,
  { table, column }: { table: string; column: string },
  { sourceId }: AccountMergePair,
): Promise<number> {
  const rows = await returnedRows(manager, `DELETE FROM ${table} WHERE ${column} = $1 RETURNING 1 AS dropped`, [
    sourceId,
  ]);
  return rows.length;
}

async function dropRowsBetween(
  manager: EntityManager,
  { table, columns: [first, second] }: RowsBetweenAccounts,
  { sourceId, targetId }: AccountMergePair,
): Promise<number> {
  const dropped = await returnedRows(
    manager,
    `DELETE FROM ${table}
     WHERE (${first} = $1 AND ${second} = $2) OR (${first} = $2 AND ${second} = $1)
     RETURNING 1 AS dropped`,
    [sourceId, targetId],
  );
  return dropped.length;
}

async function dropDuplicates(
  manager: EntityManager,
  { table, column }: { table: string; column: string },
  oncePer: readonly string[],
  { sourceId, targetId }: AccountMergePair,
): Promise<number> {
  const sameValues = oncePer.map((other) => ` AND own.${other} IS NOT DISTINCT FROM source.${other}`).join('');
  const dropped = await returnedRows(
    manager,
    `DELETE FROM ${table} source
     WHERE source.${column} = $1
       AND EXISTS (SELECT 1 FROM ${table} own WHERE own.${column} = $2${sameValues})
     RETURNING 1 AS dropped`,
    [sourceId, targetId],
  );
  return dropped.length;
}
