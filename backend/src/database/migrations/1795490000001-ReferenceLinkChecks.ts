import { MigrationInterface, QueryRunner } from 'typeorm';

/** The dead-link check's last result per cited address. */
export class ReferenceLinkChecks1795490000001 implements MigrationInterface {
  name = 'ReferenceLinkChecks1795490000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "reference_link_checks" ("url" character varying(2000) NOT NULL, "status_code" smallint, "error" character varying(100), "dead" boolean NOT NULL, "checked_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_reference_link_checks_url" PRIMARY KEY ("url"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_reference_link_checks_dead_checked_at" ON "reference_link_checks" ("dead", "checked_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_reference_link_checks_dead_checked_at"`);
    await queryRunner.query(`DROP TABLE "reference_link_checks"`);
  }
}
