import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One inbox for every request to the admins: support_requests (with their notes and replies) replaces
 * username_conflict_requests, whose rows move over as username_conflict requests (open becomes new,
 * resolved becomes closed). Two notification kinds tell admins of a request and members of a reply.
 */

export class SupportInbox1795966926421 implements MigrationInterface {
  name = 'SupportInbox1795966926421';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."support_request_kind" AS ENUM('username_conflict', 'takedown', 'correction', 'other')`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."support_request_state" AS ENUM('new', 'in_progress', 'answered', 'closed')`,
    );
    await queryRunner.query(`CREATE TYPE "public"."support_subject_kind" AS ENUM('article', 'archive_entry')`);
    await queryRunner.query(
      `CREATE TABLE "support_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" "public"."support_request_kind" NOT NULL, "status" "public"."support_request_state" NOT NULL DEFAULT 'new', "requester_id" uuid, "requester_name" character varying(100), "requester_email" character varying(254) NOT NULL, "relationship" character varying(200), "subject_kind" "public"."support_subject_kind", "subject_id" integer, "subject_title" character varying(200), "subject_path" character varying(300), "message" text NOT NULL, "username_conflict" jsonb, "submission_key" uuid, "assignee_id" uuid, "due_at" TIMESTAMP WITH TIME ZONE, "outcome_action" character varying(20), "outcome_reason_category" character varying(40), "outcome_note" text, "outcome_at" TIMESTAMP WITH TIME ZONE, "closed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a9ce3cdbad0970597a07ab5db97" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_support_requests_submission_key" ON "support_requests"  ("submission_key") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_support_requests_requester" ON "support_requests"  ("requester_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_support_requests_status_created" ON "support_requests"  ("status", "created_at") `,
    );
    await queryRunner.query(`CREATE TYPE "public"."support_message_type" AS ENUM('note', 'reply')`);
    await queryRunner.query(
      `CREATE TABLE "support_request_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "request_id" uuid NOT NULL, "type" "public"."support_message_type" NOT NULL, "author_id" uuid, "body" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7615117f04da991f6f908cd2be5" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_support_request_messages_request_created" ON "support_request_messages"  ("request_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "support_requests" ADD CONSTRAINT "FK_ceb83cf55bec3f553ec9e8ca1ad" FOREIGN KEY ("requester_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "support_requests" ADD CONSTRAINT "FK_4313d69b325da40c871472b88e4" FOREIGN KEY ("assignee_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "support_request_messages" ADD CONSTRAINT "FK_7170a046788ea1fedb5fb427c2e" FOREIGN KEY ("request_id") REFERENCES "support_requests"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "support_request_messages" ADD CONSTRAINT "FK_7cccc0dd6a7b077ee4a6fe76ff2" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `INSERT INTO "support_requests" ("id", "kind", "status", "requester_id", "requester_email", "message", "username_conflict", "closed_at", "created_at", "updated_at")
       SELECT "id", 'username_conflict', CASE "status" WHEN 'resolved' THEN 'closed'::"support_request_state" ELSE 'new'::"support_request_state" END,
              "user_id", "contact_email", "explanation",
              jsonb_build_object('conflictType', "conflict_type"::text, 'desiredUsername', "desired_username", 'currentUsername', "current_username"),
              CASE "status" WHEN 'resolved' THEN "created_at" END, "created_at", "created_at"
       FROM "username_conflict_requests"`,
    );
    await queryRunner.query(`DROP TABLE "username_conflict_requests"`);
    await queryRunner.query(`DROP TYPE "public"."support_request_status"`);
    await queryRunner.query(`DROP TYPE "public"."username_conflict_type"`);
    await queryRunner.query(`ALTER TYPE "public"."notification_kind" ADD VALUE IF NOT EXISTS 'support-request'`);
    await queryRunner.query(`ALTER TYPE "public"."notification_kind" ADD VALUE IF NOT EXISTS 'support-reply'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // The notification kinds stay (PostgreSQL cannot drop an enum value); the notifications of them go.
    await queryRunner.query(`DELETE FROM "notifications" WHERE "kind"::text IN ('support-request', 'support-reply')`);
    await queryRunner.query(
      `CREATE TYPE "public"."username_conflict_type" AS ENUM('account-merge', 'rightful-owner', 'other')`,
    );
    await queryRunner.query(`CREATE TYPE "public"."support_request_status" AS ENUM('open', 'resolved')`);
    await queryRunner.query(
      `CREATE TABLE "username_conflict_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "conflict_type" "public"."username_conflict_type" NOT NULL, "desired_username" character varying(64) NOT NULL, "current_username" character varying(64) NOT NULL, "explanation" text NOT NULL, "contact_email" character varying(254) NOT NULL, "status" "public"."support_request_status" NOT NULL DEFAULT 'open', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_31376d452fb133a9afb64233985" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_username_conflict_requests_status_created" ON "username_conflict_requests"  ("status", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "username_conflict_requests" ADD CONSTRAINT "FK_49df3502d7057a97f395dc7a7d1" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `INSERT INTO "username_conflict_requests" ("id", "user_id", "conflict_type", "desired_username", "current_username", "explanation", "contact_email", "status", "created_at")
       SELECT "id", "requester_id", ("username_conflict"->>'conflictType')::"username_conflict_type",
              "username_conflict"->>'desiredUsername', "username_conflict"->>'currentUsername', "message", "requester_email",
              CASE WHEN "status" = 'closed' THEN 'resolved'::"support_request_status" ELSE 'open'::"support_request_status" END, "created_at"
       FROM "support_requests" WHERE "kind" = 'username_conflict' AND "requester_id" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "support_request_messages" DROP CONSTRAINT "FK_7cccc0dd6a7b077ee4a6fe76ff2"`);
    await queryRunner.query(`ALTER TABLE "support_request_messages" DROP CONSTRAINT "FK_7170a046788ea1fedb5fb427c2e"`);
    await queryRunner.query(`ALTER TABLE "support_requests" DROP CONSTRAINT "FK_4313d69b325da40c871472b88e4"`);
    await queryRunner.query(`ALTER TABLE "support_requests" DROP CONSTRAINT "FK_ceb83cf55bec3f553ec9e8ca1ad"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_support_request_messages_request_created"`);
    await queryRunner.query(`DROP TABLE "support_request_messages"`);
    await queryRunner.query(`DROP TYPE "public"."support_message_type"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_support_requests_status_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_support_requests_requester"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_support_requests_submission_key"`);
    await queryRunner.query(`DROP TABLE "support_requests"`);
    await queryRunner.query(`DROP TYPE "public"."support_subject_kind"`);
    await queryRunner.query(`DROP TYPE "public"."support_request_state"`);
    await queryRunner.query(`DROP TYPE "public"."support_request_kind"`);
  }
}
