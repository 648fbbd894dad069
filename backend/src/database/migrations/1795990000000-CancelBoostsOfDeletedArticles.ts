import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Boosts whose article was deleted before they ended used to keep their window (and showed as "Featured
 * now" with the stored title). From now on a deletion cancels them; this does the same once for the
 * boosts already in that state: each is revoked and its buyer gets back the points it had not used
 * (all of them before it started, the unused share while it ran), with a ledger line and an audit entry,
 * as the application does.
 */
export class CancelBoostsOfDeletedArticles1795990000000 implements MigrationInterface {
  name = 'CancelBoostsOfDeletedArticles1795990000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DO $$
      DECLARE
        boost record;
        returned integer;
        balance integer;
      BEGIN
        FOR boost IN
          UPDATE article_boosts SET revoked_at = now()
          WHERE article_id IS NULL AND revoked_at IS NULL AND ends_at > now()
          RETURNING id, buyer_id, price, starts_at, ends_at
        LOOP
          returned := CASE WHEN now() <= boost.starts_at THEN boost.price
            ELSE floor(boost.price * extract(epoch FROM boost.ends_at - now())
                       / extract(epoch FROM boost.ends_at - boost.starts_at))::integer END;
          IF returned > 0 THEN
            UPDATE users SET available_points = available_points + returned
            WHERE id = boost.buyer_id RETURNING available_points INTO balance;
            INSERT INTO points_ledger (user_id, delta, reason, reference, balance_after)
            VALUES (boost.buyer_id, returned, 'boost.article-deleted', 'boost:' || boost.id, balance);
          END IF;
          INSERT INTO audit_log (actor_id, target_user_id, action, details)
          VALUES (NULL, boost.buyer_id, 'boost.cancelled',
                  jsonb_build_object('boostId', boost.id::text, 'articleId', NULL, 'pointsReturned', returned));
        END LOOP;
      END $$;
    `);
  }

  public async down(): Promise<void> {
    // Points given back stay given back; the revoked boosts stay revoked.
  }
}
