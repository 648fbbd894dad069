import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1795319644502 implements MigrationInterface {
  name = 'AuditLog1795319644502';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_log" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "actor_id" uuid, "target_user_id" uuid, "action" character varying(64) NOT NULL, "details" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_07fefa57f7f5ab8fc3f52b3ed0b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_audit_log_target_created" ON "audit_log"  ("target_user_id", "created_at") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_actor_created" ON "audit_log"  ("actor_id", "created_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_audit_log_actor_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_audit_log_target_created"`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
  }
}
