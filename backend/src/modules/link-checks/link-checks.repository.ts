import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { SqlParams } from '../../database/sql-params.js';
import { isoMicros } from '../../common/pagination/time-cursor.js';
import type { LinkCheckResult } from './link-checker.js';

export interface DeadLinkRow {
  article_id: number;
  article_title: string;
  reference_number: string;
  reference: { kind: string; title: string | null; url: string };
  status_code: number | null;
  error: string | null;
  checked_at: Date;
}

/** The SQL of link checks (reads the articles' references column; writes only its own table). */
@Injectable()
export class LinkChecksRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Every distinct address the articles' references cite, in a stable order. */
  async citedUrls(): Promise<string[]> {
    const rows = await this.manager().query<{ url: string }[]>(
      `SELECT DISTINCT r."ref"->>'url' AS "url"
       FROM "articles" a CROSS JOIN LATERAL jsonb_array_elements(a."references") AS r("ref")
       WHERE r."ref"->>'url' IS NOT NULL
       ORDER BY 1`,
    );
    return rows.map((row) => row.url);
  }

  /** Saves one result (a later check of the same address replaces it). */
  async record(result: LinkCheckResult): Promise<void> {
    await this.manager().query(
      `INSERT INTO "reference_link_checks" ("url", "status_code", "error", "dead", "checked_at")
       VALUES ($1, $2, $3, $4, now())
       ON CONFLICT ("url") DO UPDATE SET "status_code" = EXCLUDED."status_code", "error" = EXCLUDED."error",
         "dead" = EXCLUDED."dead", "checked_at" = EXCLUDED."checked_at"`,
      [result.url, result.statusCode, result.error, result.dead],
    );
  }

  /** Forgets the checks of addresses no reference cites any more; how many went. */
  async pruneUncited(): Promise<number> {
    const [, removed] = await this.manager().query<[unknown[], number]>(
      `DELETE FROM "reference_link_checks" c WHERE NOT EXISTS (
         SELECT 1 FROM "articles" a CROSS JOIN LATERAL jsonb_array_elements(a."references") AS r("ref")
         WHERE r."ref"->>'url' = c."url")`,
    );
    return removed ?? 0;
  }

  /**
   * References whose address was found dead, newest check first then by article and number:
   * `limit + 1` rows after the (checked_at, article id, number) keyset.
   */
  deadReferences(limit: number, after?: { checkedAt: string; articleId: number; number: number }) {
    const params = new SqlParams();
    const afterSql = after
      ? `AND (c."checked_at", -a."id", -r."number") < (${params.add(after.checkedAt)}::timestamptz, ${params.add(-after.articleId)}::int, ${params.add(-after.number)}::bigint)`
      : '';
    return this.manager().query<(DeadLinkRow & { cursor_at: string })[]>(
      `SELECT a."id" AS "article_id", a."title" AS "article_title", r."number" AS "reference_number",
              r."ref" AS "reference", c."status_code", c."error", c."checked_at",
              ${isoMicros('c."checked_at"')} AS "cursor_at"
       FROM "reference_link_checks" c
       JOIN "articles" a ON a."references" @> jsonb_build_array(jsonb_build_object('url', c."url"))
       CROSS JOIN LATERAL jsonb_array_elements(a."references") WITH ORDINALITY AS r("ref", "number")
       WHERE c."dead" AND r."ref"->>'url' = c."url" ${afterSql}
       ORDER BY c."checked_at" DESC, a."id" ASC, r."number" ASC
       LIMIT ${params.add(limit + 1)}`,
      params.values,
    );
  }

  /** When the last check ran (the newest result), or null before the first. */
  async lastCheckedAt(): Promise<Date | null> {
    const [row] = await this.manager().query<{ at: Date | null }[]>(
      `SELECT max("checked_at") AS "at" FROM "reference_link_checks"`,
    );
    return row?.at ?? null;
  }
}
