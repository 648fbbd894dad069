import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A GIN index on the title's own vector: the article search takes its candidates from the title
 * matches first, so a common word reads a small index instead of a bitmap of every article that
 * mentions it anywhere.
 */
export class ArticleTitleSearchIndex1795510000000 implements MigrationInterface {
  name = 'ArticleTitleSearchIndex1795510000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_articles_title_vector" ON "articles" USING gin (to_tsvector('english'::regconfig, coalesce("title", '')))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_articles_title_vector"`);
  }
}
