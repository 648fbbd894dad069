import type { DataSource } from 'typeorm';
import { Flair, FlairAnimation } from '../../src/modules/flairs/entities/flair.entity.js';
import { PointsService } from '../../src/modules/points/points.service.js';
import type { TestApp } from '../utils/test-app.js';

let sequence = 0;

/** A catalogue flair (straight into the table; the admin endpoints are tested on their own). */
export async function createFlair(dataSource: DataSource, overrides: Partial<Flair> = {}): Promise<Flair> {
  sequence += 1;
  const flairs = dataSource.getRepository(Flair);
  return flairs.save(
    flairs.create({
      name: `flair-${sequence}-${Date.now().toString(36)}`,
      displayName: `Flair ${sequence}`,
      description: 'A test flair',
      backgroundColor: '#1d4ed8',
      textColor: '#ffffff',
      borderColor: '#1e3a8a',
      pointCost: 100,
      price: '0.00',
      requiresApplication: false,
      isAnimated: false,
      animationType: null,
      ...overrides,
    }),
  );
}

export const animated = (animationType: FlairAnimation) => ({ isAnimated: true, animationType });

/** Gives a user points the way the product does (a ledger entry), so the ledger sum stays the balance. */
export async function grantPoints(t: TestApp, userId: string, points: number): Promise<void> {
  await t.app.get(PointsService).apply(t.dataSource.manager, { userId, delta: points, reason: 'test.granted' });
}

export async function pointsOf(dataSource: DataSource, userId: string) {
  const [row] = await dataSource.query<{ balance: number; ledger: number; entries: number }[]>(
    `SELECT u.available_points AS balance,
            COALESCE((SELECT sum(delta)::int FROM points_ledger WHERE user_id = u.id), 0) AS ledger,
            (SELECT count(*)::int FROM points_ledger WHERE user_id = u.id) AS entries
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  return row;
}

export async function auditActions(dataSource: DataSource, action: string) {
  return dataSource.query<{ actor_id: string; target_user_id: string | null; details: Record<string, unknown> }[]>(
    `SELECT actor_id, target_user_id, details FROM audit_log WHERE action = $1 ORDER BY id`,
    [action],
  );
}

export const applicationBody = (overrides: Record<string, unknown> = {}) => ({
  applicantName: 'Ice Poseidon',
  reasonNote: 'I streamed the first IRL subway ride.',
  proofLinks: ['https://example.test/vod/1'],
  mediaProof: 'https://example.test/clip.mp4',
  ...overrides,
});
