import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UserFollows1795319560991 implements MigrationInterface {
  name = 'UserFollows1795319560991';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "user_follows" ("follower_id" uuid NOT NULL, "followee_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_254b7373cfa05319edbd8b8d9a4" PRIMARY KEY ("follower_id", "followee_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_user_follows_followee" ON "user_follows"  ("followee_id") `);
    await queryRunner.query(
      `ALTER TABLE "user_follows" ADD CONSTRAINT "FK_f7af3bf8f2dcba61b4adc108239" FOREIGN KEY ("follower_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_follows" ADD CONSTRAINT "FK_ad9563c49281be94000f50a4308" FOREIGN KEY ("followee_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_follows" DROP CONSTRAINT "FK_ad9563c49281be94000f50a4308"`);
    await queryRunner.query(`ALTER TABLE "user_follows" DROP CONSTRAINT "FK_f7af3bf8f2dcba61b4adc108239"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_user_follows_followee"`);
    await queryRunner.query(`DROP TABLE "user_follows"`);
  }
}
