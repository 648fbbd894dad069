import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The detail keys that quote or name a person, per action that wrote them before they stopped. */
const PERSONAL_DETAILS: Record<string, string[]> = {
  'moderation.comment.deleted': ['content'],
  'moderation.comment.hidden': ['content', 'reason'],
  'admin.user.banned': ['reason'],
  'admin.bulk-action': ['reason'],
  'admin.flair-application.denied': ['reason'],
  'article.suggestion.accepted': ['reason'],
  'article.suggestion.declined': ['reason'],
  'submission.approved': ['name'],
  'submission.rejected': ['name', 'reason'],
  'submission.batch-rejected': ['reason'],
  'article.created': ['title'],
  'article.deleted': ['title'],
  'admin.article.deleted': ['title'],
  'boost.purchased': ['title'],
  'user.account.merged': ['sourceUsername'],
};

/**
 * Audit entries keep ids and actions, not words: the details that quoted or named a person (comment
 * text, reasons typed by staff, article and submission titles, a merged account's username) are
 * removed from the entries written before. Entries of accounts merged earlier are re-pointed to the
 * account they joined, as merges now do. Neither can be undone (the words are gone).
 */
export class AuditLogWithoutWords1795931583414 implements MigrationInterface {
  name = 'AuditLogWithoutWords1795931583414';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [action, keys] of Object.entries(PERSONAL_DETAILS)) {
      await queryRunner.query(
        `UPDATE audit_log SET details = details - $2::text[] WHERE action = $1 AND details ?| $2::text[]`,
        [action, keys],
      );
    }
    await queryRunner.query(
      `UPDATE audit_log l SET actor_id = m.target_user_id FROM account_merges m WHERE l.actor_id = m.source_user_id`,
    );
    await queryRunner.query(
      `UPDATE audit_log l SET target_user_id = m.target_user_id FROM account_merges m
       WHERE l.target_user_id = m.source_user_id`,
    );
  }

  public async down(): Promise<void> {
    // Nothing to restore: the removed words are not kept anywhere.
  }
}
