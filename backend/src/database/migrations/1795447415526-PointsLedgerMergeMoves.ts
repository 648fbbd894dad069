import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The points ledger stays append-only, with one exception: an account merge may hand a row to the
 * account that absorbed its owner (recorded in account_merges first), changing nothing else, so the
 * merged account's history is kept instead of being deleted with it.
 */
export class PointsLedgerMergeMoves1795447415526 implements MigrationInterface {
  name = 'PointsLedgerMergeMoves1795447415526';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION points_ledger_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF (NEW.id, NEW.delta, NEW.reason, NEW.reference, NEW.balance_after, NEW.created_at)
              IS NOT DISTINCT FROM (OLD.id, OLD.delta, OLD.reason, OLD.reference, OLD.balance_after, OLD.created_at)
            AND EXISTS (SELECT 1 FROM account_merges
                        WHERE source_user_id = OLD.user_id AND target_user_id = NEW.user_id) THEN
           RETURN NEW;
         END IF;
         RAISE EXCEPTION 'points_ledger is append-only';
       END
       $$`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION points_ledger_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         RAISE EXCEPTION 'points_ledger is append-only';
       END
       $$`,
    );
  }
}
