import { MigrationInterface, QueryRunner } from 'typeorm';

export class PendingSubmissionsBySubmitter1795932034899 implements MigrationInterface {
  name = 'PendingSubmissionsBySubmitter1795932034899';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_submissions_pending_by_submitter" ON "submissions"  ("submitted_by") WHERE "status" = 'pending'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_submissions_pending_by_submitter"`);
  }
}
