import { MigrationInterface, QueryRunner } from 'typeorm';

export class DataExports1795471526618 implements MigrationInterface {
  name = 'DataExports1795471526618';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."data_export_status" AS ENUM('queued', 'running', 'completed', 'failed', 'expired')`,
    );
    await queryRunner.query(
      `CREATE TABLE "data_exports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "status" "public"."data_export_status" NOT NULL DEFAULT 'queued', "progress" smallint NOT NULL DEFAULT '0', "json_bytes" integer, "zip_bytes" integer, "failure_reason" character varying(300), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, "expires_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_data_exports_progress" CHECK ("progress" BETWEEN 0 AND 100), CONSTRAINT "PK_3e8b8b297ef4446f30527695c10" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_data_exports_user_in_progress" ON "data_exports"  ("user_id") WHERE "status" IN ('queued', 'running')`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_data_exports_user" ON "data_exports"  ("user_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "data_export_files" ("export_id" uuid NOT NULL, "json" bytea NOT NULL, "zip" bytea NOT NULL, CONSTRAINT "PK_2f93424c66e21a0f1b630a535f7" PRIMARY KEY ("export_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "data_exports" ADD CONSTRAINT "FK_8ee9254a3040f10d3f57d789d29" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "data_export_files" ADD CONSTRAINT "FK_2f93424c66e21a0f1b630a535f7" FOREIGN KEY ("export_id") REFERENCES "data_exports"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "data_export_files" DROP CONSTRAINT "FK_2f93424c66e21a0f1b630a535f7"`);
    await queryRunner.query(`ALTER TABLE "data_exports" DROP CONSTRAINT "FK_8ee9254a3040f10d3f57d789d29"`);
    await queryRunner.query(`DROP TABLE "data_export_files"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_data_exports_user"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_data_exports_user_in_progress"`);
    await queryRunner.query(`DROP TABLE "data_exports"`);
    await queryRunner.query(`DROP TYPE "public"."data_export_status"`);
  }
}
