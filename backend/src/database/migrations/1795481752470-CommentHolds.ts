import { MigrationInterface, QueryRunner } from 'typeorm';

/** Comments held for a moderator's approval (require-approval and auto-moderation settings). */
export class CommentHolds1795481752470 implements MigrationInterface {
  name = 'CommentHolds1795481752470';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "article_comments" ADD "held_reason" character varying(16)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_article_comments_held" ON "article_comments" ("created_at") WHERE "held_reason" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_article_comments_held"`);
    await queryRunner.query(`ALTER TABLE "article_comments" DROP COLUMN "held_reason"`);
  }
}
