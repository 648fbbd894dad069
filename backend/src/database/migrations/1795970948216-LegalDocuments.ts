import type { MigrationInterface, QueryRunner } from 'typeorm';
import { FIRST_LEGAL_VERSIONS } from '../../modules/legal/legal-first-versions.js';

/** Publishes version 1 of each document where its kind has none yet (no editor: the site wrote them). */
export async function publishFirstLegalVersions(db: {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}): Promise<void> {
  for (const { kind, title, body } of FIRST_LEGAL_VERSIONS) {
    await db.query(
      `INSERT INTO "legal_documents" ("kind", "version", "title", "body") VALUES ($1, 1, $2, $3)
       ON CONFLICT ("kind", "version") DO NOTHING`,
      [kind, title, body],
    );
  }
}

export class LegalDocuments1795970948216 implements MigrationInterface {
  name = 'LegalDocuments1795970948216';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "legal_acceptances" ("user_id" uuid NOT NULL, "kind" character varying(20) NOT NULL, "version" integer NOT NULL, "accepted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_legal_acceptances_kind" CHECK ("kind" IN ('terms', 'privacy', 'guidelines')), CONSTRAINT "PK_2f8f1960a537951be6411e07d81" PRIMARY KEY ("user_id", "kind", "version"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "legal_documents" ("id" SERIAL NOT NULL, "kind" character varying(20) NOT NULL, "version" integer NOT NULL, "title" character varying(200) NOT NULL, "body" text NOT NULL, "published_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "editor_id" uuid, CONSTRAINT "CHK_legal_documents_version" CHECK ("version" >= 1), CONSTRAINT "CHK_legal_documents_kind" CHECK ("kind" IN ('terms', 'privacy', 'guidelines')), CONSTRAINT "PK_846b11262368906ded5d26ac271" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_legal_documents_kind_version" ON "legal_documents"  ("kind", "version") `,
    );
    await queryRunner.query(
      `ALTER TABLE "legal_acceptances" ADD CONSTRAINT "FK_21c966a3647e5cd30e0582fe8b8" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "legal_documents" ADD CONSTRAINT "FK_b039f74d8502849fb682b309c4f" FOREIGN KEY ("editor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await publishFirstLegalVersions(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "legal_documents" DROP CONSTRAINT "FK_b039f74d8502849fb682b309c4f"`);
    await queryRunner.query(`ALTER TABLE "legal_acceptances" DROP CONSTRAINT "FK_21c966a3647e5cd30e0582fe8b8"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_legal_documents_kind_version"`);
    await queryRunner.query(`DROP TABLE "legal_documents"`);
    await queryRunner.query(`DROP TABLE "legal_acceptances"`);
  }
}
