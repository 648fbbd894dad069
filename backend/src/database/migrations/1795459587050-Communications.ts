import { MigrationInterface, QueryRunner } from 'typeorm';

export class Communications1795459587050 implements MigrationInterface {
  name = 'Communications1795459587050';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."announcement_type" AS ENUM('info', 'warning', 'success', 'error')`);
    await queryRunner.query(
      `CREATE TABLE "announcements" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(200) NOT NULL, "content" text NOT NULL, "type" "public"."announcement_type" NOT NULL, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE, "ended_at" TIMESTAMP WITH TIME ZONE, "ended_by" uuid, CONSTRAINT "PK_b3ad760876ff2e19d58e05dc8b0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_announcements_live" ON "announcements"  ("ended_at", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "announcement_dismissals" ("announcement_id" uuid NOT NULL, "user_id" uuid NOT NULL, "dismissed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_43e07c374f1c1aae534c6fda28d" PRIMARY KEY ("announcement_id", "user_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_announcement_dismissals_user_id" ON "announcement_dismissals"  ("user_id") `,
    );
    await queryRunner.query(`CREATE TYPE "public"."email_template_type" AS ENUM('mass-message', 'notification')`);
    await queryRunner.query(
      `CREATE TABLE "email_templates" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "type" "public"."email_template_type" NOT NULL, "description" character varying(300) NOT NULL, "subject" character varying(200) NOT NULL, "body" text NOT NULL, "updated_by" uuid, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_06c564c515d8cdb40b6f3bfbbb4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_email_templates_name" ON "email_templates"  ("name") `);
    await queryRunner.query(
      `CREATE TYPE "public"."mass_message_recipient_group" AS ENUM('all', 'admins', 'moderators', 'premium')`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."mass_message_status" AS ENUM('queued', 'running', 'completed', 'cancelled', 'failed')`,
    );
    await queryRunner.query(
      `CREATE TABLE "mass_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "subject" character varying(200) NOT NULL, "content" text NOT NULL, "recipient_group" "public"."mass_message_recipient_group" NOT NULL, "status" "public"."mass_message_status" NOT NULL DEFAULT 'queued', "total" integer NOT NULL DEFAULT '0', "done" integer NOT NULL DEFAULT '0', "emailed" integer NOT NULL DEFAULT '0', "last_user_id" uuid, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, "failure" character varying(500), CONSTRAINT "CHK_mass_messages_counts" CHECK ("done" >= 0 AND "total" >= 0 AND "emailed" >= 0), CONSTRAINT "PK_295f540de1a9cfdcc65bf5c2b6e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_mass_messages_created_at" ON "mass_messages"  ("created_at") `);
    await queryRunner.query(
      `CREATE TABLE "mass_message_deliveries" ("mass_message_id" uuid NOT NULL, "user_id" uuid NOT NULL, "email_status" character varying(10), CONSTRAINT "PK_b85909519bae558c07c05142864" PRIMARY KEY ("mass_message_id", "user_id"))`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."notification_frequency" AS ENUM('instant', 'hourly', 'daily', 'weekly', 'never')`,
    );
    await queryRunner.query(
      `CREATE TABLE "notification_preferences" ("user_id" uuid NOT NULL, "account_changes" boolean NOT NULL DEFAULT true, "messages" boolean NOT NULL DEFAULT true, "articles" boolean NOT NULL DEFAULT true, "digest" boolean NOT NULL DEFAULT false, "marketing" boolean NOT NULL DEFAULT false, "frequency" "public"."notification_frequency" NOT NULL DEFAULT 'instant', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_64c90edc7310c6be7c10c96f675" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "announcements" ADD CONSTRAINT "FK_40bd4946a00669c5fb7e6d972f0" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "announcements" ADD CONSTRAINT "FK_8e3cebec4b5fa06322dae071768" FOREIGN KEY ("ended_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "announcement_dismissals" ADD CONSTRAINT "FK_df3d10637433f82a03d092a3e79" FOREIGN KEY ("announcement_id") REFERENCES "announcements"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "announcement_dismissals" ADD CONSTRAINT "FK_9c45aca6eaf46461d13e08c10e5" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "email_templates" ADD CONSTRAINT "FK_47c9611aad64b4f773ce77e463a" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "mass_messages" ADD CONSTRAINT "FK_e0fb7a411603ef55aba98d74052" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "notification_preferences" ADD CONSTRAINT "FK_64c90edc7310c6be7c10c96f675" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notification_preferences" DROP CONSTRAINT "FK_64c90edc7310c6be7c10c96f675"`);
    await queryRunner.query(`ALTER TABLE "mass_messages" DROP CONSTRAINT "FK_e0fb7a411603ef55aba98d74052"`);
    await queryRunner.query(`ALTER TABLE "email_templates" DROP CONSTRAINT "FK_47c9611aad64b4f773ce77e463a"`);
    await queryRunner.query(`ALTER TABLE "announcement_dismissals" DROP CONSTRAINT "FK_9c45aca6eaf46461d13e08c10e5"`);
    await queryRunner.query(`ALTER TABLE "announcement_dismissals" DROP CONSTRAINT "FK_df3d10637433f82a03d092a3e79"`);
    await queryRunner.query(`ALTER TABLE "announcements" DROP CONSTRAINT "FK_8e3cebec4b5fa06322dae071768"`);
    await queryRunner.query(`ALTER TABLE "announcements" DROP CONSTRAINT "FK_40bd4946a00669c5fb7e6d972f0"`);
    await queryRunner.query(`DROP TABLE "notification_preferences"`);
    await queryRunner.query(`DROP TYPE "public"."notification_frequency"`);
    await queryRunner.query(`DROP TABLE "mass_message_deliveries"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_mass_messages_created_at"`);
    await queryRunner.query(`DROP TABLE "mass_messages"`);
    await queryRunner.query(`DROP TYPE "public"."mass_message_status"`);
    await queryRunner.query(`DROP TYPE "public"."mass_message_recipient_group"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_email_templates_name"`);
    await queryRunner.query(`DROP TABLE "email_templates"`);
    await queryRunner.query(`DROP TYPE "public"."email_template_type"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_announcement_dismissals_user_id"`);
    await queryRunner.query(`DROP TABLE "announcement_dismissals"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_announcements_live"`);
    await queryRunner.query(`DROP TABLE "announcements"`);
    await queryRunner.query(`DROP TYPE "public"."announcement_type"`);
  }
}
