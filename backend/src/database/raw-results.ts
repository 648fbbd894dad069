import type { EntityManager } from 'typeorm';

/**
 * The rows a raw statement returned (its RETURNING clause or its SELECT). TypeORM answers UPDATE
 * and DELETE (also behind a WITH) with [rows, rowCount] and every other command with the rows alone;
 * rows are objects, never arrays, so the shape tells the two apart.
 */
export async function returnedRows<T>(manager: EntityManager, sql: string, parameters: unknown[]): Promise<T[]> {
  const result = (await manager.query(sql, parameters)) as unknown;
  if (isRowsAndCount(result)) return result[0] as T[];
  return result as T[];
}

function isRowsAndCount(result: unknown): result is [unknown[], number] {
  return Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number';
}
