import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ROOT_USER_ID, ROOT_USERNAME } from '../../modules/users/root-user.js';

export class Identity1795317857479 implements MigrationInterface {
  name = 'Identity1795317857479';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."auth_platform" AS ENUM('google', 'discord', 'steam')`);
    await queryRunner.query(
      `CREATE TABLE "oauth_identities" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "platform" "public"."auth_platform" NOT NULL, "provider_user_id" character varying(100) NOT NULL, "username" character varying(100) NOT NULL, "display_name" character varying(100), "email" character varying(254), "avatar_url" character varying(500), "is_public" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_095205cf320039e4ce248933681" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_oauth_identities_user_platform" ON "oauth_identities"  ("user_id", "platform") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_oauth_identities_provider_account" ON "oauth_identities"  ("platform", "provider_user_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "site_settings" ("key" character varying(64) NOT NULL, "value" jsonb NOT NULL, "updated_by" uuid, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e71167433328a5afb90dda43da0" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."username_conflict_type" AS ENUM('account-merge', 'rightful-owner', 'other')`,
    );
    await queryRunner.query(`CREATE TYPE "public"."support_request_status" AS ENUM('open', 'resolved')`);
    await queryRunner.query(
      `CREATE TABLE "username_conflict_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "conflict_type" "public"."username_conflict_type" NOT NULL, "desired_username" character varying(64) NOT NULL, "current_username" character varying(64) NOT NULL, "explanation" text NOT NULL, "contact_email" character varying(254) NOT NULL, "status" "public"."support_request_status" NOT NULL DEFAULT 'open', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_31376d452fb133a9afb64233985" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_username_conflict_requests_status_created" ON "username_conflict_requests"  ("status", "created_at") `,
    );
    // Server-side sessions (connect-pg-simple's schema), shared by every API instance.
    await queryRunner.query(
      `CREATE TABLE "user_sessions" ("sid" character varying NOT NULL, "sess" json NOT NULL, "expire" TIMESTAMP(6) WITH TIME ZONE NOT NULL, CONSTRAINT "PK_user_sessions" PRIMARY KEY ("sid"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_user_sessions_expire" ON "user_sessions" ("expire")`);
    // Lets a ban end every session of the user at once.
    await queryRunner.query(`CREATE INDEX "IDX_user_sessions_user" ON "user_sessions" (("sess"->>'userId'))`);
    // The reserved root admin.
    await queryRunner.query(
      `INSERT INTO "users" ("id", "username", "display_name", "role") VALUES ($1, $2, 'ROOT', 'admin')`,
      [ROOT_USER_ID, ROOT_USERNAME],
    );
    await queryRunner.query(
      `ALTER TABLE "oauth_identities" ADD CONSTRAINT "FK_b13247ad5cd3fca4761084cf1a0" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "username_conflict_requests" ADD CONSTRAINT "FK_49df3502d7057a97f395dc7a7d1" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "username_conflict_requests" DROP CONSTRAINT "FK_49df3502d7057a97f395dc7a7d1"`,
    );
    await queryRunner.query(`ALTER TABLE "oauth_identities" DROP CONSTRAINT "FK_b13247ad5cd3fca4761084cf1a0"`);
    await queryRunner.query(`DELETE FROM "users" WHERE "id" = $1`, [ROOT_USER_ID]);
    await queryRunner.query(`DROP TABLE "user_sessions"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_username_conflict_requests_status_created"`);
    await queryRunner.query(`DROP TABLE "username_conflict_requests"`);
    await queryRunner.query(`DROP TYPE "public"."support_request_status"`);
    await queryRunner.query(`DROP TYPE "public"."username_conflict_type"`);
    await queryRunner.query(`DROP TABLE "site_settings"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_oauth_identities_provider_account"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_oauth_identities_user_platform"`);
    await queryRunner.query(`DROP TABLE "oauth_identities"`);
    await queryRunner.query(`DROP TYPE "public"."auth_platform"`);
  }
}
