import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UserBlocks1795961191922 implements MigrationInterface {
  name = 'UserBlocks1795961191922';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "user_blocks" ("blocker_id" uuid NOT NULL, "blocked_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_user_blocks_not_self" CHECK ("blocker_id" <> "blocked_id"), CONSTRAINT "PK_48667515438e7d0f0fed998b193" PRIMARY KEY ("blocker_id", "blocked_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_user_blocks_blocked" ON "user_blocks"  ("blocked_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_user_blocks_blocker_created" ON "user_blocks"  ("blocker_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "user_blocks" ADD CONSTRAINT "FK_dfcd8a81016d1de587fbd2d70bf" FOREIGN KEY ("blocker_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_blocks" ADD CONSTRAINT "FK_7a0806a54f0ad9ced3e247cacd1" FOREIGN KEY ("blocked_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_blocks" DROP CONSTRAINT "FK_7a0806a54f0ad9ced3e247cacd1"`);
    await queryRunner.query(`ALTER TABLE "user_blocks" DROP CONSTRAINT "FK_dfcd8a81016d1de587fbd2d70bf"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_user_blocks_blocker_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_user_blocks_blocked"`);
    await queryRunner.query(`DROP TABLE "user_blocks"`);
  }
}
