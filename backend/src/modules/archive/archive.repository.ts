import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { SqlParams } from '../../database/sql-params.js';
import type { ArchiveDetails, ArchiveType } from './archive-types.js';
import { ArchiveEntryRevision } from './entities/archive-entry-revision.entity.js';
import { ArchiveEntry } from './entities/archive-entry.entity.js';

/** The fields an entry is written with (and a revision keeps). */
export interface ArchiveEntryFields {
  name: string;
  description: string;
  details: ArchiveDetails;
  tags: string[];
  videos: string[];
  links: string[];
  photos: string[];
}

export interface NewArchiveEntry extends ArchiveEntryFields {
  type: ArchiveType;
  slug: string;
  aliases: string[];
  eventDate: string | null;
  sourceSubmissionId: string | null;
  createdById: string | null;
  createdAt?: Date;
}

export interface RankedEntryRow {
  id: number;
  rank: string;
}

export interface EntryRef {
  id: number;
  type: ArchiveType;
  slug: string;
  name: string;
  aliases: string[];
}

export interface EventRef {
  id: number;
  slug: string;
  name: string;
  event_date: string | null;
  role: 'participant' | 'venue';
}

export interface SimilarRow {
  id: number;
  slug: string;
  name: string;
  similarity: number;
}

/** Lowest pg_trgm similarity at which two names are reported as a possible duplicate. */
export const SIMILAR_NAME_THRESHOLD = 0.35;
const MAX_SIMILAR = 10;
/** pg_trgm word similarity from which a typed name matches an entry's name or alias (search, people). */
export const NAME_MATCH_THRESHOLD = 0.45;
const MAX_RELATED_EVENTS = 100;

/** `date` columns as text (YYYY-MM-DD): never through a JavaScript Date, which would shift the day. */
const ENTRY_COLUMNS = `e."id", e."type", e."slug", e."name", e."aliases"`;

/** The columns an archive entry's link preview is made of. */
export interface ArchivePreviewFields {
  name: string;
  description: string;
  photos: string[];
}

/** The SQL of the archive. */
@Injectable()
export class ArchiveRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** What a link preview of the entry shows (the SPA's page for /archive/{type}/{slug}); null when there is none. */
  async previewFields(type: string, slug: string): Promise<ArchivePreviewFields | null> {
    const rows = await this.manager().query<ArchivePreviewFields[]>(
      'SELECT name, description, photos FROM archive_entries WHERE type = $1 AND slug = $2',
      [type, slug],
    );
    return rows[0] ?? null;
  }

  /** Inserts the entry unless its slug is taken in its type (or its submission already made one): the new id, or null. */
  async insertUnlessSlugTaken(manager: EntityManager, entry: NewArchiveEntry): Promise<number | null> {
    const rows = await manager.query<{ id: number }[]>(
      `INSERT INTO "archive_entries" ("type", "slug", "name", "description", "details", "tags", "aliases", "videos",
         "links", "photos", "event_date", "source_submission_id", "created_by", "created_at", "updated_at")
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::date, $12, $13,
         coalesce($14::timestamptz, now()), coalesce($14::timestamptz, now()))
       ON CONFLICT DO NOTHING
       RETURNING "id"`,
      [
        entry.type,
        entry.slug,
        entry.name,
        entry.description,
        JSON.stringify(entry.details),
        entry.tags,
        entry.aliases,
        entry.videos,
        entry.links,
        entry.photos,
        entry.eventDate,
        entry.sourceSubmissionId,
        entry.createdById,
        entry.createdAt ?? null,
      ],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * insertUnlessSlugTaken for many entries in one statement (the text-array columns travel as jsonb so
   * rows of different lengths fit one parameter): the rows inserted, by source submission.
   */
  async insertManyUnlessSlugTaken(
    manager: EntityManager,
    entries: readonly NewArchiveEntry[],
  ): Promise<{ id: number; source_submission_id: string }[]> {
    if (entries.length === 0) return [];
    const list = (values: string[]) => JSON.stringify(values);
    const texts = `ARRAY(SELECT jsonb_array_elements_text`;
    return manager.query(
      `INSERT INTO "archive_entries" ("type", "slug", "name", "description", "details", "tags", "aliases", "videos",
         "links", "photos", "event_date", "source_submission_id", "created_by")
       SELECT u.type, u.slug, u.name, u.description, u.details, ${texts}(u.tags)), ${texts}(u.aliases)),
              ${texts}(u.videos)), ${texts}(u.links)), ${texts}(u.photos)), u.event_date, u.source, u.created_by
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::jsonb[], $6::jsonb[], $7::jsonb[], $8::jsonb[],
                   $9::jsonb[], $10::jsonb[], $11::date[], $12::text[], $13::uuid[])
         AS u(type, slug, name, description, details, tags, aliases, videos, links, photos, event_date, source, created_by)
       ON CONFLICT DO NOTHING
       RETURNING "id", "source_submission_id"`,
      [
        entries.map((entry) => entry.type),
        entries.map((entry) => entry.slug),
        entries.map((entry) => entry.name),
        entries.map((entry) => entry.description),
        entries.map((entry) => JSON.stringify(entry.details)),
        entries.map((entry) => list(entry.tags)),
        entries.map((entry) => list(entry.aliases)),
        entries.map((entry) => list(entry.videos)),
        entries.map((entry) => list(entry.links)),
        entries.map((entry) => list(entry.photos)),
        entries.map((entry) => entry.eventDate),
        entries.map((entry) => entry.sourceSubmissionId),
        entries.map((entry) => entry.createdById),
      ],
    );
  }

  /** slugsLike for several (type, base) pairs in one query. */
  async slugsLikeAny(
    manager: EntityManager,
    pairs: readonly { type: ArchiveType; base: string }[],
  ): Promise<{ type: ArchiveType; slug: string }[]> {
    if (pairs.length === 0) return [];
    return manager.query(
      `SELECT DISTINCT e."type", e."slug"
       FROM "archive_entries" e
       JOIN unnest($1::text[], $2::text[], $3::text[]) AS q(type, base, pattern)
         ON e."type" = q.type AND (e."slug" = q.base OR e."slug" LIKE q.pattern)`,
      [
        pairs.map((pair) => pair.type),
        pairs.map((pair) => pair.base),
        pairs.map((pair) => `${pair.base.replace(/[\\%_]/g, '\\$&')}-%`),
      ],
    );
  }

  /** insertRevision for many entries in one statement. */
  async insertRevisions(
    manager: EntityManager,
    revisions: readonly { entryId: number; fields: ArchiveEntryFields; editorId: string | null }[],
  ): Promise<void> {
    if (revisions.length === 0) return;
    await manager
      .getRepository(ArchiveEntryRevision)
      .insert(revisions.map(({ entryId, fields, editorId }) => ({ entryId, editorId, ...fields })));
  }

  /** Slugs of the type that start with `base` (to pick the next free one in one query). */
  async slugsLike(manager: EntityManager, type: ArchiveType, base: string): Promise<string[]> {
    const rows = await manager.query<{ slug: string }[]>(
      `SELECT "slug" FROM "archive_entries" WHERE "type" = $1 AND ("slug" = $2 OR "slug" LIKE $3)`,
      [type, base, `${base.replace(/[\\%_]/g, '\\$&')}-%`],
    );
    return rows.map((row) => row.slug);
  }

  findBySourceSubmission(manager: EntityManager, submissionId: string): Promise<ArchiveEntry | null> {
    return manager.getRepository(ArchiveEntry).findOne({ where: { sourceSubmissionId: submissionId } });
  }

  findBySlug(type: ArchiveType, slug: string): Promise<ArchiveEntry | null> {
    return this.manager()
      .getRepository(ArchiveEntry)
      .findOne({ where: { type, slug }, relations: { createdBy: true } });
  }

  /** The entry, locked until the transaction ends (concurrent edits queue up; revisions stay in order). */
  findLocked(manager: EntityManager, type: ArchiveType, slug: string): Promise<ArchiveEntry | null> {
    return manager
      .getRepository(ArchiveEntry)
      .createQueryBuilder('e')
      .setLock('pessimistic_write')
      .where('e.type = :type AND e.slug = :slug', { type, slug })
      .getOne();
  }

  async updateFields(
    manager: EntityManager,
    id: number,
    fields: ArchiveEntryFields & { aliases: string[]; eventDate: string | null },
  ): Promise<void> {
    await manager.getRepository(ArchiveEntry).update(id, fields);
  }

  async insertRevision(
    manager: EntityManager,
    entryId: number,
    fields: ArchiveEntryFields,
    editorId: string | null,
    createdAt?: Date,
  ): Promise<void> {
    await manager.getRepository(ArchiveEntryRevision).insert({
      entryId,
      editorId,
      ...fields,
      ...(createdAt && { createdAt }),
    });
  }

  /** Entries by id, with who contributed them. */
  withCreators(ids: number[]): Promise<ArchiveEntry[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.manager()
      .getRepository(ArchiveEntry)
      .createQueryBuilder('e')
      .leftJoinAndSelect('e.createdBy', 'u')
      .where('e.id IN (:...ids)', { ids })
      .getMany();
  }

  /** One page (`limit + 1` ids) in name order (A–Z, then id), after the entry `afterId`. */
  async byName(type: ArchiveType | undefined, limit: number, afterId: number | undefined): Promise<number[]> {
    const params = new SqlParams();
    const typeFilter = type ? `AND e."type" = ${params.add(type)}` : '';
    const after = afterId
      ? `AND (lower(e."name"), e."id") > (SELECT lower(c."name"), c."id" FROM "archive_entries" c WHERE c."id" = ${params.add(afterId)})`
      : '';
    const rows = await this.manager().query<{ id: number }[]>(
      `SELECT e."id" FROM "archive_entries" e WHERE TRUE ${typeFilter} ${after}
       ORDER BY lower(e."name"), e."id" LIMIT ${params.add(limit + 1)}`,
      params.values,
    );
    return rows.map((row) => row.id);
  }

  async count(type: ArchiveType | undefined): Promise<number> {
    const [{ total }] = await this.manager().query<{ total: number }[]>(
      `SELECT count(*)::int AS "total" FROM "archive_entries" WHERE $1::text IS NULL OR "type" = $1`,
      [type ?? null],
    );
    return total;
  }

  /**
   * One ranked page (`limit + 1` rows) of a search: entries whose document matches the words
   * (full text, stemmed) or whose name or other names are close to what was typed (pg_trgm word
   * similarity, which forgives typos). Rank: ts_rank plus the best name similarity, 6 decimals.
   */
  rankedPage(
    q: string,
    type: ArchiveType | undefined,
    limit: number,
    cursor: { rank: string; id: number } | undefined,
  ): Promise<RankedEntryRow[]> {
    const params = new SqlParams();
    const hits = this.hitsSql(q, type, params);
    const after = cursor
      ? `WHERE ("rank", "id") < (${params.add(cursor.rank)}::numeric, ${params.add(cursor.id)}::int)`
      : '';
    return this.withNameThreshold((manager) =>
      manager.query<RankedEntryRow[]>(
        `WITH "hits" AS (${hits})
         SELECT "id", "rank"::text AS "rank" FROM "hits" ${after}
         ORDER BY "rank" DESC, "id" DESC LIMIT ${params.add(limit + 1)}`,
        params.values,
      ),
    );
  }

  async countMatches(q: string, type: ArchiveType | undefined): Promise<number> {
    const params = new SqlParams();
    const [{ total }] = await this.withNameThreshold((manager) =>
      manager.query<{ total: number }[]>(
        `SELECT count(*)::int AS "total" FROM (${this.hitsSql(q, type, params)}) h`,
        params.values,
      ),
    );
    return total;
  }

  /**
   * Runs name matching with the archive's word-similarity threshold (pg_trgm's default of 0.6 misses
   * two typos in a short name). SET LOCAL keeps it to this transaction, and the `<%` operator still
   * uses the trigram index.
   */
  private withNameThreshold<T>(run: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL pg_trgm.word_similarity_threshold = ${NAME_MATCH_THRESHOLD}`);
      return run(manager);
    });
  }

  private hitsSql(q: string, type: ArchiveType | undefined, params: SqlParams): string {
    const tsq = `websearch_to_tsquery('english', ${params.add(q)})`;
    const typed = params.add(q.toLowerCase());
    const typeFilter = type ? `AND e."type" = ${params.add(type)}` : '';
    return `SELECT e."id",
         round((ts_rank(e."search_vector", t."tsq")
           + greatest(similarity(lower(e."name"), t."typed"), word_similarity(t."typed", e."search_names")))::numeric, 6) AS "rank"
       FROM "archive_entries" e CROSS JOIN (SELECT ${tsq} AS "tsq", ${typed}::text AS "typed") t
       WHERE (e."search_vector" @@ t."tsq" OR t."typed" <% e."search_names") ${typeFilter}`;
  }

  /** Events with a date, oldest first (then by id), after the cursor: `limit + 1` ids. */
  async timeline(limit: number, cursor: { date: string; id: number } | undefined): Promise<number[]> {
    const params = new SqlParams();
    const after = cursor
      ? `AND ("event_date", "id") > (${params.add(cursor.date)}::date, ${params.add(cursor.id)}::int)`
      : '';
    const rows = await this.manager().query<{ id: number }[]>(
      `SELECT "id" FROM "archive_entries" WHERE "type" = 'event' AND "event_date" IS NOT NULL ${after}
       ORDER BY "event_date", "id" LIMIT ${params.add(limit + 1)}`,
      params.values,
    );
    return rows.map((row) => row.id);
  }

  /** Approved people whose name or other names contain or resemble `q` (all people, A–Z, when q is empty). */
  searchPeople(q: string, limit: number): Promise<{ id: number; slug: string; name: string }[]> {
    const typed = q.trim().toLowerCase();
    if (!typed) {
      return this.manager().query(
        `SELECT "id", "slug", "name" FROM "archive_entries" WHERE "type" = 'person'
         ORDER BY lower("name"), "id" LIMIT $1`,
        [limit],
      );
    }
    return this.withNameThreshold((manager) =>
      manager.query(
        `SELECT "id", "slug", "name" FROM "archive_entries"
       WHERE "type" = 'person' AND ("search_names" LIKE $2 OR $1 <% "search_names")
       ORDER BY ("search_names" LIKE $2) DESC, word_similarity($1, "search_names") DESC, lower("name"), "id"
       LIMIT $3`,
        [typed, `%${typed.replace(/[\\%_]/g, '\\$&')}%`, limit],
      ),
    );
  }

  /** Entries of the type whose name or any other name is similar (pg_trgm) to one of `names`, most similar first. */
  async findSimilar(manager: EntityManager | undefined, type: ArchiveType, names: string[]): Promise<SimilarRow[]> {
    if (names.length === 0) return [];
    const rows = await this.manager(manager).query<{ id: number; slug: string; name: string; similarity: string }[]>(
      `SELECT e."id", e."slug", e."name", round(max(similarity(n."name", lower(known."name")))::numeric, 3)::text AS "similarity"
       FROM "archive_entries" e
       CROSS JOIN LATERAL unnest(array_prepend(e."name", e."aliases")) AS known("name")
       CROSS JOIN unnest($2::text[]) AS n("name")
       WHERE e."type" = $1 AND similarity(n."name", lower(known."name")) >= $3
       GROUP BY e."id"
       ORDER BY max(similarity(n."name", lower(known."name"))) DESC, e."id"
       LIMIT $4`,
      [type, names.map((name) => name.toLowerCase()), SIMILAR_NAME_THRESHOLD, MAX_SIMILAR],
    );
    return rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name, similarity: Number(row.similarity) }));
  }

  /**
   * Set-based form of findSimilar for many asked names at once (the CSV duplicate check): for each
   * (key, type, name), up to `limit` entries of that type whose name or another name has a pg_trgm
   * similarity of at least SIMILAR_NAME_THRESHOLD with it. The caller's transaction must have run
   * `SET LOCAL pg_trgm.word_similarity_threshold` to that threshold: `name <% search_names` then
   * narrows the entries through the trigram GIN index on search_names (word similarity is never below
   * the similarity with one of the names it holds), and the exact similarity is checked per name.
   */
  similarToMany(
    manager: EntityManager,
    asked: readonly { key: string; type: string; name: string }[],
    limit: number,
  ): Promise<{ key: string; id: number; similarity: number }[]> {
    if (asked.length === 0) return Promise.resolve([]);
    return manager.query(
      `SELECT a."key", c."id", c."similarity"
       FROM unnest($1::text[], $2::text[], $3::text[]) AS a("key", "type", "name")
       CROSS JOIN LATERAL (
         SELECT e."id", max(similarity(lower(a."name"), lower(known."name")))::float8 AS "similarity"
         FROM "archive_entries" e
         CROSS JOIN LATERAL unnest(array_prepend(e."name", e."aliases")) AS known("name")
         WHERE e."type" = a."type" AND lower(a."name") <% e."search_names"
           AND similarity(lower(a."name"), lower(known."name")) >= $4
         GROUP BY e."id"
         ORDER BY 2 DESC, e."id"
         LIMIT $5
       ) AS c`,
      [
        asked.map((row) => row.key),
        asked.map((row) => row.type),
        asked.map((row) => row.name),
        SIMILAR_NAME_THRESHOLD,
        limit,
      ],
    );
  }

  /** Entries named (by name or another name, case-insensitively) by any of `names`. */
  namedBy(names: string[]): Promise<EntryRef[]> {
    if (names.length === 0) return Promise.resolve([]);
    return this.manager().query<EntryRef[]>(
      `SELECT ${ENTRY_COLUMNS} FROM "archive_entries" e
       WHERE lower(e."name") = ANY($1::text[])
          OR EXISTS (SELECT 1 FROM unnest(e."aliases") a WHERE lower(a) = ANY($1::text[]))
       ORDER BY e."id"`,
      [names.map((name) => name.toLowerCase())],
    );
  }

  /** Events that name one of `names` as a participant or as their venue, by date (undated last). */
  eventsNaming(names: string[], exceptId: number): Promise<EventRef[]> {
    if (names.length === 0) return Promise.resolve([]);
    return this.manager().query<EventRef[]>(
      `SELECT e."id", e."slug", e."name", to_char(e."event_date", 'YYYY-MM-DD') AS "event_date",
         CASE WHEN lower(e."details"->>'venue') = ANY($1::text[]) THEN 'venue' ELSE 'participant' END AS "role"
       FROM "archive_entries" e
       WHERE e."type" = 'event' AND e."id" <> $2 AND (
         lower(e."details"->>'venue') = ANY($1::text[])
         OR EXISTS (SELECT 1 FROM jsonb_array_elements_text(
              CASE WHEN jsonb_typeof(e."details"->'participants') = 'array' THEN e."details"->'participants' ELSE '[]'::jsonb END
            ) p WHERE lower(p) = ANY($1::text[])))
       ORDER BY e."event_date" NULLS LAST, e."id"
       LIMIT ${MAX_RELATED_EVENTS}`,
      [names.map((name) => name.toLowerCase()), exceptId],
    );
  }

  /** Every version of the entry, newest first, with its editor. */
  revisions(entryId: number): Promise<ArchiveEntryRevision[]> {
    return this.manager()
      .getRepository(ArchiveEntryRevision)
      .find({ where: { entryId }, order: { id: 'DESC' }, relations: { editor: true } });
  }
}
