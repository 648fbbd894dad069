import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The archive of approved entries and their versions:
 * - archive_list_text(text[]): a list as one text, IMMUTABLE so generated columns can use it.
 * - archive_entries.search_vector (names A, description B, tags C) with a GIN index, and
 *   search_names (lower-case name and aliases) with a trigram GIN index for typo-tolerant matching.
 * - one entry per source submission (partial unique index).
 */

export class ArchiveEntries1795457661552 implements MigrationInterface {
  name = 'ArchiveEntries1795457661552';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // array_to_string is only STABLE; the generated columns need an IMMUTABLE function.
    await queryRunner.query(
      `CREATE FUNCTION archive_list_text(list text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
         SELECT coalesce(array_to_string(list, ' '), '')
       $$`,
    );
    await queryRunner.query(
      `CREATE TABLE "archive_entries" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "type" character varying(10) NOT NULL, "slug" character varying(80) NOT NULL, "name" character varying(200) NOT NULL, "description" text NOT NULL, "details" jsonb NOT NULL DEFAULT '{}', "tags" text array NOT NULL DEFAULT '{}', "aliases" text array NOT NULL DEFAULT '{}', "videos" text array NOT NULL DEFAULT '{}', "links" text array NOT NULL DEFAULT '{}', "photos" text array NOT NULL DEFAULT '{}', "event_date" date, "source_submission_id" character varying(64), "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('english'::regconfig, archive_list_text("aliases")), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'B') || setweight(to_tsvector('english'::regconfig, archive_list_text("tags")), 'C')) STORED NOT NULL, "search_names" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || archive_list_text("aliases"))) STORED NOT NULL, CONSTRAINT "UQ_archive_entries_type_slug" UNIQUE ("type", "slug"), CONSTRAINT "CHK_archive_entries_type" CHECK ("type" IN ('person', 'event', 'place', 'meme', 'group')), CONSTRAINT "PK_a622c4a0fb2412bd24723f7d1a9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_archive_entries_created_by" ON "archive_entries"  ("created_by") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_archive_entries_event_date" ON "archive_entries"  ("event_date", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_archive_entries_type_name" ON "archive_entries"  ("type", "name", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "archive_entry_revisions" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "entry_id" integer NOT NULL, "editor_id" uuid, "name" character varying(200) NOT NULL, "description" text NOT NULL, "details" jsonb NOT NULL DEFAULT '{}', "tags" text array NOT NULL DEFAULT '{}', "videos" text array NOT NULL DEFAULT '{}', "links" text array NOT NULL DEFAULT '{}', "photos" text array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1efd213ee0f4723dc2ad5be7eac" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_archive_entry_revisions_editor" ON "archive_entry_revisions"  ("editor_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_archive_entry_revisions_entry_id" ON "archive_entry_revisions"  ("entry_id", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "archive_entries" ADD CONSTRAINT "FK_e827aae3629a5ba1831db180958" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "archive_entry_revisions" ADD CONSTRAINT "FK_7aaf1fefccfba353b0f713d3ad0" FOREIGN KEY ("entry_id") REFERENCES "archive_entries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "archive_entry_revisions" ADD CONSTRAINT "FK_46db034f5cba7fd28a3eef18f41" FOREIGN KEY ("editor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE IF NOT EXISTS "typeorm_metadata" ("type" character varying NOT NULL, "database" character varying, "schema" character varying, "table" character varying, "name" character varying, "value" text)`,
    );
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value")
       VALUES (current_database(), current_schema(), 'archive_entries', 'GENERATED_COLUMN', 'search_vector', $1),
              (current_database(), current_schema(), 'archive_entries', 'GENERATED_COLUMN', 'search_names', $2)`,
      [
        `setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('english'::regconfig, archive_list_text("aliases")), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'B') || setweight(to_tsvector('english'::regconfig, archive_list_text("tags")), 'C')`,
        `lower(coalesce("name", '') || ' ' || archive_list_text("aliases"))`,
      ],
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_archive_entries_search_vector" ON "archive_entries" USING gin ("search_vector")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_archive_entries_search_names_trgm" ON "archive_entries" USING gin ("search_names" gin_trgm_ops)`,
    );
    // One entry per approved submission, whatever retries the approval goes through.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_archive_entries_source_submission" ON "archive_entries" ("source_submission_id") WHERE "source_submission_id" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "archive_entry_revisions" DROP CONSTRAINT "FK_46db034f5cba7fd28a3eef18f41"`);
    await queryRunner.query(`ALTER TABLE "archive_entry_revisions" DROP CONSTRAINT "FK_7aaf1fefccfba353b0f713d3ad0"`);
    await queryRunner.query(`ALTER TABLE "archive_entries" DROP CONSTRAINT "FK_e827aae3629a5ba1831db180958"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_archive_entry_revisions_entry_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_archive_entry_revisions_editor"`);
    await queryRunner.query(`DROP TABLE "archive_entry_revisions"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_archive_entries_source_submission"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_archive_entries_search_names_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_archive_entries_search_vector"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_archive_entries_type_name"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_archive_entries_event_date"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_archive_entries_created_by"`);
    await queryRunner.query(`DROP TABLE "archive_entries"`);
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "name" IN ('search_vector', 'search_names') AND "database" = current_database() AND "schema" = current_schema() AND "table" = 'archive_entries'`,
    );
    await queryRunner.query(`DROP FUNCTION archive_list_text(text[])`);
  }
}
