import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';

export interface StoredDuplicateCandidate {
  submissionId: string;
  kind: 'entry' | 'submission';
  targetId: string;
  similarity: number;
}

/** A pending submission of a batch with the names it is compared by (its name, nicknames and AKAs). */
export interface NamedSubmission {
  id: string;
  type: string;
  names: string[];
}

/** A list field of `details` as a set of names ('[]' when absent or not a list). */
const detailNames = (field: string) =>
  `jsonb_array_elements_text(CASE WHEN jsonb_typeof(r."details" -> '${field}') = 'array' THEN r."details" -> '${field}' ELSE '[]'::jsonb END)`;

/** The statements of stored possible duplicates (submission_duplicate_candidates). */
@Injectable()
export class SubmissionDuplicatesRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * For the rest of the caller's transaction: `%` and `<%` match from `threshold` (pg_trgm's own
   * defaults are 0.3 and 0.6), and the planner uses the trigram indexes rather than a sequential scan
   * (with a LIMIT per name it would otherwise scan the whole table hoping to stop early, which it
   * cannot when nothing is similar), with the given statement timeout.
   */
  async useTrigramThreshold(manager: EntityManager, threshold: number, statementTimeoutMs: number): Promise<void> {
    await manager.query(
      `SELECT set_config('pg_trgm.similarity_threshold', $1, true),
              set_config('pg_trgm.word_similarity_threshold', $1, true),
              set_config('enable_seqscan', 'off', true),
              set_config('statement_timeout', $2, true)`,
      [String(threshold), String(Math.max(1, Math.floor(statementTimeoutMs)))],
    );
  }

  /** The pending submissions of a batch with file rows in [fromRow, toRow), and their names. */
  async pendingOfBatch(
    manager: EntityManager,
    batchId: string,
    fromRow: number,
    toRow: number,
  ): Promise<NamedSubmission[]> {
    return returnedRows<NamedSubmission>(
      manager,
      `SELECT r."id", r."type"::text AS "type",
              ARRAY(SELECT DISTINCT btrim(n) FROM (
                SELECT r."name" UNION ALL SELECT ${detailNames('nicknames')} UNION ALL SELECT ${detailNames('akas')}
              ) AS names(n) WHERE btrim(n) <> '') AS "names"
       FROM "submissions" r
       WHERE r."batch_id" = $1 AND r."batch_row" >= $2 AND r."batch_row" < $3 AND r."status" = 'pending'
       ORDER BY r."batch_row"`,
      [batchId, fromRow, toRow],
    );
  }

  /**
   * Stores candidates (the best similarity per pair); a pair already stored is left as it is, so
   * storing the same findings again changes nothing.
   */
  async insertCandidates(manager: EntityManager | undefined, rows: readonly StoredDuplicateCandidate[]): Promise<void> {
    if (rows.length === 0) return;
    await this.manager(manager).query(
      `INSERT INTO "submission_duplicate_candidates" ("submission_id", "kind", "target_id", "similarity")
       SELECT u.submission_id, u.kind, u.target_id, max(u.similarity)
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::real[]) AS u(submission_id, kind, target_id, similarity)
       GROUP BY u.submission_id, u.kind, u.target_id
       ON CONFLICT DO NOTHING`,
      [
        rows.map((row) => row.submissionId),
        rows.map((row) => row.kind),
        rows.map((row) => row.targetId),
        rows.map((row) => row.similarity),
      ],
    );
  }

  /**
   * In one statement, for every pending submission of the batch with a file row in [fromRow, toRow):
   * up to `limit` other pending submissions of the same type (of any batch, this one included, or
   * sent through the form) per name of it, whose name is similar (`%`, through the partial trigram
   * index on pending names) with a similarity of at least `threshold`; stored as candidates. The
   * caller's transaction must have run useTrigramThreshold(threshold).
   */
  async insertSimilarPending(
    manager: EntityManager,
    batchId: string,
    fromRow: number,
    toRow: number,
    threshold: number,
    limit: number,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO "submission_duplicate_candidates" ("submission_id", "kind", "target_id", "similarity")
       SELECT r."id", 'submission', c."id"::text, max(c."similarity")
       FROM "submissions" r
       CROSS JOIN LATERAL (
         SELECT DISTINCT btrim(n) AS "name" FROM (
           SELECT r."name" UNION ALL SELECT ${detailNames('nicknames')} UNION ALL SELECT ${detailNames('akas')}
         ) AS names(n) WHERE btrim(n) <> ''
       ) AS asked
       CROSS JOIN LATERAL (
         SELECT p."id", similarity(p."name", asked."name") AS "similarity"
         FROM "submissions" p
         WHERE p."status" = 'pending' AND p."name" % asked."name" AND p."type" = r."type" AND p."id" <> r."id"
           AND similarity(p."name", asked."name") >= $4
         ORDER BY 2 DESC, p."id"
         LIMIT $5
       ) AS c
       WHERE r."batch_id" = $1 AND r."batch_row" >= $2 AND r."batch_row" < $3 AND r."status" = 'pending'
       GROUP BY r."id", c."id"
       ON CONFLICT DO NOTHING`,
      [batchId, fromRow, toRow, threshold, limit],
    );
  }

  /** How many submissions of the batch with file rows in [fromRow, toRow) have at least one candidate. */
  async flaggedInRows(manager: EntityManager, batchId: string, fromRow: number, toRow: number): Promise<number> {
    const [row] = await returnedRows<{ n: number }>(
      manager,
      `SELECT count(*)::int AS n FROM "submissions" r
       WHERE r."batch_id" = $1 AND r."batch_row" >= $2 AND r."batch_row" < $3
         AND EXISTS (SELECT 1 FROM "submission_duplicate_candidates" c WHERE c."submission_id" = r."id")`,
      [batchId, fromRow, toRow],
    );
    return row?.n ?? 0;
  }

  /** Stored candidates per submission (the inbox badge); submissions without any are absent. */
  async countsFor(submissionIds: readonly string[]): Promise<Map<string, number>> {
    if (submissionIds.length === 0) return new Map();
    const rows = await returnedRows<{ id: string; n: number }>(
      this.manager(),
      `SELECT "submission_id" AS "id", count(*)::int AS "n" FROM "submission_duplicate_candidates"
       WHERE "submission_id" = ANY($1::uuid[]) GROUP BY "submission_id"`,
      [submissionIds],
    );
    return new Map(rows.map((row) => [row.id, row.n]));
  }
}
