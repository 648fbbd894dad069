import { MigrationInterface, QueryRunner } from 'typeorm';

export class SubmissionsBatchForeignKey1795458858489 implements MigrationInterface {
  name = 'SubmissionsBatchForeignKey1795458858489';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "submissions" ADD CONSTRAINT "FK_3928d7c3f9e4c1d07fd743ff9c6" FOREIGN KEY ("batch_id") REFERENCES "submission_batches"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "submissions" DROP CONSTRAINT "FK_3928d7c3f9e4c1d07fd743ff9c6"`);
  }
}
