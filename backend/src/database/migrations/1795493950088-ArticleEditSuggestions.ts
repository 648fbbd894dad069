import { MigrationInterface, QueryRunner } from 'typeorm';

export class ArticleEditSuggestions1795493950088 implements MigrationInterface {
  name = 'ArticleEditSuggestions1795493950088';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "article_edit_suggestions" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "article_id" integer NOT NULL, "suggester_id" uuid NOT NULL, "base_revision_id" integer NOT NULL, "title" character varying(200) NOT NULL, "excerpt" character varying(500), "content" text NOT NULL, "summary" character varying(300) NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'pending', "reviewer_id" uuid, "review_reason" character varying(1000), "decided_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_article_edit_suggestions_status" CHECK ("status" IN ('pending', 'accepted', 'declined', 'withdrawn')), CONSTRAINT "PK_2a880dbf19053d3997e840fb77d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_article_edit_suggestions_pending" ON "article_edit_suggestions"  ("article_id", "suggester_id") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_article_edit_suggestions_suggester" ON "article_edit_suggestions"  ("suggester_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_article_edit_suggestions_status_created" ON "article_edit_suggestions"  ("status", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_article_edit_suggestions_article_status" ON "article_edit_suggestions"  ("article_id", "status") `,
    );
    await queryRunner.query(`ALTER TYPE "public"."notification_kind" ADD VALUE 'article-edit-suggested'`);
    await queryRunner.query(`ALTER TYPE "public"."notification_kind" ADD VALUE 'article-suggestion-decided'`);
    await queryRunner.query(
      `ALTER TABLE "article_edit_suggestions" ADD CONSTRAINT "FK_ab15bfeab02c794fb4e3ab68486" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "article_edit_suggestions" ADD CONSTRAINT "FK_197b0ccb12d8e004513a893b8ed" FOREIGN KEY ("suggester_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "article_edit_suggestions" ADD CONSTRAINT "FK_460a2d5764dae65a56b20389c27" FOREIGN KEY ("base_revision_id") REFERENCES "article_revisions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "article_edit_suggestions" ADD CONSTRAINT "FK_2eb4900482d88d72242e3857563" FOREIGN KEY ("reviewer_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "article_edit_suggestions" DROP CONSTRAINT "FK_2eb4900482d88d72242e3857563"`);
    await queryRunner.query(`ALTER TABLE "article_edit_suggestions" DROP CONSTRAINT "FK_460a2d5764dae65a56b20389c27"`);
    await queryRunner.query(`ALTER TABLE "article_edit_suggestions" DROP CONSTRAINT "FK_197b0ccb12d8e004513a893b8ed"`);
    await queryRunner.query(`ALTER TABLE "article_edit_suggestions" DROP CONSTRAINT "FK_ab15bfeab02c794fb4e3ab68486"`);
    await queryRunner.query(
      `DELETE FROM "notifications" WHERE "kind" IN ('article-edit-suggested', 'article-suggestion-decided')`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."notification_kind_old" AS ENUM('new-message', 'article-comment', 'article-like', 'new-follower', 'submission-decided', 'flair-application-decided', 'announcement', 'account-change', 'badge-earned')`,
    );
    await queryRunner.query(
      `ALTER TABLE "notifications" ALTER COLUMN "kind" TYPE "public"."notification_kind_old" USING "kind"::"text"::"public"."notification_kind_old"`,
    );
    await queryRunner.query(`DROP TYPE "public"."notification_kind"`);
    await queryRunner.query(`ALTER TYPE "public"."notification_kind_old" RENAME TO "notification_kind"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_article_edit_suggestions_article_status"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_article_edit_suggestions_status_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_article_edit_suggestions_suggester"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_article_edit_suggestions_pending"`);
    await queryRunner.query(`DROP TABLE "article_edit_suggestions"`);
  }
}
