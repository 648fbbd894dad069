import { MigrationInterface, QueryRunner } from 'typeorm';

export class SubmissionBatches1795457644139 implements MigrationInterface {
  name = 'SubmissionBatches1795457644139';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."submission_batch_status" AS ENUM('queued', 'processing', 'completed', 'failed')`,
    );
    await queryRunner.query(
      `CREATE TABLE "submission_batches" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "type" character varying(20) NOT NULL, "submitted_by" uuid NOT NULL, "file_name" character varying(255) NOT NULL, "size_bytes" integer NOT NULL, "status" "public"."submission_batch_status" NOT NULL DEFAULT 'queued', "total_rows" integer, "accepted_rows" integer NOT NULL DEFAULT '0', "rejected_rows" integer NOT NULL DEFAULT '0', "next_row" integer NOT NULL DEFAULT '2', "failure_reason" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_submission_batches_counts" CHECK ("accepted_rows" >= 0 AND "rejected_rows" >= 0), CONSTRAINT "CHK_submission_batches_type" CHECK ("type" IN ('person', 'event', 'place', 'meme', 'group')), CONSTRAINT "PK_3b5f7a8890069a9dad3eb82559b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_submission_batches_submitted_by" ON "submission_batches"  ("submitted_by", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "submission_batch_errors" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "batch_id" uuid NOT NULL, "row_number" integer NOT NULL, "field" character varying(100) NOT NULL, "reason" text NOT NULL, CONSTRAINT "PK_0de2deb50c2ec8256862fc7c227" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_submission_batch_errors_batch" ON "submission_batch_errors"  ("batch_id", "row_number", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "submission_batch_files" ("batch_id" uuid NOT NULL, "content" bytea NOT NULL, CONSTRAINT "PK_99dbf391755f038d483b00b3f4b" PRIMARY KEY ("batch_id"))`,
    );
    // Uncompressed, so the worker reads the file in slices (substring) without decompressing it whole.
    await queryRunner.query(`ALTER TABLE "submission_batch_files" ALTER COLUMN "content" SET STORAGE EXTERNAL`);
    await queryRunner.query(
      `ALTER TABLE "submission_batches" ADD CONSTRAINT "FK_67cd4dd2cce5802cfead7119a89" FOREIGN KEY ("submitted_by") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "submission_batch_errors" ADD CONSTRAINT "FK_ae75b553a41dffc417db4280894" FOREIGN KEY ("batch_id") REFERENCES "submission_batches"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "submission_batch_files" ADD CONSTRAINT "FK_99dbf391755f038d483b00b3f4b" FOREIGN KEY ("batch_id") REFERENCES "submission_batches"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "submission_batch_files" DROP CONSTRAINT "FK_99dbf391755f038d483b00b3f4b"`);
    await queryRunner.query(`ALTER TABLE "submission_batch_errors" DROP CONSTRAINT "FK_ae75b553a41dffc417db4280894"`);
    await queryRunner.query(`ALTER TABLE "submission_batches" DROP CONSTRAINT "FK_67cd4dd2cce5802cfead7119a89"`);
    await queryRunner.query(`DROP TABLE "submission_batch_files"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_submission_batch_errors_batch"`);
    await queryRunner.query(`DROP TABLE "submission_batch_errors"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_submission_batches_submitted_by"`);
    await queryRunner.query(`DROP TABLE "submission_batches"`);
    await queryRunner.query(`DROP TYPE "public"."submission_batch_status"`);
  }
}
