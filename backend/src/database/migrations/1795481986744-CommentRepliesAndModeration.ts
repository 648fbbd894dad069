import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Comments get one level of replies (parent_id, a top-level comment; a reply whose parent goes with its
 * author's account becomes top-level), soft deletion (deleted_at, for the undo window) and moderation
 * (hidden_at with its reason). comment_count already counts every row, and no row is deleted or hidden yet.
 */
export class CommentRepliesAndModeration1795481986744 implements MigrationInterface {
  name = 'CommentRepliesAndModeration1795481986744';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "article_comments" ADD "parent_id" integer`);
    await queryRunner.query(`ALTER TABLE "article_comments" ADD "deleted_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "article_comments" ADD "hidden_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "article_comments" ADD "hidden_reason" character varying(500)`);
    await queryRunner.query(`CREATE INDEX "IDX_article_comments_parent" ON "article_comments"  ("parent_id") `);
    await queryRunner.query(
      `ALTER TABLE "article_comments" ADD CONSTRAINT "CHK_article_comments_hidden_reason" CHECK (("hidden_at" IS NULL) = ("hidden_reason" IS NULL))`,
    );
    await queryRunner.query(
      `ALTER TABLE "article_comments" ADD CONSTRAINT "FK_323cc8f9c7e972900e405ee5b5d" FOREIGN KEY ("parent_id") REFERENCES "article_comments"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Deleted comments were only waiting out the undo window: they go for good.
    await queryRunner.query(`DELETE FROM "article_comments" WHERE "deleted_at" IS NOT NULL`);
    await queryRunner.query(
      `UPDATE "articles" a SET "comment_count" = (SELECT count(*) FROM "article_comments" c WHERE c."article_id" = a."id" AND c."held_reason" IS NULL)`,
    );
    await queryRunner.query(`ALTER TABLE "article_comments" DROP CONSTRAINT "FK_323cc8f9c7e972900e405ee5b5d"`);
    await queryRunner.query(`ALTER TABLE "article_comments" DROP CONSTRAINT "CHK_article_comments_hidden_reason"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_article_comments_parent"`);
    await queryRunner.query(`ALTER TABLE "article_comments" DROP COLUMN "hidden_reason"`);
    await queryRunner.query(`ALTER TABLE "article_comments" DROP COLUMN "hidden_at"`);
    await queryRunner.query(`ALTER TABLE "article_comments" DROP COLUMN "deleted_at"`);
    await queryRunner.query(`ALTER TABLE "article_comments" DROP COLUMN "parent_id"`);
  }
}
