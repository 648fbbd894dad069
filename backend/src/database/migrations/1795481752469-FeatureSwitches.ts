import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The feature-access setting becomes four switches: the single mode stored so far ('everyone' or
 * 'admins') applies to each of Browse, Store, Contribute and Messages. Down: 'admins' when any switch
 * is restricted (the safer single reading).
 */
export class FeatureSwitches1795481752469 implements MigrationInterface {
  name = 'FeatureSwitches1795481752469';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "site_settings"
       SET "value" = jsonb_build_object('browse', "value", 'store', "value", 'contribute', "value", 'messages', "value")
       WHERE "key" = 'feature_access' AND jsonb_typeof("value") = 'string'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "site_settings"
       SET "value" = CASE WHEN EXISTS (SELECT 1 FROM jsonb_each_text("value") e WHERE e."value" = 'admins')
                          THEN '"admins"'::jsonb ELSE '"everyone"'::jsonb END
       WHERE "key" = 'feature_access' AND jsonb_typeof("value") = 'object'`,
    );
  }
}
