import { MigrationInterface, QueryRunner } from 'typeorm';

export class Notifications1795471456877 implements MigrationInterface {
  name = 'Notifications1795471456877';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "notification_digests" ("user_id" uuid NOT NULL, "cadence" character varying(16) NOT NULL, "period_start" TIMESTAMP WITH TIME ZONE NOT NULL, "notification_count" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_394e4ae7d83e98655fac87c1e88" PRIMARY KEY ("user_id", "cadence", "period_start"))`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."notification_kind" AS ENUM('new-message', 'article-comment', 'article-like', 'new-follower', 'submission-decided', 'flair-application-decided', 'announcement', 'account-change')`,
    );
    await queryRunner.query(
      `CREATE TABLE "notifications" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "kind" "public"."notification_kind" NOT NULL, "title" character varying(200) NOT NULL, "body" character varying(500) NOT NULL DEFAULT '', "link" character varying(500) NOT NULL, "reference" character varying(200) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "read_at" TIMESTAMP WITH TIME ZONE, "emailed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_notifications_user_reference" UNIQUE ("user_id", "reference"), CONSTRAINT "PK_6a72c3c0f683f6462415e653c3a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_notifications_user_created" ON "notifications"  ("user_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "notification_digests" ADD CONSTRAINT "FK_65e84c5d2b8cf81b4773394d450" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "FK_9a8a82462cab47c73d25f49261f" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "FK_9a8a82462cab47c73d25f49261f"`);
    await queryRunner.query(`ALTER TABLE "notification_digests" DROP CONSTRAINT "FK_65e84c5d2b8cf81b4773394d450"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_notifications_user_created"`);
    await queryRunner.query(`DROP TABLE "notifications"`);
    await queryRunner.query(`DROP TYPE "public"."notification_kind"`);
    await queryRunner.query(`DROP TABLE "notification_digests"`);
  }
}
