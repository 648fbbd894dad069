import type { MigrationInterface, QueryRunner } from 'typeorm';

const MERGE_ONLY_LEDGER_GUARD = `CREATE OR REPLACE FUNCTION points_ledger_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF (NEW.id, NEW.delta, NEW.reason, NEW.reference, NEW.balance_after, NEW.created_at)
              IS NOT DISTINCT FROM (OLD.id, OLD.delta, OLD.reason, OLD.reference, OLD.balance_after, OLD.created_at)
            AND EXISTS (SELECT 1 FROM account_merges
                        WHERE source_user_id = OLD.user_id AND target_user_id = NEW.user_id) THEN
           RETURN NEW;
         END IF;
         RAISE EXCEPTION 'points_ledger is append-only';
       END
       $$`;

/**
 * Per-user settings (the theme), and account deletion: the points ledger stays append-only, but a
 * deleted account's rows may be handed, unchanged otherwise, to the "deleted user" placeholder
 * account (00000000-0000-4000-8000-00000000dead), so the ledger is kept anonymised.
 */
export class AccountSettings1795471504062 implements MigrationInterface {
  name = 'AccountSettings1795471504062';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "user_settings" ("user_id" uuid NOT NULL, "theme" character varying(8) NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_user_settings_theme" CHECK ("theme" IN ('light', 'dark', 'system')), CONSTRAINT "PK_4ed056b9344e6f7d8d46ec4b302" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_settings" ADD CONSTRAINT "FK_4ed056b9344e6f7d8d46ec4b302" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION points_ledger_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF (NEW.id, NEW.delta, NEW.reason, NEW.reference, NEW.balance_after, NEW.created_at)
              IS NOT DISTINCT FROM (OLD.id, OLD.delta, OLD.reason, OLD.reference, OLD.balance_after, OLD.created_at)
            AND (NEW.user_id = '00000000-0000-4000-8000-00000000dead'
                 OR EXISTS (SELECT 1 FROM account_merges
                            WHERE source_user_id = OLD.user_id AND target_user_id = NEW.user_id)) THEN
           RETURN NEW;
         END IF;
         RAISE EXCEPTION 'points_ledger is append-only';
       END
       $$`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(MERGE_ONLY_LEDGER_GUARD);
    await queryRunner.query(`ALTER TABLE "user_settings" DROP CONSTRAINT "FK_4ed056b9344e6f7d8d46ec4b302"`);
    await queryRunner.query(`DROP TABLE "user_settings"`);
  }
}
