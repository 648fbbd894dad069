import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ImportedSubmissionsWriter } from '../../src/modules/submissions/imported-submissions.writer.js';
import { validateSubmission, type SubmissionValue } from '@irl/shared';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { signedIn, type Actor } from '../articles/article-fixtures.js';
import { useTestApp } from '../utils/test-app.js';

const person = {
  type: 'person',
  name: 'Ice Poseidon',
  description: 'Pioneer of IRL streaming who broadcast from buses, planes and hostels.',
  nicknames: ['Ice', ''],
  akas: ['Paul Denino'],
  isStreamer: true,
  streamLink: 'https://kick.com/iceposeidon',
  location: 'Los Angeles',
  previousLocations: ['Miami', ' '],
  associatedWith: ['Cx Network'],
  videos: ['https://youtube.com/watch?v=abc'],
  links: [],
  photos: [''],
  tags: ['irl', 'pioneer'],
};

describe('Submissions: contribute, review, decisions', () => {
  const t = useTestApp();
  let user: User;
  let userCookie: string;
  let moderatorCookie: string;
  let admin: Actor;

  beforeEach(async () => {
    user = await createUser(t.dataSource, { username: 'contributor' });
    userCookie = await sessionCookieFor(t.dataSource, user.id);
    const moderator = await createUser(t.dataSource, { username: 'mod', role: UserRole.Moderator });
    moderatorCookie = await sessionCookieFor(t.dataSource, moderator.id);
    admin = await signedIn(t.dataSource, { username: 'boss', role: UserRole.Admin });
  });

  const submit = (body: object, cookie = userCookie) =>
    request(t.http).post('/api/submissions').set('Origin', SITE_ORIGIN).set('Cookie', cookie).send(body);
  const adminPost = (path: string, body: object = {}, cookie = admin.cookie) =>
    request(t.http).post(`/api/admin/submissions${path}`).set('Origin', SITE_ORIGIN).set('Cookie', cookie).send(body);
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.dataSource.query<{ n: string }[]>(sql, params))[0].n);

  describe('submitting', () => {
    it('stores a person pending with blank list entries dropped and the stream link kept', async () => {
      const created = await submit(person).expect(201);
      expect(created.body.submission).toMatchObject({ type: 'person', status: 'pending', name: 'Ice Poseidon' });
      expect(created.body.possibleDuplicates).toEqual([]);
      const [row] = await t.dataSource.query<
        { details: Record<string, unknown>; tags: string[]; submitted_by: string }[]
      >(`SELECT details, tags, submitted_by FROM submissions WHERE id = $1`, [created.body.submission.id]);
      expect(row.submitted_by).toBe(user.id);
      expect(row.tags).toEqual(['irl', 'pioneer']);
      expect(row.details).toEqual({
        nicknames: ['Ice'],
        akas: ['Paul Denino'],
        isStreamer: true,
        streamLink: 'https://kick.com/iceposeidon',
        location: 'Los Angeles',
        previousLocations: ['Miami'],
        associatedWith: ['Cx Network'],
        videos: ['https://youtube.com/watch?v=abc'],
      });
    });

    it('answers 400 naming each field with the spec wording', async () => {
      const response = await submit({ type: 'person', name: ' ', description: 'short' }).expect(400);
      expect(response.body.message).toBe('Name is required');
      expect(response.body.errors).toEqual([
        { field: 'name', reason: 'Name is required' },
        { field: 'description', reason: 'Description must be at least 10 characters' },
      ]);
    });

    it.each([
      ['person', { isStreamer: true, streamLink: 'not a url' }, 'streamLink', 'Stream link must be a valid URL'],
      ['person', { videos: ['javascript:alert(1)'] }, 'videos', 'Every entry of Videos must be a valid http(s) URL'],
      ['event', { links: ['ftp://x.example'] }, 'links', 'Every entry of Links must be a valid http(s) URL'],
      ['meme', { photos: ['data:image/png;base64,AA'] }, 'photos', 'Every entry of Photos must be a valid http(s) URL'],
      [
        'place',
        { coordinates: '40.7' },
        'coordinates',
        'Coordinates must be latitude,longitude (e.g. 40.7128,-74.0060)',
      ],
      ['place', { placeType: 'castle' }, 'placeType', expect.stringContaining('Event Venue')],
      ['group', { activeStatus: 'sleeping' }, 'activeStatus', expect.stringContaining('Disbanded')],
      ['event', { date: '2017-02-30' }, 'date', 'Date must be YYYY, YYYY-MM or YYYY-MM-DD'],
      ['meme', { venue: 'A bar' }, 'venue', 'venue does not apply to a meme'],
      ['group', { nicknames: ['x'] }, 'nicknames', 'nicknames does not apply to a group'],
      ['aardvark', {}, 'type', 'Type must be one of person, event, place, meme or group'],
    ])('refuses a bad %s field (%j)', async (type, extra, field, reason) => {
      const response = await submit({ type, name: 'Name', description: 'Long enough description.', ...extra }).expect(
        400,
      );
      expect(response.body.errors).toEqual([{ field, reason }]);
    });

    it('refuses a field no submission has (the whitelist)', async () => {
      const response = await submit({ ...person, points: 1000 }).expect(400);
      expect(response.body.errors).toEqual([{ field: 'points', reason: expect.any(String) }]);
    });

    it('accepts each type with its own fields', async () => {
      const base = { name: 'Something notable', description: 'A long enough description.' };
      await submit({
        ...base,
        type: 'event',
        date: '2017-03',
        endDate: '2017-03-05',
        venue: 'Tokyo',
        participants: ['A'],
      }).expect(201);
      await submit({
        ...base,
        type: 'place',
        address: '1 Main St',
        coordinates: '35.6,139.7',
        placeType: 'venue',
      }).expect(201);
      await submit({ ...base, type: 'meme', origin: 'A stream', popularityPeriod: '2016-2017' }).expect(201);
      await submit({ ...base, type: 'group', memberCount: '12', founded: '2016', activeStatus: 'disbanded' }).expect(
        201,
      );
      expect(await count(`SELECT count(*) AS n FROM submissions WHERE status = 'pending'`)).toBe(4);
    });
  });

  describe('permissions', () => {
    it('refuses anonymous callers and lets only admins review (moderators may not)', async () => {
      await request(t.http).post('/api/submissions').set('Origin', SITE_ORIGIN).send(person).expect(401);
      await request(t.http).get('/api/submissions/mine').expect(401);
      await request(t.http).get('/api/admin/submissions').set('Cookie', userCookie).expect(403);
      await request(t.http).get('/api/admin/submissions').set('Cookie', moderatorCookie).expect(403);
      const id = (await submit(person).expect(201)).body.submission.id as string;
      await adminPost(`/${id}/approve`, {}, moderatorCookie).expect(403);
      await adminPost(`/${id}/reject`, { reason: 'no' }, moderatorCookie).expect(403);
      await request(t.http).get('/api/admin/submissions').set('Cookie', admin.cookie).expect(200);
    });

    it('refuses contributions from non-admins while Contribute is restricted to admins', async () => {
      await request(t.http)
        .put('/api/admin/feature-access')
        .set('Cookie', admin.cookie)
        .set('Origin', SITE_ORIGIN)
        .send({ mode: 'admins' })
        .expect(200);
      await submit(person).expect(403);
      await request(t.http).get('/api/submissions/people').set('Cookie', userCookie).expect(403);
      await submit(person, admin.cookie).expect(201);
      // Their own list stays readable, so past decisions remain visible.
      await request(t.http).get('/api/submissions/mine').set('Cookie', userCookie).expect(200);
    });
  });

  describe('duplicates', () => {
    it('tells the submitter about similar pending submissions of the same type, by name or alias', async () => {
      await submit(person).expect(201);
      const similar = await submit({ type: 'person', name: 'Ice Poseidonn', description: 'Same person, typo.' }).expect(
        201,
      );
      expect(similar.body.possibleDuplicates).toEqual([
        expect.objectContaining({ kind: 'submission', name: 'Ice Poseidon', type: 'person' }),
      ]);
      const byAlias = await submit({ type: 'person', name: 'Paul Denino', description: 'Real name of Ice.' }).expect(
        201,
      );
      expect(byAlias.body.possibleDuplicates.map((d: { name: string }) => d.name)).toContain('Ice Poseidon');
      const otherType = await submit({
        type: 'meme',
        name: 'Ice Poseidon',
        description: 'A meme with his name.',
      }).expect(201);
      expect(otherType.body.possibleDuplicates).toEqual([]);
    });

    it('finds approved archive entries too, and shows the reviewer the candidates', async () => {
      const first = (await submit(person).expect(201)).body.submission.id as string;
      await adminPost(`/${first}/approve`).expect(200);
      const again = await submit({ type: 'person', name: 'ice poseidon', description: 'Submitted twice.' }).expect(201);
      expect(again.body.possibleDuplicates).toEqual([
        expect.objectContaining({ kind: 'entry', name: 'Ice Poseidon', slug: expect.any(String) }),
      ]);
      const detail = await request(t.http)
        .get(`/api/admin/submissions/${again.body.submission.id}`)
        .set('Cookie', admin.cookie)
        .expect(200);
      expect(detail.body.possibleDuplicates[0]).toMatchObject({ kind: 'entry', name: 'Ice Poseidon' });
    });

    it("never shows a member another member's pending submissions, which the reviewer still sees", async () => {
      const other = await createUser(t.dataSource, { username: 'someone_else' });
      const othersPending = (await submit(person, await sessionCookieFor(t.dataSource, other.id)).expect(201)).body
        .submission.id as string;
      const mine = await submit({ type: 'person', name: 'Ice Poseidonn', description: 'Same person, typo.' }).expect(
        201,
      );
      expect(mine.body.possibleDuplicates).toEqual([]);
      expect(JSON.stringify(mine.body)).not.toContain(othersPending);
      // Their own earlier pending submission is theirs to see.
      const again = await submit({ type: 'person', name: 'Ice Poseidonnn', description: 'Once more.' }).expect(201);
      expect(again.body.possibleDuplicates).toEqual([
        expect.objectContaining({ kind: 'submission', id: mine.body.submission.id, name: 'Ice Poseidonn' }),
      ]);
      expect(JSON.stringify(again.body)).not.toContain(othersPending);
      // The reviewer sees every candidate, and the inbox badge counts them.
      const detail = await request(t.http)
        .get(`/api/admin/submissions/${mine.body.submission.id as string}`)
        .set('Cookie', admin.cookie)
        .expect(200);
      expect(detail.body.possibleDuplicates.map((d: { id: string }) => d.id)).toContain(othersPending);
      expect(detail.body.possibleDuplicateCount).toBeGreaterThan(0);
    });
  });

  describe('review', () => {
    it('lists with filters and shows every field of one submission', async () => {
      const id = (await submit(person).expect(201)).body.submission.id as string;
      await submit({ type: 'meme', name: 'Bus stream', description: 'The bus stream meme.' }).expect(201);
      const list = (query: Record<string, string>) =>
        request(t.http).get('/api/admin/submissions').query(query).set('Cookie', admin.cookie).expect(200);
      expect((await list({})).body.total).toBe(2);
      const people = (await list({ type: 'person', status: 'pending' })).body;
      expect(people.items).toEqual([
        expect.objectContaining({
          id,
          type: 'person',
          status: 'pending',
          name: 'Ice Poseidon',
          submittedBy: expect.objectContaining({ username: 'contributor' }),
          submittedAt: expect.any(String),
        }),
      ]);
      expect((await list({ status: 'approved' })).body.items).toEqual([]);
      const page1 = (await list({ limit: '1' })).body;
      const page2 = (await list({ limit: '1', cursor: page1.nextCursor })).body;
      expect([page1.items[0].name, page2.items[0].name]).toEqual(['Bus stream', 'Ice Poseidon']);
      await request(t.http)
        .get('/api/admin/submissions')
        .query({ type: 'article' })
        .set('Cookie', admin.cookie)
        .expect(400);

      const detail = await request(t.http).get(`/api/admin/submissions/${id}`).set('Cookie', admin.cookie).expect(200);
      expect(detail.body.fields).toMatchObject({
        name: 'Ice Poseidon',
        nicknames: ['Ice'],
        akas: ['Paul Denino'],
        isStreamer: true,
        streamLink: 'https://kick.com/iceposeidon',
        tags: ['irl', 'pioneer'],
      });
      await request(t.http).get(`/api/admin/submissions/${randomUUID()}`).set('Cookie', admin.cookie).expect(404);
      await request(t.http).get(`/api/admin/submissions/not-a-uuid`).set('Cookie', admin.cookie).expect(404);
    });

    it('approves once: creates the archive entry, awards 5 points, audits it and messages the submitter', async () => {
      const id = (await submit(person).expect(201)).body.submission.id as string;
      const approved = await adminPost(`/${id}/approve`).expect(200);
      expect(approved.body).toMatchObject({
        status: 'approved',
        reviewedBy: expect.objectContaining({ id: admin.user.id }),
      });
      expect(approved.body.archiveEntry).toEqual({ type: 'person', slug: expect.any(String) });

      expect(await count(`SELECT count(*) AS n FROM archive_entries WHERE source_submission_id = $1`, [id])).toBe(1);
      const ledger = await t.dataSource.query<{ delta: number; reason: string }[]>(
        `SELECT delta, reason FROM points_ledger WHERE user_id = $1`,
        [user.id],
      );
      expect(ledger).toEqual([{ delta: 5, reason: 'submission.approved' }]);
      const [{ available_points }] = await t.dataSource.query<{ available_points: number }[]>(
        `SELECT available_points FROM users WHERE id = $1`,
        [user.id],
      );
      expect(available_points).toBe(5);
      expect(
        await count(
          `SELECT count(*) AS n FROM audit_log WHERE action = 'submission.approved' AND actor_id = $1 AND target_user_id = $2`,
          [admin.user.id, user.id],
        ),
      ).toBe(1);
      const [message] = await t.dataSource.query<{ sender_id: string; content: string }[]>(
        `SELECT sender_id, content FROM direct_messages WHERE receiver_id = $1`,
        [user.id],
      );
      expect(message.sender_id).toBe(ROOT_USER_ID);
      expect(message.content).toContain('was approved');

      // A second decision on it is a conflict, and changes nothing.
      await adminPost(`/${id}/approve`).expect(409);
      await adminPost(`/${id}/reject`, { reason: 'late' }).expect(409);
      expect(await count(`SELECT count(*) AS n FROM archive_entries`)).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM points_ledger`)).toBe(1);
    });

    it('decides for a submitter who cannot receive messages, and writes them none', async () => {
      const id = (await submit(person).expect(201)).body.submission.id as string;
      await t.dataSource.query(`UPDATE users SET is_banned = true WHERE id = $1`, [user.id]);
      await adminPost(`/${id}/approve`).expect(200);
      expect(await count(`SELECT count(*) AS n FROM archive_entries WHERE source_submission_id = $1`, [id])).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM direct_messages WHERE receiver_id = $1`, [user.id])).toBe(0);
    });

    it('approves a submission only once when two admins click at the same moment', async () => {
      const id = (await submit(person).expect(201)).body.submission.id as string;
      const statuses = (await Promise.all([adminPost(`/${id}/approve`), adminPost(`/${id}/approve`)])).map(
        (r) => r.status,
      );
      expect(statuses.sort()).toEqual([200, 409]);
      expect(await count(`SELECT count(*) AS n FROM points_ledger WHERE user_id = $1`, [user.id])).toBe(1);
    });

    it('rejects only with a reason, which the submitter sees in their list and in a message', async () => {
      const id = (await submit(person).expect(201)).body.submission.id as string;
      const refused = await adminPost(`/${id}/reject`, { reason: '   ' }).expect(400);
      expect(refused.body.errors).toEqual([{ field: 'reason', reason: 'A reason is required to reject a submission' }]);
      await adminPost(`/${id}/reject`, {}).expect(400);
      await adminPost(`/${id}/reject`, { reason: 'Not notable enough' }).expect(200);

      const mine = await request(t.http).get('/api/submissions/mine').set('Cookie', userCookie).expect(200);
      expect(mine.body.items).toEqual([
        expect.objectContaining({ id, status: 'rejected', reviewReason: 'Not notable enough', archiveEntry: null }),
      ]);
      expect(mine.body.total).toBe(1);
      // Audited by id: the reason stays with the submission, not in the log.
      expect(
        await count(
          `SELECT count(*) AS n FROM audit_log WHERE action = 'submission.rejected' AND details->>'submissionId' = $1`,
          [id],
        ),
      ).toBe(1);
      const [message] = await t.dataSource.query<{ content: string }[]>(
        `SELECT content FROM direct_messages WHERE receiver_id = $1 AND sender_id = $2`,
        [user.id, ROOT_USER_ID],
      );
      expect(message.content).toContain('Reason: Not notable enough');
      expect(await count(`SELECT count(*) AS n FROM points_ledger`)).toBe(0);
      // Another user never sees it in their list.
      const other = await createUser(t.dataSource, { username: 'other' });
      const theirs = await request(t.http)
        .get('/api/submissions/mine')
        .set('Cookie', await sessionCookieFor(t.dataSource, other.id))
        .expect(200);
      expect(theirs.body.items).toEqual([]);
    });
  });

  describe('CSV batches', () => {
    const rows = (names: string[]) =>
      names.map((name, index) => {
        const { value } = validateSubmission('meme', { name, description: `The ${name} meme of IRL streams.` });
        return { rowNumber: index + 2, value: value as SubmissionValue };
      });
    // submissions.batch_id references submission_batches: each test batch needs its row.
    const newBatch = async (): Promise<string> =>
      (
        await t.dataSource.query<{ id: string }[]>(
          `INSERT INTO submission_batches (type, submitted_by, file_name, size_bytes) VALUES ('meme', $1, 'memes.csv', 1) RETURNING id`,
          [user.id],
        )
      )[0].id;

    it('the import writer inserts each batch row exactly once, however often it runs', async () => {
      const service = t.app.get(ImportedSubmissionsWriter);
      const batchId = await newBatch();
      const first = await t.dataSource.transaction((manager) =>
        service.create(manager, { submittedBy: user.id, batchId, rows: rows(['Alpha', 'Beta', 'Gamma']) }),
      );
      const again = await t.dataSource.transaction((manager) =>
        service.create(manager, {
          submittedBy: user.id,
          batchId,
          rows: rows(['Alpha', 'Beta', 'Gamma', 'Delta']),
        }),
      );
      expect([first, again]).toEqual([3, 1]);
      expect(await count(`SELECT count(*) AS n FROM submissions WHERE batch_id = $1`, [batchId])).toBe(4);
      const [gamma] = await t.dataSource.query<{ batch_row: number; type: string; status: string }[]>(
        `SELECT batch_row, type, status FROM submissions WHERE name = 'Gamma'`,
      );
      expect(gamma).toEqual({ batch_row: 4, type: 'meme', status: 'pending' });
    });

    it('approves or rejects the pending rows of a batch in bulk, with points and one message', async () => {
      const service = t.app.get(ImportedSubmissionsWriter);
      const approveId = await newBatch();
      const rejectId = await newBatch();
      await t.dataSource.transaction(async (manager) => {
        await service.create(manager, {
          submittedBy: user.id,
          batchId: approveId,
          rows: rows(['One', 'Two', 'Three']),
        });
        await service.create(manager, {
          submittedBy: user.id,
          batchId: rejectId,
          rows: rows(['Four', 'Five']),
        });
      });
      const list = await request(t.http)
        .get('/api/admin/submissions')
        .query({ batchId: approveId })
        .set('Cookie', admin.cookie)
        .expect(200);
      expect(list.body.total).toBe(3);

      expect((await adminPost(`/batches/${approveId}/approve`).expect(200)).body).toEqual({ decided: 3 });
      await adminPost(`/batches/${approveId}/approve`).expect(409);
      await adminPost(`/batches/${rejectId}/reject`, {}).expect(400);
      expect((await adminPost(`/batches/${rejectId}/reject`, { reason: 'Duplicates' }).expect(200)).body).toEqual({
        decided: 2,
      });
      await adminPost(`/batches/${approveId}/approve`, {}, moderatorCookie).expect(403);

      expect(await count(`SELECT count(*) AS n FROM archive_entries`)).toBe(3);
      // Each approved row points at the entry made from it.
      expect(
        await count(
          `SELECT count(*) AS n FROM submissions s JOIN archive_entries e
             ON e.id = s.archive_entry_id AND e.slug = s.archive_entry_slug AND e.source_submission_id = s.id::text
           WHERE s.batch_id = $1 AND s.status = 'approved' AND s.reviewed_by = $2`,
          [approveId, admin.user.id],
        ),
      ).toBe(3);
      expect(await count(`SELECT COALESCE(sum(delta), 0) AS n FROM points_ledger WHERE user_id = $1`, [user.id])).toBe(
        15,
      );
      expect(
        await count(`SELECT count(*) AS n FROM submissions WHERE status = 'rejected' AND review_reason = 'Duplicates'`),
      ).toBe(2);
      expect(await count(`SELECT count(*) AS n FROM audit_log WHERE action LIKE 'submission.batch-%'`)).toBe(2);
      expect(await count(`SELECT count(*) AS n FROM direct_messages WHERE receiver_id = $1`, [user.id])).toBe(2);
    });
  });
});
