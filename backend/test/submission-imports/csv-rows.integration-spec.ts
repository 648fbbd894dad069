import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { fieldsOf, type SubmissionType } from '@irl/shared';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { QueueName } from '../../src/queues/queue-names.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { startTestWorker } from '../utils/test-worker.js';
import { waitFor } from '../utils/wait-for.js';
import { csvLine } from './csv-files.js';

const PERSON_COLUMNS = fieldsOf('person' as SubmissionType);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** One person row under the full template header, from the cells given (the rest blank). */
const personRow = (cells: Record<string, string>) => csvLine(PERSON_COLUMNS.map((column) => cells[column] ?? ''));
const good = (name: string, extra: Record<string, string> = {}) =>
  personRow({ name, description: `${name} streams outdoors every night.`, ...extra });

/**
 * What a spreadsheet shows of a file, row by row: the header is row 1, blank lines are rows, a cell with a
 * line break stays in its row, and a byte-order mark is not a row or a cell.
 */
describe('CSV rows as a spreadsheet shows them (numbers, encoding, names, columns)', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let alice: User;
  let cookie: string;

  const upload = (content: Buffer | string, fileName = 'people.csv') =>
    request(t.http)
      .post('/api/submissions/upload')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookie)
      .field('type', 'person')
      .attach('file', Buffer.from(content), { filename: fileName, contentType: 'text/csv' });

  const finished = async (id: string) =>
    (
      await waitFor(
        () => request(t.http).get(`/api/submissions/batches/${id}`).set('Cookie', cookie),
        (response) => ['completed', 'failed'].includes(response.body.status as string),
      )
    ).body as Record<string, unknown> & { id: string; status: string };

  const report = (id: string) =>
    request(t.http).get(`/api/submissions/batches/${id}/errors.csv`).set('Cookie', cookie).expect(200);

  beforeAll(async () => {
    t = await createTestApp();
    worker = await startTestWorker();
    await resetDatabase(t.dataSource);
    alice = await createUser(t.dataSource);
    cookie = await sessionCookieFor(t.dataSource, alice.id);
  });
  afterAll(async () => {
    await worker.get<Queue>(getQueueToken(QueueName.CsvImport)).obliterate({ force: true });
    await worker.close();
    await t.close();
  });

  it('numbers rows as a spreadsheet does, through a byte-order mark, blank lines and quoted line breaks', async () => {
    const lines = [
      csvLine(PERSON_COLUMNS), // row 1
      good('Row Two'), // row 2
      '', // row 3: a blank line
      good('Row Four', { description: 'A streamer who walks\nthrough two lines of one cell.' }), // row 4
      personRow({ name: 'Row Five', description: 'A bad video address below.', videos: 'not-a-url' }), // row 5
      '', // row 6
      PERSON_COLUMNS.map(() => '').join(','), // row 7: a row of empty cells, as spreadsheets export blank rows
      personRow({ name: 'Row Eight', description: 'short' }), // row 8
      good('Row Nine'), // row 9
    ];
    const content = Buffer.concat([UTF8_BOM, Buffer.from(`${lines.join('\r\n')}\r\n`)]);
    const uploaded = await upload(content).expect(202);
    const batch = await finished(uploaded.body.id as string);

    expect(batch).toMatchObject({ status: 'completed', acceptedRows: 3, rejectedRows: 2, progressPercent: 100 });
    const text = (await report(batch.id)).text.trim().split('\r\n');
    expect(text).toEqual([
      'row,field,reason',
      '5,videos,Every entry of Videos must be a valid http(s) URL',
      '8,description,Description must be at least 10 characters',
    ]);
    // The batch page lists the first rejected rows itself.
    expect(batch.firstErrors).toEqual([
      { rowNumber: 5, field: 'videos', reason: 'Every entry of Videos must be a valid http(s) URL' },
      { rowNumber: 8, field: 'description', reason: 'Description must be at least 10 characters' },
    ]);
    const stored = await t.dataSource.query<{ batch_row: number; name: string; description: string }[]>(
      `SELECT batch_row, name, description FROM submissions WHERE batch_id = $1 ORDER BY batch_row`,
      [batch.id],
    );
    expect(stored.map((row) => [row.batch_row, row.name])).toEqual([
      [2, 'Row Two'],
      [4, 'Row Four'],
      [9, 'Row Nine'],
    ]);
    expect(stored[1].description).toBe('A streamer who walks\nthrough two lines of one cell.');
  });

  it('names the row and column of a byte that is not UTF-8 and imports the other rows', async () => {
    const content = Buffer.concat([
      Buffer.from(`${csvLine(PERSON_COLUMNS)}\r\n${good('Row Two')}\r\n`),
      Buffer.from(`${good('Row Three', { location: 'Z\u00fcrich' })}\r\n`, 'latin1'),
      Buffer.from(`${good('Row Four', { location: 'Z\u00fcrich' })}\r\n`),
    ]);
    const uploaded = await upload(content).expect(202);
    const batch = await finished(uploaded.body.id as string);

    expect(batch).toMatchObject({ status: 'completed', acceptedRows: 2, rejectedRows: 1 });
    const [, line] = (await report(batch.id)).text.trim().split('\r\n');
    expect(line).toMatch(/^3,location,.*not UTF-8/);
    expect(line).toContain('0xFC');
    const [{ location }] = await t.dataSource.query<{ location: string }[]>(
      `SELECT details->>'location' AS location FROM submissions WHERE batch_id = $1 AND batch_row = 4`,
      [batch.id],
    );
    expect(location).toBe('Z\u00fcrich');
  });

  it('refuses a header that is not UTF-8 at once, naming row 1 and the column', async () => {
    const header = Buffer.from(`${csvLine(PERSON_COLUMNS).replace('location', 'locati\u00f6n')}\r\n`, 'latin1');
    const refused = await upload(Buffer.concat([header, Buffer.from(`${good('Row Two')}\r\n`)])).expect(400);
    expect(refused.body.errors[0].field).toBe('file');
    expect(refused.body.errors[0].reason).toMatch(/row 1, column 11.*not UTF-8/);
  });

  it('keeps a file name in any script, and the error report downloads under it', async () => {
    const csv = `${csvLine(PERSON_COLUMNS)}\r\n${good('Row Two')}\r\n${personRow({ name: 'Bad', description: 'short' })}\r\n`;
    const uploaded = await upload(csv, '\u00c4rchive-\u65e5\u672c.csv').expect(202);
    expect(uploaded.body.fileName).toBe('\u00c4rchive-\u65e5\u672c.csv');
    const batch = await finished(uploaded.body.id as string);
    expect(batch.fileName).toBe('\u00c4rchive-\u65e5\u672c.csv');

    const disposition = (await report(batch.id)).headers['content-disposition'];
    expect(disposition).toContain("filename*=UTF-8''%C3%84rchive-%E6%97%A5%E6%9C%AC_errors.csv");
    // The plain filename is the ASCII fallback for clients that do not read filename*.
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+_errors\.csv"/);
  });

  it('takes a header with only the required columns, in any order, and still refuses a missing one', async () => {
    const csv = [
      'description,name,location',
      csvLine(['Someone who streams from the road.', 'Short Header', 'Oslo']),
      csvLine(['x', 'Too short', '']),
    ].join('\n');
    const uploaded = await upload(csv).expect(202);
    const batch = await finished(uploaded.body.id as string);
    expect(batch).toMatchObject({ status: 'completed', acceptedRows: 1, rejectedRows: 1 });
    const [row] = await t.dataSource.query<{ name: string; details: Record<string, unknown> }[]>(
      `SELECT name, details FROM submissions WHERE batch_id = $1`,
      [batch.id],
    );
    expect(row).toEqual({ name: 'Short Header', details: { isStreamer: false, location: 'Oslo' } });

    const missing = await upload('name,location\nSomeone,Oslo\n').expect(400);
    expect(missing.body.errors[0].reason).toMatch(/missing: description/);
    const unknown = await upload('name,description,colour\nSomeone,Streams a lot outside,red\n').expect(400);
    expect(unknown.body.errors[0].reason).toMatch(/unknown: colour/);
  });
});
