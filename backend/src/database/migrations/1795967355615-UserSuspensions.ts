import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UserSuspensions1795967355615 implements MigrationInterface {
  name = 'UserSuspensions1795967355615';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "banned_until" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ADD "ban_reason_category" character varying(40)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "ban_reason_category"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "banned_until"`);
  }
}
