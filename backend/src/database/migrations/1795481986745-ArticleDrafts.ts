import { MigrationInterface, QueryRunner } from 'typeorm';

/** The editor's autosaved drafts: one per user and form (article_id null: the new-article form). */
export class ArticleDrafts1795481986745 implements MigrationInterface {
  name = 'ArticleDrafts1795481986745';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "article_drafts" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "user_id" uuid NOT NULL, "article_id" integer, "title" character varying(200) NOT NULL DEFAULT '', "excerpt" character varying(500) NOT NULL DEFAULT '', "content" text NOT NULL DEFAULT '', "category" character varying(40) NOT NULL DEFAULT '', "tags" character varying(500) NOT NULL DEFAULT '', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_article_drafts_content_length" CHECK (char_length("content") <= 200000), CONSTRAINT "PK_9b0b7b20559fd7c0b360c4f30e3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_article_drafts_article" ON "article_drafts"  ("article_id") `);
    // One new-article draft per user too: the null article is one key.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_article_drafts_user_article" ON "article_drafts" ("user_id", "article_id") NULLS NOT DISTINCT`,
    );
    await queryRunner.query(
      `ALTER TABLE "article_drafts" ADD CONSTRAINT "FK_ae91165220857e1f0a2fa5312af" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "article_drafts" ADD CONSTRAINT "FK_b34b5de48553ed0d075d7c7abf3" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "article_drafts" DROP CONSTRAINT "FK_b34b5de48553ed0d075d7c7abf3"`);
    await queryRunner.query(`ALTER TABLE "article_drafts" DROP CONSTRAINT "FK_ae91165220857e1f0a2fa5312af"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_article_drafts_user_article"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_article_drafts_article"`);
    await queryRunner.query(`DROP TABLE "article_drafts"`);
  }
}
