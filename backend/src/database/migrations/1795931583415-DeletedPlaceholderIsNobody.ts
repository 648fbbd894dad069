import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The "[deleted]" placeholder account (users/placeholder-user.ts). */
const PLACEHOLDER_ID = '00000000-0000-4000-8000-00000000dead';

/**
 * The deleted-account placeholder is nobody: it no longer receives mass messages, notifications or
 * follows, and cannot be moderated. What it received before (copies of every "All users" message,
 * notifications of likes on articles credited to it, follows, a role or ban given by mistake) is
 * removed, so it holds only what deletions credit to it (articles and ledger entries).
 */
export class DeletedPlaceholderIsNobody1795931583415 implements MigrationInterface {
  name = 'DeletedPlaceholderIsNobody1795931583415';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM notifications WHERE user_id = $1`, [PLACEHOLDER_ID]);
    await queryRunner.query(`DELETE FROM mass_message_deliveries WHERE user_id = $1`, [PLACEHOLDER_ID]);
    await queryRunner.query(`DELETE FROM direct_messages WHERE $1 IN (sender_id, receiver_id)`, [PLACEHOLDER_ID]);
    await queryRunner.query(`DELETE FROM user_follows WHERE $1 IN (follower_id, followee_id)`, [PLACEHOLDER_ID]);
    await queryRunner.query(`DELETE FROM user_badges WHERE user_id = $1`, [PLACEHOLDER_ID]);
    await queryRunner.query(`UPDATE users SET role = 'user', is_banned = false, ban_reason = NULL WHERE id = $1`, [
      PLACEHOLDER_ID,
    ]);
  }

  public async down(): Promise<void> {
    // Nothing to restore: the removed rows were never the placeholder's to keep.
  }
}
