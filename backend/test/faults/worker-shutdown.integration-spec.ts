import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createUser } from '../factories/user.factory.js';
import { batchProgress, uploadPersonCsv } from '../submission-imports/batch-fixtures.js';
import { killAll } from '../utils/child-processes.js';
import { browserRequest, sessionCookieFor } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { waitUntil } from '../utils/wait-for.js';

const BACKEND = join(__dirname, '..', '..');

/**
 * The real worker entry point (src/worker.ts, with its own SIGTERM handling), small import chunks and a
 * short job lock so a job handed back is picked up again within seconds.
 */
function startWorkerProcess(
  graceMs: number,
  env: Record<string, string> = {},
): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(
    process.execPath,
    ['--conditions=@irl/source', '--import', '@swc-node/register/esm-register', 'src/worker.ts'],
    {
      cwd: BACKEND,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        CSV_IMPORT_CHUNK_ROWS: '25',
        CSV_IMPORT_LOCK_MS: '2000',
        SHUTDOWN_GRACE_MS: String(graceMs),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/**
 * What users see: an import keeps its progress bar through a worker restart (deploys send SIGTERM) and
 * ends with every row counted once; nothing the worker had started fails.
 */
describe('Faults: the worker is told to stop (SIGTERM) in the middle of a job', () => {
  let t: TestApp;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await resetDatabase(t.dataSource);
  });
  // Each test starts from no worker at all, so only its own workers take its jobs.
  afterEach(() => killAll(children));
  afterAll(async () => {
    await t.close();
  });

  const batchRow = (id: string) => batchProgress(t.dataSource, id);
  const upload = (rows: number) => uploadPersonCsv(t, rows, 'batch.csv');

  async function expectEveryRowOnce(id: string, rows: number) {
    const done = await batchRow(id);
    expect(done).toMatchObject({ status: 'completed', total: rows });
    expect(done.accepted + done.rejected).toBe(rows);
    const [stored] = await t.dataSource.query(
      `SELECT count(*)::int AS n, count(DISTINCT batch_row)::int AS rows FROM submissions WHERE batch_id = $1`,
      [id],
    );
    expect(stored).toEqual({ n: done.accepted, rows: done.accepted });
    const [errors] = await t.dataSource.query(
      `SELECT count(*)::int AS n, count(DISTINCT row_number)::int AS rows FROM submission_batch_errors WHERE batch_id = $1`,
      [id],
    );
    expect(errors).toEqual({ n: done.rejected, rows: done.rejected });
  }

  it('with time to spare, finishes the running import before it exits cleanly', async () => {
    const rows = 1200;
    const id = await upload(rows);
    const worker = startWorkerProcess(60_000);
    children.push(worker.child);
    const atSignal = await waitUntil(
      () => batchRow(id),
      (b) => b.nextRow > 2 + 2 * 25,
      60_000,
    );
    worker.child.kill('SIGTERM');
    expect(atSignal.status).toBe('processing');
    const [code] = (await once(worker.child, 'exit')) as [number | null];

    expect(code).toBe(0);
    expect(worker.output()).toContain('Worker shutting down: finishing running jobs');
    expect(worker.output()).not.toContain('handed back');
    await expectEveryRowOnce(id, rows);
  }, 120_000);

  it('out of time, hands the job back; the next worker resumes it and every row is counted once', async () => {
    const rows = 3000;
    const id = await upload(rows);
    const first = startWorkerProcess(100);
    children.push(first.child);
    await waitUntil(
      () => batchRow(id),
      (b) => b.nextRow > 2 + 4 * 25,
      60_000,
    );
    first.child.kill('SIGTERM');
    const [code] = (await once(first.child, 'exit')) as [number | null];
    const atStop = await batchRow(id);

    expect(code).toBe(0);
    expect(first.output()).toContain('running jobs are handed back to the queue');
    expect(atStop.status).toBe('processing');
    // Whole chunks only: the counters and the rows were committed together.
    expect(atStop.accepted + atStop.rejected).toBe(atStop.nextRow - 2);

    const second = startWorkerProcess(60_000);
    children.push(second.child);
    await waitUntil(
      () => batchRow(id),
      (b) => b.status !== 'processing',
      90_000,
    );
    await expectEveryRowOnce(id, rows);
  }, 180_000);

  it('hands a mass message back mid-run; the next worker reaches every recipient exactly once', async () => {
    await resetDatabase(t.dataSource);
    const admin = await createUser(t.dataSource, { role: UserRole.Admin });
    const adminCookie = await sessionCookieFor(t.dataSource, admin.id);
    await t.dataSource.query(
      `INSERT INTO users (username, email) SELECT 'bulk' || i, 'bulk' || i || '@example.test' FROM generate_series(1, 299) i`,
    );
    const batches = { MASS_MESSAGE_BATCH_SIZE: '20', MASS_MESSAGE_BATCH_PAUSE_MS: '100' };
    const first = startWorkerProcess(100, batches);
    children.push(first.child);
    await waitUntil(
      () => Promise.resolve(first.output()),
      (output) => output.includes('Worker started'),
      60_000,
    );
    const created = await browserRequest(t.http, 'post', '/api/admin/mass-message', adminCookie)
      .send({ subject: 'Once', content: 'Only once', recipients: 'all' })
      .expect(201);
    const id = created.body.id as string;
    const progress = async () =>
      (await t.dataSource.query(`SELECT status, done, total FROM mass_messages WHERE id = $1`, [id]))[0] as {
        status: string;
        done: number;
        total: number;
      };

    await waitUntil(progress, (m) => m.done >= 60, 60_000);
    first.child.kill('SIGTERM');
    const [code] = (await once(first.child, 'exit')) as [number | null];
    const atStop = await progress();
    expect(code).toBe(0);
    expect(first.output()).toContain('running jobs are handed back to the queue');
    expect(atStop).toMatchObject({ status: 'running', total: 300 });
    expect(atStop.done).toBeLessThan(300);
    // Whole batches only: the counter and the messages were committed together.
    expect((await siteMessagesPerUser()).size).toBe(atStop.done);

    const second = startWorkerProcess(60_000, batches);
    children.push(second.child);
    await waitUntil(progress, (m) => m.status !== 'running', 90_000);
    expect(await progress()).toMatchObject({ status: 'completed', done: 300, total: 300 });
    const perUser = await siteMessagesPerUser();
    expect(perUser.size).toBe(300);
    expect([...perUser.values()].every((n) => n === 1)).toBe(true);
  }, 180_000);

  /** Direct messages from the site per receiver. */
  async function siteMessagesPerUser(): Promise<Map<string, number>> {
    const rows = await t.dataSource.query<{ receiver_id: string; n: number }[]>(
      `SELECT receiver_id, count(*)::int AS n FROM direct_messages WHERE sender_id = $1 GROUP BY receiver_id`,
      [ROOT_USER_ID],
    );
    return new Map(rows.map((row) => [row.receiver_id, row.n]));
  }
});
