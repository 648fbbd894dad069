import { MigrationInterface, QueryRunner } from 'typeorm';

export class Submissions1795457526827 implements MigrationInterface {
  name = 'Submissions1795457526827';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."submission_type" AS ENUM('person', 'event', 'place', 'meme', 'group')`,
    );
    await queryRunner.query(`CREATE TYPE "public"."submission_status" AS ENUM('pending', 'approved', 'rejected')`);
    await queryRunner.query(
      `CREATE TABLE "submissions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "type" "public"."submission_type" NOT NULL, "status" "public"."submission_status" NOT NULL DEFAULT 'pending', "name" character varying(200) NOT NULL, "description" text NOT NULL, "details" jsonb NOT NULL DEFAULT '{}', "tags" text array NOT NULL DEFAULT '{}', "submitted_by" uuid NOT NULL, "batch_id" uuid, "batch_row" integer, "review_reason" text, "reviewed_by" uuid, "reviewed_at" TIMESTAMP WITH TIME ZONE, "archive_entry_id" integer, "archive_entry_slug" character varying(220), "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_submissions_batch_row" UNIQUE ("batch_id", "batch_row"), CONSTRAINT "PK_10b3be95b8b2fb1e482e07d706b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_submissions_type_status" ON "submissions"  ("type", "status") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_submissions_submitted_by_created" ON "submissions"  ("submitted_by", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_submissions_status_created" ON "submissions"  ("status", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "submissions" ADD CONSTRAINT "FK_d89b2ee682c9475006762b666ef" FOREIGN KEY ("submitted_by") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "submissions" ADD CONSTRAINT "FK_c51be6efaae89e2f64b2d6b878f" FOREIGN KEY ("reviewed_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "submissions" DROP CONSTRAINT "FK_c51be6efaae89e2f64b2d6b878f"`);
    await queryRunner.query(`ALTER TABLE "submissions" DROP CONSTRAINT "FK_d89b2ee682c9475006762b666ef"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_submissions_status_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_submissions_submitted_by_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_submissions_type_status"`);
    await queryRunner.query(`DROP TABLE "submissions"`);
    await queryRunner.query(`DROP TYPE "public"."submission_status"`);
    await queryRunner.query(`DROP TYPE "public"."submission_type"`);
  }
}
