import { MigrationInterface, QueryRunner } from 'typeorm';

/** Bytes per stored part of an uploaded file (FILE_PART_BYTES in the submission-imports module). */
const PART_BYTES = 1024 * 1024;

/**
 * Uploaded CSV files are stored in 1 MB parts (written one by one while the upload is copied in, read one
 * by one by the worker) instead of one bytea each; batches remember the byte where their next row starts
 * (each import turn reads on from there) and whether their uploader had staff limits.
 */
export class SubmissionBatchFileParts1795931999130 implements MigrationInterface {
  name = 'SubmissionBatchFileParts1795931999130';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "submission_batch_file_parts" ("batch_id" uuid NOT NULL, "part_number" integer NOT NULL, "content" bytea NOT NULL, CONSTRAINT "PK_fd6c1e9132e36b79f3537c06da4" PRIMARY KEY ("batch_id", "part_number"))`,
    );
    await queryRunner.query(`ALTER TABLE "submission_batch_file_parts" ALTER COLUMN "content" SET STORAGE EXTERNAL`);
    await queryRunner.query(`ALTER TABLE "submission_batches" ADD "next_byte" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "submission_batches" ADD "staff_limits" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `ALTER TABLE "submission_batch_file_parts" ADD CONSTRAINT "FK_088fbecd041195a5cae9af41d38" FOREIGN KEY ("batch_id") REFERENCES "submission_batches"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Files of batches still waiting or running move over, cut into parts.
    await queryRunner.query(
      `INSERT INTO "submission_batch_file_parts" ("batch_id", "part_number", "content")
       SELECT f."batch_id", p.n, substring(f."content" FROM p.n * ${PART_BYTES} + 1 FOR ${PART_BYTES})
       FROM "submission_batch_files" f
       CROSS JOIN LATERAL generate_series(0, greatest(0, (octet_length(f."content") - 1) / ${PART_BYTES})) AS p(n)`,
    );
    await queryRunner.query(`DROP TABLE "submission_batch_files"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "submission_batch_files" ("batch_id" uuid NOT NULL, "content" bytea NOT NULL, CONSTRAINT "PK_99dbf391755f038d483b00b3f4b" PRIMARY KEY ("batch_id"))`,
    );
    await queryRunner.query(`ALTER TABLE "submission_batch_files" ALTER COLUMN "content" SET STORAGE EXTERNAL`);
    await queryRunner.query(
      `ALTER TABLE "submission_batch_files" ADD CONSTRAINT "FK_99dbf391755f038d483b00b3f4b" FOREIGN KEY ("batch_id") REFERENCES "submission_batches"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `INSERT INTO "submission_batch_files" ("batch_id", "content")
       SELECT "batch_id", string_agg("content", ''::bytea ORDER BY "part_number") FROM "submission_batch_file_parts"
       GROUP BY "batch_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "submission_batch_file_parts" DROP CONSTRAINT "FK_088fbecd041195a5cae9af41d38"`,
    );
    await queryRunner.query(`ALTER TABLE "submission_batches" DROP COLUMN "staff_limits"`);
    await queryRunner.query(`ALTER TABLE "submission_batches" DROP COLUMN "next_byte"`);
    await queryRunner.query(`DROP TABLE "submission_batch_file_parts"`);
  }
}
