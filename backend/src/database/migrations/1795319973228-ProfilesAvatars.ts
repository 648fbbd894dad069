import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProfilesAvatars1795319973228 implements MigrationInterface {
  name = 'ProfilesAvatars1795319973228';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_user_follows_followee"`);
    await queryRunner.query(
      `CREATE TABLE "user_avatars" ("user_id" uuid NOT NULL, "content_type" character varying(32) NOT NULL, "bytes" bytea NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_user_avatars_size" CHECK (octet_length("bytes") <= 5242880), CONSTRAINT "CHK_user_avatars_content_type" CHECK ("content_type" IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')), CONSTRAINT "PK_2681c26ee00a969a6143ab8d38c" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_user_follows_created" ON "user_follows"  ("created_at") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_user_follows_follower_created" ON "user_follows"  ("follower_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_user_follows_followee_created" ON "user_follows"  ("followee_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "user_avatars" ADD CONSTRAINT "FK_2681c26ee00a969a6143ab8d38c" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_avatars" DROP CONSTRAINT "FK_2681c26ee00a969a6143ab8d38c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_user_follows_followee_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_user_follows_follower_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_user_follows_created"`);
    await queryRunner.query(`DROP TABLE "user_avatars"`);
    await queryRunner.query(`CREATE INDEX "IDX_user_follows_followee" ON "user_follows" USING btree ("followee_id") `);
  }
}
