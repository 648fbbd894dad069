import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Reports1795969659399 implements MigrationInterface {
  name = 'Reports1795969659399';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "reports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "reporter_id" uuid NOT NULL, "subject_kind" character varying(16) NOT NULL, "subject_id" character varying(64) NOT NULL, "subject_author_id" uuid, "reason" character varying(32) NOT NULL, "details" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "resolved_at" TIMESTAMP WITH TIME ZONE, "resolution" character varying(16), CONSTRAINT "UQ_reports_reporter_subject" UNIQUE ("reporter_id", "subject_kind", "subject_id"), CONSTRAINT "CHK_reports_other_has_details" CHECK ("reason" <> 'other' OR "details" IS NOT NULL), CONSTRAINT "PK_d9013193989303580053c0b5ef6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_reports_subject_author" ON "reports"  ("subject_author_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_reports_open" ON "reports"  ("subject_kind", "subject_id", "created_at") WHERE "resolved_at" IS NULL`,
    );
    await queryRunner.query(`ALTER TYPE "public"."notification_kind" ADD VALUE 'report-resolved'`);
    await queryRunner.query(`ALTER TYPE "public"."notification_kind" ADD VALUE 'moderation-warning'`);
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "FK_9459b9bf907a3807ef7143d2ead" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "FK_b1da3c97bafee088acbb2622fb3" FOREIGN KEY ("subject_author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "FK_b1da3c97bafee088acbb2622fb3"`);
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "FK_9459b9bf907a3807ef7143d2ead"`);
    await queryRunner.query(`DELETE FROM "notifications" WHERE "kind" IN ('report-resolved', 'moderation-warning')`);
    await queryRunner.query(
      `CREATE TYPE "public"."notification_kind_old" AS ENUM('new-message', 'article-comment', 'article-like', 'new-follower', 'submission-decided', 'flair-application-decided', 'announcement', 'account-change', 'badge-earned', 'article-edit-suggested', 'article-suggestion-decided')`,
    );
    await queryRunner.query(
      `ALTER TABLE "notifications" ALTER COLUMN "kind" TYPE "public"."notification_kind_old" USING "kind"::"text"::"public"."notification_kind_old"`,
    );
    await queryRunner.query(`DROP TYPE "public"."notification_kind"`);
    await queryRunner.query(`ALTER TYPE "public"."notification_kind_old" RENAME TO "notification_kind"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_reports_open"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_reports_subject_author"`);
    await queryRunner.query(`DROP TABLE "reports"`);
  }
}
