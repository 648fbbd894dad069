import { MigrationInterface, QueryRunner } from 'typeorm';

/** Admins create, edit and retire badges: a retirement date, and names unique whatever their case. */
export class BadgeCatalogueEdits1795931177413 implements MigrationInterface {
  name = 'BadgeCatalogueEdits1795931177413';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "badges" ADD "retired_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_badges_name_lower" ON "badges" (lower("name"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_badges_name_lower"`);
    await queryRunner.query(`ALTER TABLE "badges" DROP COLUMN "retired_at"`);
  }
}
