import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditNotes1795967363313 implements MigrationInterface {
  name = 'AuditNotes1795967363313';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_log" ADD "note" character varying(1000)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_log" DROP COLUMN "note"`);
  }
}
