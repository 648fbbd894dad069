import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Paid boosts of articles into the home page's Featured slot; windows can never overlap (exclusion constraint). */
export class ArticleBoosts1795457549416 implements MigrationInterface {
  name = 'ArticleBoosts1795457549416';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "article_boosts" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "article_id" integer, "article_title" character varying(200) NOT NULL, "buyer_id" uuid NOT NULL, "price" integer NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_article_boosts_price" CHECK ("price" > 0), CONSTRAINT "CHK_article_boosts_window" CHECK ("ends_at" > "starts_at"), CONSTRAINT "EXC_article_boosts_window" EXCLUDE USING gist (tstzrange("starts_at", "ends_at") WITH &&), CONSTRAINT "PK_ab2067fa86d69c5b0d81d903ae1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_article_boosts_ends_at" ON "article_boosts"  ("ends_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_article_boosts_article" ON "article_boosts"  ("article_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_article_boosts_buyer" ON "article_boosts"  ("buyer_id", "id") `);
    await queryRunner.query(
      `ALTER TABLE "article_boosts" ADD CONSTRAINT "FK_4d3be606ee57378f2de74f2754a" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "article_boosts" ADD CONSTRAINT "FK_77d2cd1e93b93da3bdb0fa59c99" FOREIGN KEY ("buyer_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "article_boosts" DROP CONSTRAINT "FK_77d2cd1e93b93da3bdb0fa59c99"`);
    await queryRunner.query(`ALTER TABLE "article_boosts" DROP CONSTRAINT "FK_4d3be606ee57378f2de74f2754a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_article_boosts_buyer"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_article_boosts_article"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_article_boosts_ends_at"`);
    await queryRunner.query(`DROP TABLE "article_boosts"`);
  }
}
