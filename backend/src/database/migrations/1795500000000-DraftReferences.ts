import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Autosaved drafts keep the sources cited so far, so a restored draft's citation markers still resolve.
 * Null on drafts saved before this column (and by editors that send none): restoring those keeps the
 * article's own sources.
 */
export class DraftReferences1795500000000 implements MigrationInterface {
  name = 'DraftReferences1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "article_drafts" ADD "references" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "article_drafts" DROP COLUMN "references"`);
  }
}
