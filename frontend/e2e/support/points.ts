import pg from 'pg';

/**
 * Test setup: gives a user points the way the ledger does (balance and its ledger row in one
 * transaction, so the balance still equals the sum of the ledger). The site has no screen that
 * grants points; where they come from is not what the journeys using this test.
 */
export async function grantPoints(userId: string, points: number): Promise<void> {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error('DATABASE_URL is not set: run the journeys with npm run e2e');
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ available_points: number }>(
      `UPDATE users SET available_points = available_points + $2 WHERE id = $1 RETURNING available_points`,
      [userId, points],
    );
    if (rows.length !== 1) throw new Error(`No user ${userId}`);
    await client.query(
      `INSERT INTO points_ledger (user_id, delta, reason, reference, balance_after) VALUES ($1, $2, 'e2e.grant', 'e2e', $3)`,
      [userId, points, rows[0].available_points],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}
