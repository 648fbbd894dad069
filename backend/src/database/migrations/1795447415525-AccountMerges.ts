import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Old ids of merged accounts, resolving to the account that absorbed them. */
export class AccountMerges1795447415525 implements MigrationInterface {
  name = 'AccountMerges1795447415525';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "account_merges" ("source_user_id" uuid NOT NULL, "target_user_id" uuid NOT NULL, "merged_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a6bd9b73a43c325bb6de8e1aa14" PRIMARY KEY ("source_user_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_account_merges_target" ON "account_merges"  ("target_user_id") `);
    await queryRunner.query(
      `ALTER TABLE "account_merges" ADD CONSTRAINT "FK_6497e08d9d3a39e5384999b1559" FOREIGN KEY ("target_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "account_merges" DROP CONSTRAINT "FK_6497e08d9d3a39e5384999b1559"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_account_merges_target"`);
    await queryRunner.query(`DROP TABLE "account_merges"`);
  }
}
