import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Article revisions, and full-text search with typo tolerance:
 * - article_plain_text(html): the text of the stored (sanitised) HTML; IMMUTABLE so the generated
 *   column and the search headlines can use it.
 * - articles.search_vector: stored generated tsvector (title A, excerpt B, body text C) with a GIN index.
 * - article_search_words: the words of every article, with a trigram GIN index (pg_trgm), filled by a
 *   trigger on articles; a search word found in no article is corrected to its nearest word here.
 * - a GIN index on articles.tags for the tag filter and the tag list.
 */
export class ArticleRevisionsAndSearch1795320087753 implements MigrationInterface {
  name = 'ArticleRevisionsAndSearch1795320087753';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await queryRunner.query(
      `CREATE TABLE "article_revisions" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "article_id" integer NOT NULL, "editor_id" uuid, "title" character varying(200) NOT NULL, "excerpt" character varying(500), "content" text NOT NULL, "category" character varying(40) NOT NULL, "tags" text array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e5a3375569c46d93baa9fe4bfe4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_article_revisions_article_id" ON "article_revisions"  ("article_id", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "article_revisions" ADD CONSTRAINT "FK_d710c0a22d74814285c06f8994d" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "article_revisions" ADD CONSTRAINT "FK_01ede1aa4906d3fd684fdd0a56d" FOREIGN KEY ("editor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    // Articles written before revisions existed get their current version as revision 1.
    await queryRunner.query(
      `INSERT INTO "article_revisions" ("article_id", "editor_id", "title", "excerpt", "content", "category", "tags", "created_at")
       SELECT "id", "author_id", "title", "excerpt", "content", "category", "tags", "updated_at" FROM "articles" ORDER BY "id"`,
    );

    // sanitize-html writes only &amp; &lt; &gt; &quot; (and &#39;) as entities; &amp; is decoded last.
    await queryRunner.query(
      `CREATE FUNCTION article_plain_text(html text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
         SELECT btrim(regexp_replace(
           replace(replace(replace(replace(replace(
             regexp_replace(html, '<[^>]*>', ' ', 'g'),
             '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
           '\\s+', ' ', 'g'))
       $$`,
    );
    await queryRunner.query(
      `ALTER TABLE "articles" ADD "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("excerpt", '')), 'B') || setweight(to_tsvector('english'::regconfig, article_plain_text("content")), 'C')) STORED NOT NULL`,
    );
    // TypeORM compares generated columns through its metadata table (the same shape it creates itself).
    await queryRunner.query(
      `CREATE TABLE IF NOT EXISTS "typeorm_metadata" ("type" character varying NOT NULL, "database" character varying, "schema" character varying, "table" character varying, "name" character varying, "value" text)`,
    );
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (current_database(), current_schema(), 'articles', 'GENERATED_COLUMN', 'search_vector', $1)`,
      [
        `setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("excerpt", '')), 'B') || setweight(to_tsvector('english'::regconfig, article_plain_text("content")), 'C')`,
      ],
    );
    await queryRunner.query(`CREATE INDEX "IDX_articles_search_vector" ON "articles" USING gin ("search_vector")`);
    await queryRunner.query(`CREATE INDEX "IDX_articles_tags" ON "articles" USING gin ("tags")`);

    await queryRunner.query(
      `CREATE TABLE "article_search_words" ("word" character varying(40) NOT NULL, CONSTRAINT "PK_b9341f29376c0ad235ce28c23b4" PRIMARY KEY ("word"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_article_search_words_trgm" ON "article_search_words" USING gin ("word" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE FUNCTION article_search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO "article_search_words" ("word")
         SELECT DISTINCT w FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
           coalesce(NEW."title", '') || ' ' || coalesce(NEW."excerpt", '') || ' ' || article_plain_text(NEW."content")))) AS w
         WHERE w ~ '^[[:alpha:]][[:alnum:]]{2,39}$'
         ON CONFLICT ("word") DO NOTHING;
         RETURN NULL;
       END
       $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "TRG_articles_search_words" AFTER INSERT OR UPDATE OF "title", "excerpt", "content" ON "articles" FOR EACH ROW EXECUTE FUNCTION article_search_words_collect()`,
    );
    await queryRunner.query(
      `INSERT INTO "article_search_words" ("word")
       SELECT DISTINCT w FROM "articles", unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
         coalesce("title", '') || ' ' || coalesce("excerpt", '') || ' ' || article_plain_text("content")))) AS w
       WHERE w ~ '^[[:alpha:]][[:alnum:]]{2,39}$'
       ON CONFLICT ("word") DO NOTHING`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "TRG_articles_search_words" ON "articles"`);
    await queryRunner.query(`DROP FUNCTION article_search_words_collect()`);
    await queryRunner.query(`DROP INDEX "public"."IDX_article_search_words_trgm"`);
    await queryRunner.query(`DROP TABLE "article_search_words"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_articles_tags"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_articles_search_vector"`);
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "name" = 'search_vector' AND "database" = current_database() AND "schema" = current_schema() AND "table" = 'articles'`,
    );
    await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN "search_vector"`);
    await queryRunner.query(`DROP FUNCTION article_plain_text(text)`);
    await queryRunner.query(`ALTER TABLE "article_revisions" DROP CONSTRAINT "FK_01ede1aa4906d3fd684fdd0a56d"`);
    await queryRunner.query(`ALTER TABLE "article_revisions" DROP CONSTRAINT "FK_d710c0a22d74814285c06f8994d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_article_revisions_article_id"`);
    await queryRunner.query(`DROP TABLE "article_revisions"`);
    // pg_trgm stays: other objects may use it, and it is harmless.
  }
}
