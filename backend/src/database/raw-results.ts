import type { EntityManager } from 'typeorm';

/**
 * The rows a raw statement returned (its RETURNING clause or its SELECT). TypeORM answers UPDATE
 * and DELETE with [rows, rowCount] and every other command with the rows alone.
 */
export async function returnedRows<T>(manager: EntityManager, sql: string, parameters: unknown[]): Promise<T[]> {
  const result = (await manager.query(sql, parameters)) as unknown;
  if (/^\s*(UPDATE|DELETE)\b/i.test(sql)) return (result as [T[], number])[0];
  return result as T[];
}
