import { MigrationInterface, QueryRunner } from 'typeorm';

export class Badges1795482057369 implements MigrationInterface {
  name = 'Badges1795482057369';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "badges" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "slug" character varying(60) NOT NULL, "name" character varying(60) NOT NULL, "description" character varying(300) NOT NULL, "icon" character varying(16) NOT NULL, "rule" character varying(60), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8a651318b8de577e8e217676466" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_badges_slug" ON "badges"  ("slug") `);
    await queryRunner.query(`CREATE TYPE "public"."badge_award_source" AS ENUM('rule', 'admin')`);
    await queryRunner.query(
      `CREATE TABLE "user_badges" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "user_id" uuid NOT NULL, "badge_id" integer NOT NULL, "source" "public"."badge_award_source" NOT NULL, "awarded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_0ca139216824d745a930065706a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_user_badges_badge" ON "user_badges"  ("badge_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_user_badges_user_badge" ON "user_badges"  ("user_id", "badge_id") `,
    );
    await queryRunner.query(`ALTER TYPE "public"."notification_kind" ADD VALUE 'badge-earned'`);
    // The first catalogue; rule names the activity rule of badge-rules.ts (null: awarded by admins only).
    await queryRunner.query(
      `INSERT INTO "badges" ("slug", "name", "description", "icon", "rule") VALUES
        ('first-article', 'First Article', 'Published a first article.', '📝', 'first-article'),
        ('first-approved-contribution', 'First Approved Contribution', 'Had a first submission approved for the archive.', '✅', 'first-approved-contribution'),
        ('likes-100', '100 Likes Received', 'Articles they wrote have received 100 likes in all.', '❤️', 'likes-100'),
        ('comments-10', '10 Comments', 'Posted 10 comments on articles.', '💬', 'comments-10'),
        ('early-member', 'Early Member', 'One of the first 100 members of the site.', '🌱', 'early-member'),
        ('points-collector', 'Points Collector', 'Earned 1,000 points in all.', '🪙', 'points-collector'),
        ('community-hero', 'Community Hero', 'Recognised by the team for outstanding help to the community.', '🏆', NULL)`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_badges" ADD CONSTRAINT "FK_f1221d9b1aaa64b1f3c98ed46d3" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_badges" ADD CONSTRAINT "FK_715b81e610ab276ff6603cfc8e8" FOREIGN KEY ("badge_id") REFERENCES "badges"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_badges" DROP CONSTRAINT "FK_715b81e610ab276ff6603cfc8e8"`);
    await queryRunner.query(`ALTER TABLE "user_badges" DROP CONSTRAINT "FK_f1221d9b1aaa64b1f3c98ed46d3"`);
    await queryRunner.query(`DELETE FROM "notifications" WHERE "kind" = 'badge-earned'`);
    await queryRunner.query(
      `CREATE TYPE "public"."notification_kind_old" AS ENUM('new-message', 'article-comment', 'article-like', 'new-follower', 'submission-decided', 'flair-application-decided', 'announcement', 'account-change')`,
    );
    await queryRunner.query(
      `ALTER TABLE "notifications" ALTER COLUMN "kind" TYPE "public"."notification_kind_old" USING "kind"::"text"::"public"."notification_kind_old"`,
    );
    await queryRunner.query(`DROP TYPE "public"."notification_kind"`);
    await queryRunner.query(`ALTER TYPE "public"."notification_kind_old" RENAME TO "notification_kind"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_user_badges_user_badge"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_user_badges_badge"`);
    await queryRunner.query(`DROP TABLE "user_badges"`);
    await queryRunner.query(`DROP TYPE "public"."badge_award_source"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_badges_slug"`);
    await queryRunner.query(`DROP TABLE "badges"`);
  }
}
