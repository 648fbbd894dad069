import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DirectMessages1795319933692 implements MigrationInterface {
  name = 'DirectMessages1795319933692';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "direct_messages" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "sender_id" uuid NOT NULL, "receiver_id" uuid NOT NULL, "content" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "read_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_direct_messages_not_to_self" CHECK ("sender_id" <> "receiver_id"), CONSTRAINT "CHK_direct_messages_content_length" CHECK (char_length("content") BETWEEN 1 AND 5000), CONSTRAINT "PK_8373c1bb93939978ef05ae650d1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_direct_messages_receiver_id" ON "direct_messages"  ("receiver_id", "id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_direct_messages_sender_id" ON "direct_messages"  ("sender_id", "id") `);
    // By hand (TypeORM cannot declare them): the thread index on the unordered pair, and the partial unread index.
    await queryRunner.query(
      `CREATE INDEX "IDX_direct_messages_pair" ON "direct_messages" (LEAST("sender_id", "receiver_id"), GREATEST("sender_id", "receiver_id"), "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_direct_messages_unread" ON "direct_messages" ("receiver_id", "sender_id") WHERE "read_at" IS NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "direct_messages" ADD CONSTRAINT "FK_867d7903affb6b677ca85674050" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "direct_messages" ADD CONSTRAINT "FK_334926b8a9956b0dec331d960bd" FOREIGN KEY ("receiver_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "direct_messages" DROP CONSTRAINT "FK_334926b8a9956b0dec331d960bd"`);
    await queryRunner.query(`ALTER TABLE "direct_messages" DROP CONSTRAINT "FK_867d7903affb6b677ca85674050"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_direct_messages_unread"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_direct_messages_pair"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_direct_messages_sender_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_direct_messages_receiver_id"`);
    await queryRunner.query(`DROP TABLE "direct_messages"`);
  }
}
