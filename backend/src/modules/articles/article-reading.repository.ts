import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';

/** The SQL of the reading aids: category and tag counts, and the articles related to one article. */
@Injectable()
export class ArticleReadingRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Article count per category that has at least one article (one statement). */
  async categoryCounts(): Promise<Map<string, number>> {
    const rows = await this.manager().query<{ category: string; total: number }[]>(
      'SELECT "category", count(*)::int AS "total" FROM "articles" GROUP BY "category"',
    );
    return new Map(rows.map((row) => [row.category, row.total]));
  }

  async categoryCount(category: string): Promise<number> {
    const [{ total }] = await this.manager().query<{ total: number }[]>(
      'SELECT count(*)::int AS "total" FROM "articles" WHERE "category" = $1',
      [category],
    );
    return total;
  }

  /** Articles carrying the tag (the GIN index on the tag array answers it). */
  async tagCount(tag: string): Promise<number> {
    const [{ total }] = await this.manager().query<{ total: number }[]>(
      'SELECT count(*)::int AS "total" FROM "articles" WHERE "tags" @> ARRAY[$1]::text[]',
      [tag],
    );
    return total;
  }

  /** When the article last changed, to the microsecond (every edit moves it); null when there is no such article. */
  async changeStamp(id: number): Promise<string | null> {
    const [row] = await this.manager().query<{ stamp: string }[]>(
      `SELECT "updated_at"::text AS "stamp" FROM "articles" WHERE "id" = $1`,
      [id],
    );
    return row?.stamp ?? null;
  }

  /**
   * Ids of the articles most related to one, best first, itself excluded: shared tags and the same
   * category rank first (each shared tag counts 2, the category 1); ties and unrelated articles are
   * ordered by text similarity (full-text rank of the source's title and excerpt words, any of them,
   * plus trigram similarity of the titles). Articles with neither a link nor any similarity are left out.
   */
  async relatedIds(id: number, limit: number): Promise<number[]> {
    const rows = await this.manager().query<{ id: number }[]>(
      `WITH "source" AS (
         SELECT s."id", s."category", s."tags", s."title",
                nullif(replace(plainto_tsquery('english', s."title" || ' ' || coalesce(s."excerpt", ''))::text, ' & ', ' | '), '')::tsquery AS "words"
         FROM "articles" s WHERE s."id" = $1
       ),
       "scored" AS (
         SELECT a."id", a."created_at",
                2 * cardinality(ARRAY(SELECT unnest(a."tags") INTERSECT SELECT unnest(src."tags")))
                  + CASE WHEN a."category" = src."category" THEN 1 ELSE 0 END AS "link",
                coalesce(ts_rank(a."search_vector", src."words"), 0) + similarity(a."title", src."title") AS "text"
         FROM "articles" a CROSS JOIN "source" src
         WHERE a."id" <> src."id"
       )
       SELECT "id" FROM "scored"
       WHERE "link" > 0 OR "text" > 0.1
       ORDER BY "link" DESC, "text" DESC, "created_at" DESC, "id" DESC
       LIMIT $2`,
      [id, limit],
    );
    return rows.map((row) => row.id);
  }
}
