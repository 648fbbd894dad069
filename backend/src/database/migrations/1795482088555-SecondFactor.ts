import { MigrationInterface, QueryRunner } from 'typeorm';

export class SecondFactor1795482088555 implements MigrationInterface {
  name = 'SecondFactor1795482088555';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "admin_second_factors" ("user_id" uuid NOT NULL, "secret_encrypted" text NOT NULL, "recovery_code_hashes" text array NOT NULL DEFAULT '{}', "last_used_step" bigint, "confirmed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_49b5826ecc514d292a617aea342" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "admin_second_factors" ADD CONSTRAINT "FK_49b5826ecc514d292a617aea342" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin_second_factors" DROP CONSTRAINT "FK_49b5826ecc514d292a617aea342"`);
    await queryRunner.query(`DROP TABLE "admin_second_factors"`);
  }
}
