import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ActivityIndexes1795321210863 implements MigrationInterface {
  name = 'ActivityIndexes1795321210863';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_article_revisions_editor_created" ON "article_revisions"  ("editor_id", "created_at") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_article_comments_created" ON "article_comments"  ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_article_likes_created" ON "article_likes"  ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_article_view_days_day" ON "article_view_days"  ("day") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_article_view_days_day"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_article_likes_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_article_comments_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_article_revisions_editor_created"`);
  }
}
