import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import { Test } from '@nestjs/testing';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { MaintenanceJob } from '../src/modules/maintenance/maintenance.jobs.js';
import { QueueName } from '../src/queues/queue-names.js';
import { WorkerModule } from '../src/worker.module.js';
import { createUser } from './factories/user.factory.js';
import { sessionCookieFor } from './utils/sessions.js';
import { resetDatabase } from './utils/test-app.js';

describe('Worker process', () => {
  let worker: INestApplicationContext;
  let dataSource: DataSource;
  let queue: Queue;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] }).compile();
    worker = moduleRef.createNestApplication({ logger: false });
    await worker.init();
    dataSource = worker.get(DataSource);
    queue = worker.get<Queue>(getQueueToken(QueueName.Maintenance));
    await resetDatabase(dataSource);
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await worker.close();
  });

  it('schedules session pruning in Redis when it starts', async () => {
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((s) => s.key)).toContain(MaintenanceJob.PruneExpiredSessions);
  });

  it('prunes expired sessions through a real job, keeping live ones', async () => {
    const user = await createUser(dataSource);
    await sessionCookieFor(dataSource, user.id);
    await sessionCookieFor(dataSource, user.id);
    await dataSource.query(
      `UPDATE user_sessions SET expire = now() - interval '1 hour' WHERE sid IN (SELECT sid FROM user_sessions LIMIT 1)`,
    );

    const job = await queue.add(MaintenanceJob.PruneExpiredSessions, {});
    const deadline = Date.now() + 15000;
    let state = await job.getState();
    while (state !== 'completed' && state !== 'failed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      state = await job.getState();
    }
    expect(state).toBe('completed');
    const finished = await queue.getJob(job.id!);
    expect(finished?.returnvalue).toEqual({ removed: 1 });
    const remaining = await dataSource.query(`SELECT count(*)::int AS n FROM user_sessions`);
    expect(remaining[0].n).toBe(1);
  });
});
