import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A boost can be revoked (a refund or dispute took back the points it was bought with): revoked_at,
 * and the no-overlap rule now covers only boosts in force, so a revoked boost frees its window.
 */
export class BoostRevocations1795931327704 implements MigrationInterface {
  name = 'BoostRevocations1795931327704';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "article_boosts" ADD "revoked_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "article_boosts" DROP CONSTRAINT "EXC_article_boosts_window"`);
    await queryRunner.query(
      `ALTER TABLE "article_boosts" ADD CONSTRAINT "EXC_article_boosts_window" EXCLUDE USING gist (tstzrange("starts_at", "ends_at") WITH &&) WHERE ("revoked_at" IS NULL)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "article_boosts" WHERE "revoked_at" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "article_boosts" DROP CONSTRAINT "EXC_article_boosts_window"`);
    await queryRunner.query(
      `ALTER TABLE "article_boosts" ADD CONSTRAINT "EXC_article_boosts_window" EXCLUDE USING gist (tstzrange("starts_at", "ends_at") WITH &&)`,
    );
    await queryRunner.query(`ALTER TABLE "article_boosts" DROP COLUMN "revoked_at"`);
  }
}
