import { MigrationInterface, QueryRunner } from 'typeorm';

export class Flairs1795457544263 implements MigrationInterface {
  name = 'Flairs1795457544263';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."flair_animation" AS ENUM('pulse', 'glow', 'rainbow', 'bounce')`);
    await queryRunner.query(
      `CREATE TABLE "flairs" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "name" character varying(40) NOT NULL, "display_name" character varying(40) NOT NULL, "description" character varying(300) NOT NULL DEFAULT '', "background_color" character varying(7) NOT NULL, "text_color" character varying(7) NOT NULL, "border_color" character varying(7) NOT NULL, "point_cost" integer NOT NULL, "price" numeric(10,2) NOT NULL DEFAULT '0', "requires_application" boolean NOT NULL DEFAULT false, "is_animated" boolean NOT NULL DEFAULT false, "animation_type" "public"."flair_animation", "retired_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_flairs_price" CHECK ("price" >= 0), CONSTRAINT "CHK_flairs_point_cost" CHECK ("point_cost" >= 0), CONSTRAINT "PK_7f81dc0b9a5273edb2bd2dc6ad4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_flairs_name" ON "flairs"  ("name") `);
    await queryRunner.query(`CREATE TYPE "public"."flair_application_status" AS ENUM('pending', 'approved', 'denied')`);
    await queryRunner.query(
      `CREATE TABLE "flair_applications" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "user_id" uuid NOT NULL, "flair_id" integer NOT NULL, "applicant_name" character varying(100) NOT NULL, "reason_note" text NOT NULL, "proof_links" text array NOT NULL DEFAULT '{}', "media_proof" character varying(500), "status" "public"."flair_application_status" NOT NULL DEFAULT 'pending', "reviewer_id" uuid, "review_reason" character varying(500), "reviewed_at" TIMESTAMP WITH TIME ZONE, "retry_after" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6e68a4d46049fabfe14d11ce686" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_flair_applications_status_created" ON "flair_applications"  ("status", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_flair_applications_user_flair" ON "flair_applications"  ("user_id", "flair_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_flair_applications_one_pending" ON "flair_applications"  ("user_id", "flair_id") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(`CREATE TYPE "public"."flair_source" AS ENUM('purchase', 'application')`);
    await queryRunner.query(
      `CREATE TABLE "user_flairs" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "user_id" uuid NOT NULL, "flair_id" integer NOT NULL, "is_active" boolean NOT NULL DEFAULT false, "source" "public"."flair_source" NOT NULL, "purchased_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_da2b08ff649a525ba724fed055d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_user_flairs_flair" ON "user_flairs"  ("flair_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_user_flairs_one_active" ON "user_flairs"  ("user_id") WHERE "is_active"`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_user_flairs_user_flair" ON "user_flairs"  ("user_id", "flair_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "flair_applications" ADD CONSTRAINT "FK_2292e0c55c20fff212498b7face" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "flair_applications" ADD CONSTRAINT "FK_6f9a7558070a3d02700a00e4b35" FOREIGN KEY ("flair_id") REFERENCES "flairs"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "flair_applications" ADD CONSTRAINT "FK_1d60fa9cb5b3c74cb4a73a010ad" FOREIGN KEY ("reviewer_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_flairs" ADD CONSTRAINT "FK_edc5861be1a45b733b793107d32" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_flairs" ADD CONSTRAINT "FK_86381722e5d437990adef66493a" FOREIGN KEY ("flair_id") REFERENCES "flairs"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_flairs" DROP CONSTRAINT "FK_86381722e5d437990adef66493a"`);
    await queryRunner.query(`ALTER TABLE "user_flairs" DROP CONSTRAINT "FK_edc5861be1a45b733b793107d32"`);
    await queryRunner.query(`ALTER TABLE "flair_applications" DROP CONSTRAINT "FK_1d60fa9cb5b3c74cb4a73a010ad"`);
    await queryRunner.query(`ALTER TABLE "flair_applications" DROP CONSTRAINT "FK_6f9a7558070a3d02700a00e4b35"`);
    await queryRunner.query(`ALTER TABLE "flair_applications" DROP CONSTRAINT "FK_2292e0c55c20fff212498b7face"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_user_flairs_user_flair"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_user_flairs_one_active"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_user_flairs_flair"`);
    await queryRunner.query(`DROP TABLE "user_flairs"`);
    await queryRunner.query(`DROP TYPE "public"."flair_source"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_flair_applications_one_pending"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_flair_applications_user_flair"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_flair_applications_status_created"`);
    await queryRunner.query(`DROP TABLE "flair_applications"`);
    await queryRunner.query(`DROP TYPE "public"."flair_application_status"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_flairs_name"`);
    await queryRunner.query(`DROP TABLE "flairs"`);
    await queryRunner.query(`DROP TYPE "public"."flair_animation"`);
  }
}
