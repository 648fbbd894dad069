import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { AuditLogEntry } from '../../src/modules/audit/entities/audit-log-entry.entity.js';
import { ReferenceLinkCheck } from '../../src/modules/link-checks/entities/reference-link-check.entity.js';
import { QueueName } from '../../src/queues/queue-names.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { as, signedIn, validArticle, type Actor } from '../articles/article-fixtures.js';
import { SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { startTestWorker } from '../utils/test-worker.js';
import { waitFor } from '../utils/wait-for.js';
import { startLinkStandIn, type LinkStandIn } from './link-stand-in.js';

const web = (url: string, title = 'A source') => ({ kind: 'web', url, title });
const stream = (overrides: Record<string, unknown> = {}) => ({
  kind: 'stream',
  platform: 'twitch',
  videoId: '123456',
  timestamp: '1:23:45',
  ...overrides,
});

describe('Article references', () => {
  const saved = { ...process.env };
  let t: TestApp;
  let worker: INestApplicationContext;
  let queue: Queue;
  let site: LinkStandIn;
  let moderator: Actor;
  let admin: Actor;

  beforeAll(async () => {
    // The stand-in listens on loopback, which only this setting lets the checker reach.
    process.env.LINK_CHECK_ALLOW_PRIVATE_ADDRESSES = 'true';
    process.env.LINK_CHECK_TIMEOUT_MS = '400';
    site = await startLinkStandIn();
    t = await createTestApp();
    worker = await startTestWorker();
    queue = worker.get<Queue>(getQueueToken(QueueName.LinkChecks));
  });
  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    moderator = await signedIn(t.dataSource, { role: UserRole.Moderator });
    admin = await signedIn(t.dataSource, { role: UserRole.Admin });
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await worker.close();
    await t.close();
    await site.close();
    process.env = saved;
  });

  const publish = (body: Record<string, unknown>) => as(t, moderator).post('/api/articles').send(validArticle(body));
  const fieldsOf = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field);

  describe('writing', () => {
    it('stores web and stream sources and the body keeps only the citation marker form', async () => {
      const response = await publish({
        content:
          '<p>It began<sup data-cite="1" class="x" onclick="evil()">1</sup> on a bike<sup data-cite="2">2</sup>' +
          ' at 10<sup>3</sup> metres<sup data-cite="1"><em>1</em></sup>.</p>',
        references: [
          {
            kind: 'web',
            url: ' https://example.org/story ',
            title: 'The story',
            publisher: 'IRL Times',
            date: '2016-05-01',
          },
          stream(),
        ],
      }).expect(201);

      expect(response.body.content).toBe(
        '<p>It began<sup data-cite="1">1</sup> on a bike<sup data-cite="2">2</sup> at 103 metres.</p>',
      );
      expect(response.body.references).toEqual([
        expect.objectContaining({
          number: 1,
          kind: 'web',
          url: 'https://example.org/story',
          title: 'The story',
          publisher: 'IRL Times',
          date: '2016-05-01',
          label: 'The story',
          link: 'https://example.org/story',
        }),
        expect.objectContaining({
          number: 2,
          kind: 'stream',
          platform: 'twitch',
          videoType: 'vod',
          videoId: '123456',
          timestamp: '1:23:45',
          label: 'Twitch VOD 123456 at 1:23:45',
          link: 'https://www.twitch.tv/videos/123456?t=1h23m45s',
        }),
      ]);
      const read = await request(t.http).get(`/api/articles/${response.body.id}`).expect(200);
      expect(read.body.references).toHaveLength(2);
    });

    it.each([
      ['a javascript: address', [web('javascript:alert(1)')], 'references.0.url'],
      ['a relative address', [web('/wiki/page')], 'references.0.url'],
      ['a web source without a title', [{ kind: 'web', url: 'https://example.org' }], 'references.0.title'],
      ['an overlong title', [web('https://example.org', 'x'.repeat(301))], 'references.0.title'],
      ['an unknown kind', [{ kind: 'book', title: 'A book' }], 'references.0.kind'],
      ['a platform outside the list', [stream({ platform: 'myspace' })], 'references.0.platform'],
      ['a stream without a video id', [stream({ videoId: null })], 'references.0.videoId'],
      ['a video id with a slash', [stream({ videoId: '12/34' })], 'references.0.videoId'],
      ['a malformed timestamp', [stream({ timestamp: '1:2:3' })], 'references.0.timestamp'],
      ['minutes past 59', [stream({ timestamp: '1:60:00' })], 'references.0.timestamp'],
      ['a stream URL that is not http', [stream({ url: 'ftp://example.org/v' })], 'references.0.url'],
      ['a date that is not YYYY-MM-DD', [{ ...web('https://example.org'), date: 'May 2016' }], 'references.0.date'],
      ['an unknown field', [{ ...web('https://example.org'), quote: 'x' }], 'references.0.quote'],
      ['a second bad entry', [web('https://example.org'), stream({ platform: 'x' })], 'references.1.platform'],
    ])('refuses %s with a 400 naming the field', async (_case, references, field) => {
      const response = await publish({ references }).expect(400);
      expect(fieldsOf(response.body)).toContain(field);
    });

    it('refuses a citation number without its reference, naming content', async () => {
      const response = await publish({
        content: '<p>Claim<sup data-cite="2">2</sup></p>',
        references: [web('https://example.org')],
      }).expect(400);
      expect(response.body.errors).toEqual([
        { field: 'content', reason: 'content cites [2] but the article has 1 reference' },
      ]);
    });

    it('keeps references in the history: an edit of them is a revision whose diff shows them changed', async () => {
      const created = await publish({
        content: '<p>Claim<sup data-cite="1">1</sup></p>',
        references: [stream({ timestamp: '0:10' })],
      }).expect(201);
      const id = created.body.id as number;
      await as(t, moderator)
        .patch(`/api/articles/${id}`)
        .send({ references: [stream({ timestamp: '0:20', platform: 'youtube', videoId: 'dQw4w9WgXcQ' })] })
        .expect(200);

      const list = await request(t.http).get(`/api/articles/${id}/revisions`).expect(200);
      expect(list.body[0]).toMatchObject({ number: 2, changedFields: ['references'], summary: 'Changed references' });
      const detail = await request(t.http).get(`/api/articles/${id}/revisions/${list.body[0].id}`).expect(200);
      expect(detail.body.revision.references[0]).toMatchObject({ label: 'YouTube VOD dQw4w9WgXcQ at 0:20' });
      expect(detail.body.previous.references[0]).toMatchObject({ label: 'Twitch VOD 123456 at 0:10' });
      expect(detail.body.diff).toEqual(
        expect.arrayContaining([
          { type: 'removed', text: '[1] Twitch VOD 123456 at 0:10 https://www.twitch.tv/videos/123456?t=0h0m10s' },
          {
            type: 'added',
            text: '[1] YouTube VOD dQw4w9WgXcQ at 0:20 https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=20s',
          },
        ]),
      );
    });
  });

  describe('dead links', () => {
    const checks = () => t.dataSource.getRepository(ReferenceLinkCheck).find({ order: { url: 'ASC' } });
    const runCheck = async () => {
      const before = new Date();
      const accepted = await as(t, admin).post('/api/admin/dead-links/check').expect(202);
      expect(accepted.body.jobId).toEqual(expect.any(String));
      const job = await waitFor(
        () => queue.getJob(accepted.body.jobId as string),
        (found) => !!found?.finishedOn,
      );
      expect(job?.failedReason).toBeUndefined();
      return before;
    };

    it('checks every cited address once, marks 404s and timeouts dead and the rest alive, and lists them for admins', async () => {
      const urls = ['ok', 'gone', 'no-head', 'moved', 'slow', 'loop'].map((path) => `${site.base}/${path}`);
      const first = await publish({
        title: 'Cites four',
        references: [web(urls[0]), web(urls[1], 'Gone page'), web(urls[2]), stream({ url: urls[3] })],
      }).expect(201);
      // The same address cited twice is fetched once.
      await publish({ title: 'Cites two', references: [web(urls[4], 'Slow page'), web(urls[1], 'Gone again')] }).expect(
        201,
      );
      await publish({ title: 'Cites a loop', references: [web(urls[5], 'Loop')] }).expect(201);
      site.requests.length = 0;

      const startedAt = await runCheck();

      const results = await checks();
      expect(results.map((r) => [r.url.replace(site.base, ''), r.statusCode, r.error, r.dead])).toEqual([
        ['/gone', 404, null, true],
        ['/loop', null, 'too many redirects', true],
        ['/moved', 200, null, false],
        ['/no-head', 200, null, false],
        ['/ok', 200, null, false],
        ['/slow', null, 'timed out', true],
      ]);
      for (const result of results)
        expect(result.checkedAt.getTime()).toBeGreaterThanOrEqual(startedAt.getTime() - 1000);
      expect(site.requests.filter((r) => r === 'HEAD /gone')).toHaveLength(1);
      expect(site.requests).toEqual(
        expect.arrayContaining(['HEAD /no-head', 'GET /no-head', 'HEAD /moved', 'HEAD /ok']),
      );

      const list = await as(t, admin).get('/api/admin/dead-links').expect(200);
      expect(list.body.lastCheckedAt).toEqual(expect.any(String));
      expect(
        list.body.items.map((item: { articleTitle: string; referenceNumber: number; source: string }) => [
          item.articleTitle,
          item.referenceNumber,
          item.source,
        ]),
      ).toEqual(
        expect.arrayContaining([
          ['Cites four', 2, 'Gone page'],
          ['Cites two', 1, 'Slow page'],
          ['Cites two', 2, 'Gone again'],
          ['Cites a loop', 1, 'Loop'],
        ]),
      );
      expect(list.body.items).toHaveLength(4);
      expect(list.body.items[0]).toMatchObject({
        articleId: expect.any(Number),
        url: expect.stringContaining(site.base),
      });

      // Paged: two at a time gives the same rows.
      const page1 = await as(t, admin).get('/api/admin/dead-links?limit=2').expect(200);
      const page2 = await as(t, admin)
        .get(`/api/admin/dead-links?limit=2&cursor=${page1.body.nextCursor as string}`)
        .expect(200);
      expect([...page1.body.items, ...page2.body.items]).toEqual(list.body.items);

      const audit = await t.dataSource.getRepository(AuditLogEntry).findBy({ action: 'admin.links.check_requested' });
      expect(audit).toEqual([expect.objectContaining({ actorId: admin.user.id })]);

      // A page that comes back is alive at the next check; an address no longer cited is forgotten.
      site.statuses.set('/gone', 200);
      await as(t, moderator)
        .patch(`/api/articles/${first.body.id as number}`)
        .send({ references: [web(urls[1], 'Gone page')] })
        .expect(200);
      await runCheck();
      const after = await checks();
      expect(after.find((r) => r.url.endsWith('/gone'))).toMatchObject({ statusCode: 200, dead: false });
      expect(after.some((r) => r.url.endsWith('/ok'))).toBe(false);
      const relisted = await as(t, admin).get('/api/admin/dead-links').expect(200);
      expect(relisted.body.items.map((item: { source: string }) => item.source).sort()).toEqual(['Loop', 'Slow page']);
      site.statuses.clear();
    });

    it('refuses the list and the check to visitors (401), members and moderators (403)', async () => {
      const member = await signedIn(t.dataSource);
      await request(t.http).get('/api/admin/dead-links').expect(401);
      await request(t.http).post('/api/admin/dead-links/check').set('Origin', SITE_ORIGIN).expect(401);
      for (const actor of [member, moderator]) {
        await as(t, actor).get('/api/admin/dead-links').expect(403);
        await as(t, actor).post('/api/admin/dead-links/check').expect(403);
      }
      expect(await queue.getJobCounts('waiting', 'active')).toEqual({ waiting: 0, active: 0 });
    });

    it('refuses a forged cursor with a 400', async () => {
      const response = await as(t, admin).get('/api/admin/dead-links?cursor=bm9wZQ').expect(400);
      expect(fieldsOf(response.body)).toEqual(['cursor']);
    });
  });
});
