/** Collects the values of a raw SQL statement and hands out their $n placeholders. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface ArticleFilters {
  category?: string;
  tag?: string;
}

/** WHERE conditions (joined with AND, or TRUE) for the shared filters on the articles alias `a`. */
export function filterConditions(filters: ArticleFilters, params: SqlParams): string {
  const conditions: string[] = [];
  if (filters.category) conditions.push(`a."category" = ${params.add(filters.category)}`);
  if (filters.tag) conditions.push(`a."tags" @> ARRAY[${params.add(filters.tag)}]::text[]`);
  return conditions.length ? conditions.join(' AND ') : 'TRUE';
}
