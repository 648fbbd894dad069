import { MigrationInterface, QueryRunner } from 'typeorm';

export class Payments1795457713914 implements MigrationInterface {
  name = 'Payments1795457713914';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."payment_status" AS ENUM('created', 'pending', 'processing', 'succeeded', 'failed', 'canceled', 'partially_refunded', 'refunded')`,
    );
    await queryRunner.query(
      `CREATE TABLE "payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid, "store_item_id" uuid NOT NULL, "item_kind" "public"."store_item_kind" NOT NULL, "package_name" character varying(60) NOT NULL, "amount_cents" integer NOT NULL, "currency" character varying(3) NOT NULL, "points" integer NOT NULL, "status" "public"."payment_status" NOT NULL DEFAULT 'created', "points_credited" integer NOT NULL DEFAULT '0', "points_debited" integer NOT NULL DEFAULT '0', "points_unrecovered" integer NOT NULL DEFAULT '0', "amount_refunded_cents" integer NOT NULL DEFAULT '0', "stripe_payment_intent_id" character varying(255), "stripe_charge_id" character varying(255), "idempotency_key" character varying(255) NOT NULL, "failure_message" character varying(500), "credited_at" TIMESTAMP WITH TIME ZONE, "refunded_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_197ab7af18c93fbb0c9b28b4a59" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_payments_created" ON "payments"  ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_payments_user_created" ON "payments"  ("user_id", "created_at") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_payments_stripe_payment_intent_id" ON "payments"  ("stripe_payment_intent_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "stripe_events" ("id" character varying(255) NOT NULL, "type" character varying(100) NOT NULL, "payment_intent_id" character varying(255), "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d3247bd5fc3f66b6982bbcdd897" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "FK_427785468fb7d2733f59e7d7d39" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "FK_598666c2f4117ff26ccee5d944f" FOREIGN KEY ("store_item_id") REFERENCES "store_items"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "FK_598666c2f4117ff26ccee5d944f"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "FK_427785468fb7d2733f59e7d7d39"`);
    await queryRunner.query(`DROP TABLE "stripe_events"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_payments_stripe_payment_intent_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payments_user_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payments_created"`);
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`DROP TYPE "public"."payment_status"`);
  }
}
