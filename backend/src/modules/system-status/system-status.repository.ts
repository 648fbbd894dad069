import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';

export interface TableFigures {
  name: string;
  rows: number;
  sizeBytes: number;
}

/** Figures read from PostgreSQL's catalog and statistics about the application's own schema. */
@Injectable()
export class SystemStatusRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async databaseSizeBytes(): Promise<number> {
    const [row] = await this.manager().query<{ size: string }[]>(`SELECT pg_database_size(current_database()) AS size`);
    return Number(row.size);
  }

  /**
   * Every base table of the current schema with its exact row count (one round trip: each count runs
   * through query_to_xml) and its total size on disk (heap, indexes, TOAST).
   */
  async tables(): Promise<TableFigures[]> {
    const rows = await this.manager().query<{ name: string; rows: string; size: string }[]>(
      `SELECT c.relname AS name,
              (xpath('/row/n/text()',
                     query_to_xml(format('SELECT count(*) AS n FROM %I.%I', n.nspname, c.relname), false, true, '')))[1]::text AS rows,
              pg_total_relation_size(c.oid) AS size
         FROM pg_catalog.pg_class c
         JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND n.nspname = current_schema() AND NOT c.relispartition
        ORDER BY pg_total_relation_size(c.oid) DESC, c.relname`,
    );
    return rows.map((row) => ({ name: row.name, rows: Number(row.rows), sizeBytes: Number(row.size) }));
  }
}
