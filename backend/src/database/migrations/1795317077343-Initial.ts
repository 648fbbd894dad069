import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795317077343 implements MigrationInterface {
  name = 'Initial1795317077343';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."user_role" AS ENUM('user', 'moderator', 'admin')`);
    await queryRunner.query(
      `CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "username" character varying(64) NOT NULL, "display_name" character varying(100), "first_name" character varying(100), "last_name" character varying(100), "email" character varying(254), "role" "public"."user_role" NOT NULL DEFAULT 'user', "profile_image_url" character varying(500), "bio" text, "twitter_handle" character varying(50), "twitch_username" character varying(50), "youtube_channel" character varying(100), "discord_username" character varying(50), "show_real_name" boolean NOT NULL DEFAULT false, "show_email" boolean NOT NULL DEFAULT false, "display_name_preference" character varying(16) NOT NULL DEFAULT 'username', "show_online_status" boolean NOT NULL DEFAULT true, "allow_friend_requests" boolean NOT NULL DEFAULT true, "is_banned" boolean NOT NULL DEFAULT false, "ban_reason" character varying(500), "primary_platform" character varying(16), "contributor_score" integer NOT NULL DEFAULT '0', "karma_score" integer NOT NULL DEFAULT '0', "available_points" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_users_available_points" CHECK ("available_points" >= 0), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    // Usernames are unique ignoring case (declared with synchronize: false on the entity).
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_username_lower" ON "users" (lower("username"))`);
    await queryRunner.query(
      `CREATE TABLE "articles" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "title" character varying(200) NOT NULL, "excerpt" character varying(500), "content" text NOT NULL, "category" character varying(40) NOT NULL, "author_id" uuid NOT NULL, "tags" text array NOT NULL DEFAULT '{}', "views" integer NOT NULL DEFAULT '0', "like_count" integer NOT NULL DEFAULT '0', "comment_count" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_articles_category" CHECK ("category" IN ('Justin.tv Era', 'Twitch IRL', 'YouTube IRL', 'Drama & Events', 'Technology', 'Network History', 'Culture & Community', 'Moderation & Safety', 'Platform Changes', 'Streamer Profiles')), CONSTRAINT "PK_0a6e2c450d83e0b6052c2793334" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_articles_author_created_at" ON "articles"  ("author_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_articles_category_created_at" ON "articles"  ("category", "created_at") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_articles_created_at_id" ON "articles"  ("created_at", "id") `);
    await queryRunner.query(
      `ALTER TABLE "articles" ADD CONSTRAINT "FK_6515da4dff8db423ce4eb841490" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "articles" DROP CONSTRAINT "FK_6515da4dff8db423ce4eb841490"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_articles_created_at_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_articles_category_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_articles_author_created_at"`);
    await queryRunner.query(`DROP TABLE "articles"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_users_username_lower"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TYPE "public"."user_role"`);
  }
}
