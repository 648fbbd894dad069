import type { EntityManager } from 'typeorm';

/**
 * A statement PostgreSQL parses and plans once per connection and then runs by name (the extended
 * protocol's named statement, which the pg driver prepares on a connection's first use). For the short
 * statements of the hottest reads, planning costs more than running: the article page's statement
 * took about 0.22 ms to plan and 0.05 ms to run (docs/performance.md).
 *
 * Only for fixed text whose best plan does not depend on the values (a lookup by key): after five runs
 * PostgreSQL may keep one generic plan for all values. The text must never change under one name.
 */
export class PreparedStatement {
  constructor(
    readonly name: string,
    readonly text: string,
  ) {}

  /** The text, for anything that logs or inspects the statement. */
  toString(): string {
    return this.text;
  }
}

/**
 * Runs a prepared statement through TypeORM (so it joins the caller's transaction, logging and error
 * handling like any other): TypeORM hands the statement to the pg driver unchanged, and pg prepares a
 * query config that carries a name.
 */
export function queryPrepared<T>(manager: EntityManager, statement: PreparedStatement, values: unknown[]): Promise<T> {
  return manager.query<T>(statement as unknown as string, values);
}
