import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { unsupportedBodyMessage } from '../../src/common/http/body-media-type.js';
import { UNSTORABLE_TEXT_REASON } from '../../src/common/http/body-text.js';
import { JSON_TOO_DEEP_MESSAGE } from '../../src/common/http/json-depth.js';
import { NULL_BYTE_MESSAGE } from '../../src/common/http/null-bytes.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

/** One focused check per class of bug the OpenAPI fuzzer found. */
describe('Fuzzer findings', () => {
  let t: TestApp;
  let admin: string;
  const savedPrefix = process.env.BULLMQ_PREFIX;

  beforeAll(async () => {
    process.env.BULLMQ_PREFIX = `${savedPrefix ?? 'irl'}-fuzz-regressions-${process.pid}`;
    t = await createTestApp();
    await resetDatabase(t.dataSource);
    admin = await sessionCookieFor(t.dataSource, (await createUser(t.dataSource, { role: UserRole.Admin })).id);
  });
  afterAll(async () => {
    process.env.BULLMQ_PREFIX = savedPrefix;
    await t.close();
  });

  const post = (path: string, cookie: string) =>
    request(t.http).post(path).set('Cookie', cookie).set('Origin', SITE_ORIGIN).set('Content-Type', 'application/json');

  it('answers a deeply nested JSON body with 400 in the error shape (was a 500: stack overflow)', async () => {
    const deep = `${'{"a":['.repeat(2500)}1${']}'.repeat(2500)}`;
    const response = await post('/api/admin/store/flairs', admin).send(`{"nested":${deep},"name":"x"}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: JSON_TOO_DEEP_MESSAGE,
      path: '/api/admin/store/flairs',
      timestamp: expect.any(String),
    });
  });

  it('answers a null character in the query string with 400 (was a 500 from PostgreSQL)', async () => {
    const moderator = await sessionCookieFor(
      t.dataSource,
      (await createUser(t.dataSource, { role: UserRole.Moderator })).id,
    );
    const response = await request(t.http).get('/api/submissions/people?q=%00').set('Cookie', moderator);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      message: NULL_BYTE_MESSAGE,
      path: '/api/submissions/people',
    });
  });

  it('still accepts ordinary nesting (a bulk action with its payload)', async () => {
    const response = await post('/api/admin/bulk-actions', admin).send({
      action: 'promote',
      userIds: ['7c9e6679-7425-40de-944b-e07fc1f90ae7'],
      payload: { role: 'moderator' },
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['/api/admin/announcements', { title: 'Hello', content: 'World', type: 'info', expiresAt: null }, 'expiresAt'],
    [
      '/api/admin/bulk-actions',
      { action: 'ban', userIds: ['7c9e6679-7425-40de-944b-e07fc1f90ae7'], payload: null },
      'payload',
    ],
  ])('refuses null where the document does not allow it (%s, was accepted)', async (path, body, field) => {
    const response = await post(path, admin).send(body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field, reason: `${field} must not be null` }]);
  });

  it('still takes null where the document allows it (clearing an article excerpt and tags)', async () => {
    const author = await createUser(t.dataSource, { role: UserRole.Moderator });
    const article = await createArticle(t.dataSource, author, { excerpt: 'Old', tags: ['irl'] });
    const response = await request(t.http)
      .patch(`/api/articles/${article.id}`)
      .set('Cookie', await sessionCookieFor(t.dataSource, author.id))
      .set('Origin', SITE_ORIGIN)
      .send({ excerpt: null, tags: null });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ excerpt: null, tags: [] });
  });

  it('documents the HTML error page of the unsubscribe link as HTML, not as the JSON error shape', async () => {
    const document = JSON.parse(readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, unknown> }> }>>;
    };
    for (const method of ['get', 'post'])
      expect(Object.keys(document.paths['/api/notifications/unsubscribe'][method].responses['400'].content)).toEqual([
        'text/html',
      ]);
    const response = await request(t.http).get('/api/notifications/unsubscribe?token=forged');
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each([
    ['a null character', 'Rigs\u0000'],
    ['a lone surrogate', 'Rigs \ud800'],
  ])('answers %s in a body field with 400 naming it (was a 500 from PostgreSQL)', async (_what, title) => {
    const response = await post('/api/articles', admin).send(
      `{"title":${JSON.stringify(title)},"content":"<p>Body</p>","category":"Technology"}`,
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'Validation failed',
      errors: [{ field: 'title', reason: `title ${UNSTORABLE_TEXT_REASON}` }],
    });
  });

  it.each([
    ['binary', (n: number) => `0b${n.toString(2)}`],
    ['a leading space', (n: number) => `%20${n}`],
    ['an exponent', (n: number) => `${n}e0`],
    ['hexadecimal', (n: number) => `0x${n.toString(16)}`],
    ['a plus sign', (n: number) => `%2B${n}`],
    ['a decimal point', (n: number) => `${n}.0`],
  ])('answers a path id written in %s with 404 (the global pipe read it with Number())', async (_form, write) => {
    const author = await createUser(t.dataSource, { role: UserRole.Moderator });
    const article = await createArticle(t.dataSource, author);
    expect((await request(t.http).get(`/api/articles/${article.id}/related`)).status).toBe(200);
    const response = await request(t.http).get(`/api/articles/${write(article.id)}/related`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ statusCode: 404, message: 'Article Not Found' });
  });

  describe('bodies in a media type the route does not take (form-encoded was accepted by JSON routes)', () => {
    let member: string;
    beforeAll(async () => {
      member = await sessionCookieFor(t.dataSource, (await createUser(t.dataSource)).id);
    });
    const send = (method: 'patch' | 'post', path: string, type: string, body: string) => {
      const http = request(t.http);
      return (method === 'patch' ? http.patch(path) : http.post(path))
        .set('Cookie', member)
        .set('Origin', SITE_ORIGIN)
        .set('Content-Type', type)
        .send(body);
    };

    it.each([
      ['patch', '/api/settings', 'application/x-www-form-urlencoded', 'theme=dark'],
      [
        'post',
        '/api/support/username-conflict',
        'application/x-www-form-urlencoded',
        'conflictType=rightful-owner&desiredUsername=someone&explanation=mine&contactEmail=a%40b.example',
      ],
      ['patch', '/api/settings', 'text/plain', '{"theme":"dark"}'],
      ['post', '/api/support/username-conflict', 'multipart/form-data; boundary=x', '--x--\r\n'],
    ] as const)('%s %s as %s: 415 in the error shape', async (method, path, type, body) => {
      const response = await send(method, path, type, body);
      expect(response.status).toBe(415);
      expect(response.body).toEqual({
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: unsupportedBodyMessage(['application/json']),
        path,
        timestamp: expect.any(String),
      });
    });

    it('still takes JSON (with a charset) and requests without a body', async () => {
      const json = await send('patch', '/api/settings', 'application/json; charset=utf-8', '{"theme":"dark"}');
      expect(json.status).toBe(200);
      const empty = await request(t.http).post('/api/auth/logout').set('Cookie', member).set('Origin', SITE_ORIGIN);
      expect(empty.status).not.toBe(415);
    });

    it('still takes the form-encoded one-click unsubscribe and refuses JSON there', async () => {
      const form = await request(t.http)
        .post('/api/notifications/unsubscribe?token=forged')
        .type('form')
        .send('List-Unsubscribe=One-Click');
      expect(form.status).toBe(400); // the token's HTML page, not a 415: the body was taken
      expect(form.headers['content-type']).toMatch(/^text\/html/);
      const json = await request(t.http)
        .post('/api/notifications/unsubscribe?token=forged')
        .set('Content-Type', 'application/json')
        .send('{}');
      expect(json.status).toBe(415);
      expect(json.body.message).toBe(unsupportedBodyMessage(['application/x-www-form-urlencoded']));
    });
  });

  describe('integer query parameters written other than in decimal digits (0x10 was read as 16)', () => {
    it.each(['0x10', '1e3', ' 16', '+16', '16.0', '', '0b1', '１６'])(
      'articleId=%j: 400 naming articleId',
      async (value) => {
        const response = await request(t.http)
          .get('/api/article-drafts')
          .query({ articleId: value })
          .set('Cookie', admin);
        expect(response.status).toBe(400);
        expect(response.body.errors.map((e: { field: string }) => e.field)).toEqual(['articleId']);
      },
    );

    it.each(['0x10', '1e1', ' 5', '+5', '5.0'])('limit=%j on a list: 400 naming limit', async (value) => {
      const response = await request(t.http).get('/api/articles').query({ limit: value });
      expect(response.status).toBe(400);
      expect(response.body.errors.map((e: { field: string }) => e.field)).toEqual(['limit']);
    });

    it('still reads plain digits', async () => {
      await request(t.http).get('/api/articles').query({ limit: '16' }).expect(200);
      const draft = await request(t.http).get('/api/article-drafts').query({ articleId: '16' }).set('Cookie', admin);
      expect(draft.status).not.toBe(400);
    });
  });
});
