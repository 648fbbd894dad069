import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Citations: the sources an article cites, as a JSON list on the article and on each revision (the
 * history keeps them). The GIN index answers "which articles cite this address" for the dead-link list.
 */
export class ArticleReferences1795490000000 implements MigrationInterface {
  name = 'ArticleReferences1795490000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "articles" ADD "references" jsonb NOT NULL DEFAULT '[]'::jsonb`);
    await queryRunner.query(`ALTER TABLE "article_revisions" ADD "references" jsonb NOT NULL DEFAULT '[]'::jsonb`);
    await queryRunner.query(
      `CREATE INDEX "IDX_articles_references" ON "articles" USING GIN ("references" jsonb_path_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_articles_references"`);
    await queryRunner.query(`ALTER TABLE "article_revisions" DROP COLUMN "references"`);
    await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN "references"`);
  }
}
