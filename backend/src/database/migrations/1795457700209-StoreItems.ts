import { MigrationInterface, QueryRunner } from 'typeorm';

export class StoreItems1795457700209 implements MigrationInterface {
  name = 'StoreItems1795457700209';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."store_item_kind" AS ENUM('points_pack', 'donation')`);
    await queryRunner.query(`CREATE TYPE "public"."store_item_status" AS ENUM('active', 'retired')`);
    await queryRunner.query(
      `CREATE TABLE "store_items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "key" character varying(40) NOT NULL, "kind" "public"."store_item_kind" NOT NULL, "name" character varying(60) NOT NULL, "description" character varying(300) NOT NULL DEFAULT '', "price_cents" integer NOT NULL, "currency" character varying(3) NOT NULL DEFAULT 'usd', "points" integer NOT NULL, "highlighted" boolean NOT NULL DEFAULT false, "status" "public"."store_item_status" NOT NULL DEFAULT 'active', "sort_order" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0d47463134b9663b18d7df22282" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_store_items_kind_status_sort" ON "store_items"  ("kind", "status", "sort_order") `,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_store_items_key" ON "store_items"  ("key") `);
    // The catalogue every install starts with: the Store's points packs and the Donate packages.
    await queryRunner.query(
      `INSERT INTO "store_items" ("key", "kind", "name", "description", "price_cents", "points", "highlighted", "sort_order") VALUES
        ('starter', 'points_pack', 'Starter', '1,000 points to get started', 500, 1000, false, 1),
        ('value', 'points_pack', 'Value', '2,500 points', 1000, 2500, true, 2),
        ('premium-pack', 'points_pack', 'Premium', '5,000 points', 1800, 5000, false, 3),
        ('ultimate', 'points_pack', 'Ultimate', '10,000 points', 3200, 10000, false, 4),
        ('mega', 'points_pack', 'Mega', '25,000 points', 7500, 25000, false, 5),
        ('elite', 'points_pack', 'Elite', '50,000 points', 14000, 50000, false, 6),
        ('basic', 'donation', 'Basic', 'Support the archive and get 499 points', 499, 499, false, 1),
        ('premium', 'donation', 'Premium', 'Support the archive and get 1,099 points', 999, 1099, true, 2),
        ('pro', 'donation', 'Pro', 'Support the archive and get 2,299 points', 1999, 2299, false, 3)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_store_items_key"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_store_items_kind_status_sort"`);
    await queryRunner.query(`DROP TABLE "store_items"`);
    await queryRunner.query(`DROP TYPE "public"."store_item_status"`);
    await queryRunner.query(`DROP TYPE "public"."store_item_kind"`);
  }
}
