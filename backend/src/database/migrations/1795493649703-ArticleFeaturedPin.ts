import { MigrationInterface, QueryRunner } from 'typeorm';

/** An admin's pin of one article to the home page's Featured slot (null: not pinned). */
export class ArticleFeaturedPin1795493649703 implements MigrationInterface {
  name = 'ArticleFeaturedPin1795493649703';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "articles" ADD "featured_pinned_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE INDEX "IDX_articles_featured_pinned" ON "articles" ("featured_pinned_at") WHERE "featured_pinned_at" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_articles_featured_pinned"`);
    await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN "featured_pinned_at"`);
  }
}
