import type { DataSource } from 'typeorm';

/** A column that can hold words: text, varchar, char, json, jsonb, or an array of text or varchar. */
interface TextColumn {
  tableSql: string;
  columnSql: string;
  reference: string;
}

/** Every column of every table that can hold text, listed from the catalog (no hand-written list). */
export async function textColumns(dataSource: DataSource): Promise<TextColumn[]> {
  return dataSource.query<TextColumn[]>(
    `SELECT format('%I.%I', c.table_schema, c.table_name) AS "tableSql", quote_ident(c.column_name) AS "columnSql",
            c.table_name || '.' || c.column_name AS reference
     FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE t.table_type = 'BASE TABLE'
       AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
       AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
            OR c.udt_name IN ('_text', '_varchar', '_bpchar', '_json', '_jsonb'))
     ORDER BY 3`,
  );
}

/**
 * Where any of `needles` occurs (ignoring case) in any text column of the database, as
 * `table.column: needle`: one statement per column, whatever the number of needles.
 */
export async function findTextInDatabase(dataSource: DataSource, needles: string[]): Promise<string[]> {
  const hits: string[] = [];
  for (const column of await textColumns(dataSource)) {
    const found = await dataSource.query<{ needle: string }[]>(
      `SELECT n.needle FROM unnest($1::text[]) AS n(needle)
       WHERE EXISTS (SELECT 1 FROM ${column.tableSql} x
                     WHERE strpos(lower(x.${column.columnSql}::text), lower(n.needle)) > 0)
       ORDER BY 1`,
      [needles],
    );
    hits.push(...found.map(({ needle }) => `${column.reference}: ${needle}`));
  }
  return hits;
}
