import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ModerationLog1795966803174 implements MigrationInterface {
  name = 'ModerationLog1795966803174';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."moderation_subject_kind" AS ENUM('article', 'comment', 'message', 'archive_entry', 'profile')`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."moderation_action" AS ENUM('hidden', 'restored', 'deleted', 'edited', 'dismissed', 'warned', 'suspended', 'banned', 'reinstated')`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."moderation_source" AS ENUM('report', 'takedown_request', 'moderator_review', 'automatic')`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."moderation_reason_category" AS ENUM('spam', 'harassment', 'personal_information', 'inaccurate', 'off_topic', 'illegal_content', 'impersonation', 'guidelines_violation', 'other')`,
    );
    await queryRunner.query(
      `CREATE TABLE "moderation_log_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "subject_kind" "public"."moderation_subject_kind" NOT NULL, "action" "public"."moderation_action" NOT NULL, "source" "public"."moderation_source" NOT NULL, "reason_category" "public"."moderation_reason_category" NOT NULL, "context" character varying(300), "context_path" character varying(300), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d80cf9b3746859c6860d81e78b1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_moderation_log_kind_created" ON "moderation_log_entries"  ("subject_kind", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_moderation_log_created" ON "moderation_log_entries"  ("created_at", "id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_moderation_log_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_moderation_log_kind_created"`);
    await queryRunner.query(`DROP TABLE "moderation_log_entries"`);
    await queryRunner.query(`DROP TYPE "public"."moderation_reason_category"`);
    await queryRunner.query(`DROP TYPE "public"."moderation_source"`);
    await queryRunner.query(`DROP TYPE "public"."moderation_action"`);
    await queryRunner.query(`DROP TYPE "public"."moderation_subject_kind"`);
  }
}
