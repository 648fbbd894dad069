import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The append-only points ledger: one row per balance change, written with the change. */
export class PointsLedger1795320087760 implements MigrationInterface {
  name = 'PointsLedger1795320087760';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "points_ledger" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "user_id" uuid NOT NULL, "delta" integer NOT NULL, "reason" character varying(64) NOT NULL, "reference" character varying(120), "balance_after" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_points_ledger_balance_after" CHECK ("balance_after" >= 0), CONSTRAINT "CHK_points_ledger_delta" CHECK ("delta" <> 0), CONSTRAINT "PK_1894c07f712716bfe637e82cc05" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_points_ledger_user_id" ON "points_ledger"  ("user_id", "id") `);
    await queryRunner.query(
      `ALTER TABLE "points_ledger" ADD CONSTRAINT "FK_da695f16d02317721eb76711fec" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Append-only: rows are never changed (they go only with their user's account).
    await queryRunner.query(
      `CREATE FUNCTION points_ledger_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         RAISE EXCEPTION 'points_ledger is append-only';
       END
       $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "TRG_points_ledger_append_only" BEFORE UPDATE ON "points_ledger" FOR EACH ROW EXECUTE FUNCTION points_ledger_refuse_update()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "TRG_points_ledger_append_only" ON "points_ledger"`);
    await queryRunner.query(`DROP FUNCTION points_ledger_refuse_update()`);
    await queryRunner.query(`ALTER TABLE "points_ledger" DROP CONSTRAINT "FK_da695f16d02317721eb76711fec"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_points_ledger_user_id"`);
    await queryRunner.query(`DROP TABLE "points_ledger"`);
  }
}
