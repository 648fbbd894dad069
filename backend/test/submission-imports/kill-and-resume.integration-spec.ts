import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { killAll } from '../utils/child-processes.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { waitUntil } from '../utils/wait-for.js';
import { batchProgress, uploadPersonCsv } from './batch-fixtures.js';

const BACKEND = join(__dirname, '..', '..');
const ROWS = 6000;

/** A real worker process (the WorkerModule, as worker.ts runs it) with a short lock so a killed one is noticed fast. */
function startWorker(): ChildProcess {
  return spawn(
    process.execPath,
    [
      '--conditions=@irl/source',
      '--import',
      '@swc-node/register/esm-register',
      'test/submission-imports/worker-child.ts',
    ],
    {
      cwd: BACKEND,
      // Small duplicate-check chunks too: the worker stopped at the end hands its check back after the current chunk.
      env: { ...process.env, CSV_IMPORT_CHUNK_ROWS: '25', CSV_IMPORT_LOCK_MS: '2000', CSV_DUPLICATES_CHUNK_ROWS: '25' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
}

describe('A worker killed in the middle of a batch', () => {
  let t: TestApp;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await resetDatabase(t.dataSource);
  });
  afterAll(async () => {
    await killAll(children);
    await t.close();
  });

  const batchRow = (id: string) => batchProgress(t.dataSource, id);

  it('is resumed by another worker from the recorded next row, with every row counted once', async () => {
    const id = await uploadPersonCsv(t, ROWS, 'big.csv');

    const first = startWorker();
    children.push(first);
    // Kill it once some chunks are committed, well before the end.
    const halfway = await waitUntil(
      () => batchRow(id),
      (b) => b.nextRow > 2 + 10 * 25,
      60_000,
    );
    first.kill('SIGKILL');
    await once(first, 'exit');
    const atKill = await batchRow(id);
    expect(halfway.status).toBe('processing');
    expect(atKill.status).toBe('processing');
    expect(atKill.nextRow).toBeLessThan(ROWS + 2);
    expect(atKill.accepted + atKill.rejected).toBe(atKill.nextRow - 2);

    // A second worker takes the stalled job over once the dead one's lock expires.
    const second = startWorker();
    children.push(second);
    const done = await waitUntil(
      () => batchRow(id),
      (b) => b.status !== 'processing',
      90_000,
    );
    expect(done.status).toBe('completed');
    expect(done.total).toBe(ROWS);
    expect(done.accepted + done.rejected).toBe(ROWS);
    expect(done.rejected).toBe(Math.floor(ROWS / 9));

    const [stored] = await t.dataSource.query(
      `SELECT count(*)::int AS n, count(DISTINCT batch_row)::int AS rows, min(batch_row) AS first, max(batch_row) AS last
       FROM submissions WHERE batch_id = $1`,
      [id],
    );
    expect(stored).toEqual({ n: done.accepted, rows: done.accepted, first: 2, last: ROWS + 1 });
    const [errors] = await t.dataSource.query(
      `SELECT count(*)::int AS n, count(DISTINCT row_number)::int AS rows FROM submission_batch_errors WHERE batch_id = $1`,
      [id],
    );
    expect(errors).toEqual({ n: done.rejected, rows: done.rejected });
  }, 180_000);
});
