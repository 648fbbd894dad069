import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import request from 'supertest';
import { REDIS_CLIENT } from '../../src/common/redis/redis.module.js';
import { Environment } from '../../src/config/environment.js';
import { WorkerPresence } from '../../src/modules/system-status/worker-presence.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { QueueName } from '../../src/queues/queue-names.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

describe('System status: database figures and health', () => {
  const t = useTestApp();
  let adminCookie: string;

  beforeEach(async () => {
    const admin = await createUser(t.dataSource, { username: 'ops', role: UserRole.Admin });
    adminCookie = await sessionCookieFor(t.dataSource, admin.id);
  });

  it.each(['/api/admin/database-status', '/api/admin/system-health'])('%s: admins only', async (path) => {
    await request(t.http).get(path).expect(401);
    for (const role of [UserRole.User, UserRole.Moderator]) {
      const user = await createUser(t.dataSource, { username: `x_${role}`, role });
      await request(t.http)
        .get(path)
        .set('Cookie', await sessionCookieFor(t.dataSource, user.id))
        .expect(403);
    }
    await request(t.http).get(path).set('Cookie', adminCookie).expect(200);
  });

  it('reports the real tables, exact row counts and size of the database', async () => {
    for (let i = 0; i < 7; i += 1) await createUser(t.dataSource, { username: `member_${i}` });
    const [{ tables }] = await t.dataSource.query(
      `SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = current_schema()`,
    );
    const [{ size }] = await t.dataSource.query(`SELECT pg_database_size(current_database())::bigint AS size`);
    const { body } = await request(t.http).get('/api/admin/database-status').set('Cookie', adminCookie).expect(200);
    expect(body.connectionStatus).toBe('healthy');
    expect(body.totalTables).toBe(tables);
    expect(body.databaseSizeBytes).toBeGreaterThan(0);
    expect(Math.abs(body.databaseSizeBytes - Number(size))).toBeLessThan(Number(size) * 0.1);
    expect(body.databaseSize).toMatch(/^\d+(\.\d)? (kB|MB|GB)$/);
    // Exact counts: every listed table's rows are what count(*) says (users: root + ops + 7 members).
    expect(body.largestTables.length).toBeGreaterThan(0);
    for (const table of body.largestTables as { name: string; rows: number }[]) {
      const [{ rows }] = await t.dataSource.query(`SELECT count(*)::int AS rows FROM "${table.name}"`);
      expect({ table: table.name, rows: table.rows }).toEqual({ table: table.name, rows });
    }
    const [{ users }] = await t.dataSource.query(`SELECT count(*)::int AS users FROM users`);
    expect(users).toBe(9);
    // Exact, not estimated: three more users make three more records at once.
    for (let i = 0; i < 3; i += 1) await createUser(t.dataSource, { username: `late_${i}` });
    const after = await request(t.http).get('/api/admin/database-status').set('Cookie', adminCookie).expect(200);
    expect(after.body.totalRecords - body.totalRecords).toBe(3);
    expect(body.largestTables.length).toBeLessThanOrEqual(10);
  });

  it('reports process figures, Redis, queue depths with failed jobs, and worker heartbeats', async () => {
    const queue = t.app.get<Queue>(getQueueToken(QueueName.Maintenance), { strict: false });
    await queue.obliterate({ force: true });
    await queue.add('status-probe', {}, { delay: 60_000 });
    const presence = new WorkerPresence(t.app.get<Redis>(REDIS_CLIENT), t.app.get(Environment));
    const before = await request(t.http).get('/api/admin/system-health').set('Cookie', adminCookie).expect(200);
    expect(before.body.worker.workers).toEqual([]);
    expect(before.body.worker.status).toBe('down');
    presence.onApplicationBootstrap();
    try {
      const { body } = await request(t.http).get('/api/admin/system-health').set('Cookie', adminCookie).expect(200);
      expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
      expect(body.pid).toBe(process.pid);
      expect(body.memory.rssBytes).toBeGreaterThan(1_000_000);
      expect(body.cpu.cores).toBeGreaterThan(0);
      expect(body.redis).toMatchObject({ status: 'up', error: null });
      expect(body.worker.status).toBe('up');
      expect(body.worker.workers).toHaveLength(1);
      expect(body.worker.workers[0].id).toContain(`:${process.pid}`);
      expect(body.queues.map((q: { name: string }) => q.name).sort()).toEqual(Object.values(QueueName).sort());
      expect(body.queues.find((q: { name: string }) => q.name === String(QueueName.Maintenance))).toMatchObject({
        delayed: 1,
        failed: 0,
      });
      expect(body.queueDashboardPath).toBe('/admin/queues');
    } finally {
      await presence.onApplicationShutdown();
      await queue.obliterate({ force: true });
    }
  });
});
