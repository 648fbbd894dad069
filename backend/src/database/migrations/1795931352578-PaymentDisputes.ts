import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Disputes of payments, and the purchases a refund or dispute undid (payment_revoked_items). */
export class PaymentDisputes1795931352578 implements MigrationInterface {
  name = 'PaymentDisputes1795931352578';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "payment_disputes" ("id" character varying(255) NOT NULL, "payment_id" uuid NOT NULL, "amount_cents" integer NOT NULL, "currency" character varying(3) NOT NULL, "reason" character varying(64) NOT NULL, "status" character varying(40) NOT NULL, "points_taken" integer NOT NULL DEFAULT '0', "points_unrecovered" integer NOT NULL DEFAULT '0', "points_restored" integer NOT NULL DEFAULT '0', "opened_at" TIMESTAMP WITH TIME ZONE NOT NULL, "taken_at" TIMESTAMP WITH TIME ZONE, "restored_at" TIMESTAMP WITH TIME ZONE, "closed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5d63d025f11fc64dd631e53eb61" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_payment_disputes_opened" ON "payment_disputes"  ("opened_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_payment_disputes_payment" ON "payment_disputes"  ("payment_id") `);
    await queryRunner.query(
      `CREATE TABLE "payment_revoked_items" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "payment_id" uuid NOT NULL, "dispute_id" character varying(255), "spend_reason" character varying(64) NOT NULL, "reference" character varying(120) NOT NULL, "points" integer NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "restored_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_068d5c1c6621b270bac9ffadcbe" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_payment_revoked_items_dispute" ON "payment_revoked_items"  ("dispute_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_payment_revoked_items_payment" ON "payment_revoked_items"  ("payment_id", "id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_payments_stripe_charge_id" ON "payments"  ("stripe_charge_id") `);
    await queryRunner.query(
      `ALTER TABLE "payment_disputes" ADD CONSTRAINT "FK_64b3d64d401977a38e7b9b2c653" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_revoked_items" ADD CONSTRAINT "FK_7aefae24af1abeaf2534b3a9de9" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_revoked_items" ADD CONSTRAINT "FK_93746ace5ebaa80d27766fc71f3" FOREIGN KEY ("dispute_id") REFERENCES "payment_disputes"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payment_revoked_items" DROP CONSTRAINT "FK_93746ace5ebaa80d27766fc71f3"`);
    await queryRunner.query(`ALTER TABLE "payment_revoked_items" DROP CONSTRAINT "FK_7aefae24af1abeaf2534b3a9de9"`);
    await queryRunner.query(`ALTER TABLE "payment_disputes" DROP CONSTRAINT "FK_64b3d64d401977a38e7b9b2c653"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payments_stripe_charge_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payment_revoked_items_payment"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payment_revoked_items_dispute"`);
    await queryRunner.query(`DROP TABLE "payment_revoked_items"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payment_disputes_payment"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payment_disputes_opened"`);
    await queryRunner.query(`DROP TABLE "payment_disputes"`);
  }
}
