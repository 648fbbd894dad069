import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ModerationLogSubjectKey1795977974963 implements MigrationInterface {
  name = 'ModerationLogSubjectKey1795977974963';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "moderation_log_entries" ADD "subject_key" character varying(80)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_moderation_log_subject_key" ON "moderation_log_entries"  ("subject_key", "created_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_moderation_log_subject_key"`);
    await queryRunner.query(`ALTER TABLE "moderation_log_entries" DROP COLUMN "subject_key"`);
  }
}
