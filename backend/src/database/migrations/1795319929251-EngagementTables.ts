import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EngagementTables1795319929251 implements MigrationInterface {
  name = 'EngagementTables1795319929251';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "article_comments" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "article_id" integer NOT NULL, "author_id" uuid NOT NULL, "content" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_article_comments_content_length" CHECK (char_length("content") BETWEEN 1 AND 5000), CONSTRAINT "PK_76305985dc2ec48641fdbd44c76" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_article_comments_author" ON "article_comments"  ("author_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_article_comments_article_created" ON "article_comments"  ("article_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "article_likes" ("article_id" integer NOT NULL, "user_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c972241ac936c238e2eedde44a8" PRIMARY KEY ("article_id", "user_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_article_likes_user" ON "article_likes"  ("user_id") `);
    await queryRunner.query(
      `CREATE TABLE "article_view_days" ("article_id" integer NOT NULL, "viewer_key" character varying(80) NOT NULL, "day" date NOT NULL, CONSTRAINT "PK_f6935ba870b8cffc3a389df9e5f" PRIMARY KEY ("article_id", "viewer_key", "day"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "article_comments" ADD CONSTRAINT "FK_4842e344aefdd5cea5d7c87d9df" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "article_comments" ADD CONSTRAINT "FK_40cf48744285c6679e3f3d46717" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "article_likes" ADD CONSTRAINT "FK_78ef1e3144629e94df4e80baa34" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "article_likes" ADD CONSTRAINT "FK_ce2eccac655409f2318fe2d7478" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "article_view_days" ADD CONSTRAINT "FK_ac2643b1234dcdf86641babb7f6" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "article_view_days" DROP CONSTRAINT "FK_ac2643b1234dcdf86641babb7f6"`);
    await queryRunner.query(`ALTER TABLE "article_likes" DROP CONSTRAINT "FK_ce2eccac655409f2318fe2d7478"`);
    await queryRunner.query(`ALTER TABLE "article_likes" DROP CONSTRAINT "FK_78ef1e3144629e94df4e80baa34"`);
    await queryRunner.query(`ALTER TABLE "article_comments" DROP CONSTRAINT "FK_40cf48744285c6679e3f3d46717"`);
    await queryRunner.query(`ALTER TABLE "article_comments" DROP CONSTRAINT "FK_4842e344aefdd5cea5d7c87d9df"`);
    await queryRunner.query(`DROP TABLE "article_view_days"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_article_likes_user"`);
    await queryRunner.query(`DROP TABLE "article_likes"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_article_comments_article_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_article_comments_author"`);
    await queryRunner.query(`DROP TABLE "article_comments"`);
  }
}
