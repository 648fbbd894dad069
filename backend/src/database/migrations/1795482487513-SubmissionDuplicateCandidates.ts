import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The background duplicate check of CSV batches:
 * - submission_duplicate_candidates: the possible duplicates found for each imported submission.
 * - submission_batches.duplicate_check / duplicate_next_row: the check's state and progress.
 * - a trigram GIN index on pending submissions' names (gin_trgm_ops, partial), so `name % $1` uses it.
 */

export class SubmissionDuplicateCandidates1795482487513 implements MigrationInterface {
  name = 'SubmissionDuplicateCandidates1795482487513';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "submission_duplicate_candidates" ("submission_id" uuid NOT NULL, "kind" character varying(10) NOT NULL, "target_id" character varying(64) NOT NULL, "similarity" real NOT NULL, CONSTRAINT "CHK_submission_duplicate_candidates_kind" CHECK ("kind" IN ('entry', 'submission')), CONSTRAINT "PK_fd14dd458ba7f82025d76106465" PRIMARY KEY ("submission_id", "kind", "target_id"))`,
    );
    await queryRunner.query(`ALTER TABLE "submission_batches" ADD "duplicate_check" character varying(10)`);
    await queryRunner.query(`ALTER TABLE "submission_batches" ADD "duplicate_next_row" integer NOT NULL DEFAULT '2'`);
    await queryRunner.query(`ALTER TABLE "submission_batches" ADD "duplicate_rows" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `ALTER TABLE "submission_batches" ADD CONSTRAINT "CHK_submission_batches_duplicate_check" CHECK ("duplicate_check" IN ('checking', 'done'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "submission_duplicate_candidates" ADD CONSTRAINT "FK_bb963d678437624efb91ece74f8" FOREIGN KEY ("submission_id") REFERENCES "submissions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE INDEX "IDX_submissions_pending_name_trgm" ON "submissions" USING gin ("name" gin_trgm_ops) WHERE "status" = 'pending'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_submissions_pending_name_trgm"`);
    await queryRunner.query(
      `ALTER TABLE "submission_duplicate_candidates" DROP CONSTRAINT "FK_bb963d678437624efb91ece74f8"`,
    );
    await queryRunner.query(
      `ALTER TABLE "submission_batches" DROP CONSTRAINT "CHK_submission_batches_duplicate_check"`,
    );
    await queryRunner.query(`ALTER TABLE "submission_batches" DROP COLUMN "duplicate_rows"`);
    await queryRunner.query(`ALTER TABLE "submission_batches" DROP COLUMN "duplicate_next_row"`);
    await queryRunner.query(`ALTER TABLE "submission_batches" DROP COLUMN "duplicate_check"`);
    await queryRunner.query(`DROP TABLE "submission_duplicate_candidates"`);
  }
}
