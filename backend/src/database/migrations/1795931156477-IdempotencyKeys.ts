import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The first answers to requests sent with an Idempotency-Key, one row per (user, operation, key), so a
 * repeated create answers like the first one instead of creating again. A user's own rows go with the
 * account (the foreign key cascades); the trigger also removes other users' stored answers that embed
 * the deleted account (every embedded user carries its id), so no copy of its name survives in them.
 */
export class IdempotencyKeys1795931156477 implements MigrationInterface {
  name = 'IdempotencyKeys1795931156477';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "idempotency_keys" ("user_id" uuid NOT NULL, "operation" character varying(120) NOT NULL, "key" character varying(255) NOT NULL, "request_hash" character(64) NOT NULL, "claim_token" uuid NOT NULL, "claimed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "response_status" smallint, "response_body" json, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_6c0bc2304276fa86c9c82d41569" PRIMARY KEY ("user_id", "operation", "key"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_idempotency_keys_expires_at" ON "idempotency_keys"  ("expires_at") `);
    await queryRunner.query(
      `ALTER TABLE "idempotency_keys" ADD CONSTRAINT "FK_4d2181624ba2d61e76a07175198" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "idempotency_keys_forget_user"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         DELETE FROM "idempotency_keys" WHERE strpos("response_body"::text, OLD."id"::text) > 0;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "TR_users_forget_idempotent_answers" AFTER DELETE ON "users"
       FOR EACH ROW EXECUTE FUNCTION "idempotency_keys_forget_user"()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "TR_users_forget_idempotent_answers" ON "users"`);
    await queryRunner.query(`DROP FUNCTION "idempotency_keys_forget_user"()`);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" DROP CONSTRAINT "FK_4d2181624ba2d61e76a07175198"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_idempotency_keys_expires_at"`);
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
  }
}
