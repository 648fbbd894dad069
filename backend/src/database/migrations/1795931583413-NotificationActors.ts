import { MigrationInterface, QueryRunner } from 'typeorm';

/** The kinds a person causes; each names that person (and some quote them), so each records its actor. */
const KINDS_WITH_ACTOR = `('new-message', 'article-comment', 'article-like', 'new-follower',
  'article-edit-suggested', 'article-suggestion-decided')`;

/** `(reference pattern, SQL giving the actor's id from the captured key r.k)` per kind that has an actor. */
const ACTOR_OF_REFERENCE: [string, string][] = [
  ['^message:([0-9]+)$', `SELECT sender_id FROM direct_messages WHERE id = r.k::bigint`],
  ['^comment(?:-reply)?:([0-9]+)$', `SELECT author_id FROM article_comments WHERE id = r.k::bigint`],
  ['^like:[0-9]+:([0-9a-f-]{36})$', `SELECT r.k::uuid`],
  ['^follow:([0-9a-f-]{36})$', `SELECT r.k::uuid`],
  ['^article-suggestion:([0-9]+)$', `SELECT suggester_id FROM article_edit_suggestions WHERE id = r.k::bigint`],
  ['^article-suggestion:([0-9]+):decided$', `SELECT reviewer_id FROM article_edit_suggestions WHERE id = r.k::bigint`],
];

/**
 * Gives each notification of a kind that has an actor its actor, from its reference (a merged
 * account's id leads to the account it joined), where it has none yet; removes those whose actor's
 * account is gone (they still name or quote a deleted person). The article author's copy of a
 * decision on someone else's suggested edit loses the reviewer's reason, which is about the
 * suggester's words. Runs again without harm.
 */
export async function attributeNotificationsToActors(queryRunner: QueryRunner): Promise<void> {
  for (const [pattern, actorSql] of ACTOR_OF_REFERENCE) {
    await queryRunner.query(
      `UPDATE notifications n SET actor_id = u.id
       FROM (SELECT n2.id, substring(n2.reference from $1) AS k FROM notifications n2
             WHERE n2.actor_id IS NULL AND n2.kind::text IN ${KINDS_WITH_ACTOR} AND n2.reference ~ $1) r
       CROSS JOIN LATERAL (SELECT (${actorSql}) AS actor) a
       LEFT JOIN account_merges m ON m.source_user_id = a.actor
       JOIN users u ON u.id = COALESCE(m.target_user_id, a.actor)
       WHERE n.id = r.id`,
      [pattern],
    );
  }
  await queryRunner.query(`DELETE FROM notifications WHERE kind::text IN ${KINDS_WITH_ACTOR} AND actor_id IS NULL`);
  await queryRunner.query(
    `UPDATE notifications n SET body = '' FROM article_edit_suggestions s
     WHERE n.kind = 'article-suggestion-decided' AND n.reference = 'article-suggestion:' || s.id || ':decided'
       AND n.user_id <> s.suggester_id AND n.body <> ''`,
  );
}

/** Notifications record who caused them, and go with that person's account (a cascading foreign key). */
export class NotificationActors1795931583413 implements MigrationInterface {
  name = 'NotificationActors1795931583413';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notifications" ADD "actor_id" uuid`);
    await queryRunner.query(
      `CREATE INDEX "IDX_notifications_actor" ON "notifications"  ("actor_id") WHERE "actor_id" IS NOT NULL`,
    );
    await attributeNotificationsToActors(queryRunner);
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "FK_20f8b51fd9655c0b69feed5efc6" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "FK_20f8b51fd9655c0b69feed5efc6"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_notifications_actor"`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP COLUMN "actor_id"`);
  }
}
