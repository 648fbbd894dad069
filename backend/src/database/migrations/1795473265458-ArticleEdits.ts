import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The "last edited" line: when and by whom an article's text last changed (likes, comments and
 * views never touch it). Filled from the revisions already recorded; every article without a
 * revision gets its first one (the published version, by its author), so no history is empty.
 */
export class ArticleEdits1795473265458 implements MigrationInterface {
  name = 'ArticleEdits1795473265458';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "articles" ADD "edited_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "articles" ADD "edited_by" uuid`);
    await queryRunner.query(`CREATE INDEX "IDX_articles_edited_by" ON "articles"  ("edited_by") `);
    await queryRunner.query(
      `ALTER TABLE "articles" ADD CONSTRAINT "FK_2c22d18cbb5cfc39af3800ede17" FOREIGN KEY ("edited_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `INSERT INTO "article_revisions" ("article_id", "editor_id", "title", "excerpt", "content", "category", "tags", "created_at")
       SELECT a."id", a."author_id", a."title", a."excerpt", a."content", a."category", a."tags", a."created_at"
       FROM "articles" a
       WHERE NOT EXISTS (SELECT 1 FROM "article_revisions" r WHERE r."article_id" = a."id")`,
    );
    await queryRunner.query(
      `UPDATE "articles" a SET "edited_at" = e."created_at", "edited_by" = e."editor_id"
       FROM (
         SELECT DISTINCT ON (v."article_id") v."article_id", v."created_at", v."editor_id"
         FROM (
           SELECT r."id", r."article_id", r."created_at", r."editor_id", r."title", r."excerpt", r."content",
                  lag(r."title") OVER w AS "previous_title",
                  lag(r."excerpt") OVER w AS "previous_excerpt",
                  lag(r."content") OVER w AS "previous_content",
                  row_number() OVER w AS "number"
           FROM "article_revisions" r
           WINDOW w AS (PARTITION BY r."article_id" ORDER BY r."id")
         ) v
         WHERE v."number" > 1
           AND (v."title" IS DISTINCT FROM v."previous_title"
             OR v."excerpt" IS DISTINCT FROM v."previous_excerpt"
             OR v."content" IS DISTINCT FROM v."previous_content")
         ORDER BY v."article_id", v."id" DESC
       ) e
       WHERE a."id" = e."article_id"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "articles" DROP CONSTRAINT "FK_2c22d18cbb5cfc39af3800ede17"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_articles_edited_by"`);
    await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN "edited_by"`);
    await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN "edited_at"`);
  }
}
