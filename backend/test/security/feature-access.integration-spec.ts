import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

/**
 * The operations behind each feature an admin can restrict. A feature without an operation yet
 * (the store) has none: new endpoints add @RequiresFeature and land in the walk below by themselves.
 */
const GATED: Record<string, string[]> = {
  contribute: ['createArticle', 'updateArticle'],
  browse: ['searchArticles'],
  messages: [
    'sendMessage',
    'listConversations',
    'getUnreadMessageCount',
    'getConversation',
    'markConversationRead',
    'streamMessages',
  ],
};

const FEATURE_NOTE = /Part of the \*(\w+)\* feature/;
const ADMINS_ONLY = 'This feature is available to admins only.';

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  operationId: string;
  feature: string;
}

function concretePath(path: string, articleId: number): string {
  return path.replace(/\{id\}/g, String(articleId)).replace(/\{userId\}/g, randomUUID());
}

describe('Feature access, enforced by the server', () => {
  let t: TestApp;
  let gated: Operation[];
  let adminCookie: string;
  let moderatorCookie: string;
  let articleId: number;

  const setAccess = (mode: 'everyone' | 'admins') =>
    request(t.http)
      .put('/api/admin/feature-access')
      .set('Cookie', adminCookie)
      .set('Origin', SITE_ORIGIN)
      .send({ mode })
      .expect(200);

  const call = (operation: Operation, cookie: string) => {
    const agent = request(t.http);
    const req = agent[operation.method](concretePath(operation.path, articleId))
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookie)
      .set('Accept', 'application/json');
    if (['post', 'put', 'patch'].includes(operation.method)) void req.send({});
    return req;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await resetDatabase(t.dataSource);
    const admin = await createUser(t.dataSource, { role: UserRole.Admin });
    const moderator = await createUser(t.dataSource, { role: UserRole.Moderator });
    adminCookie = await sessionCookieFor(t.dataSource, admin.id);
    moderatorCookie = await sessionCookieFor(t.dataSource, moderator.id);
    const created = await request(t.http)
      .post('/api/articles')
      .set('Cookie', moderatorCookie)
      .set('Origin', SITE_ORIGIN)
      .send({ title: 'Gated', content: '<p>Body</p>', category: 'Technology' });
    articleId = created.body.id ?? 1;
    const document = await request(t.http).get('/api/docs-json').expect(200);
    gated = Object.entries(
      document.body.paths as Record<string, Record<string, { operationId: string; description?: string }>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, op]) => {
        const feature = FEATURE_NOTE.exec(op.description ?? '')?.[1];
        return feature ? [{ method: method as Operation['method'], path, operationId: op.operationId, feature }] : [];
      }),
    );
  });
  afterAll(() => t.close());

  it('marks every operation of Content Creation, Browse and Direct Messages as part of its feature', () => {
    for (const [feature, operationIds] of Object.entries(GATED)) {
      for (const operationId of operationIds) {
        expect({ operationId, feature: gated.find((op) => op.operationId === operationId)?.feature }).toEqual({
          operationId,
          feature,
        });
      }
    }
  });

  it('refuses every gated operation to a moderator when set to admins only, and lets admins through', async () => {
    await setAccess('admins');
    const refusedToModerator: string[] = [];
    const refusedToAdmin: string[] = [];
    for (const operation of gated) {
      const asModerator = await call(operation, moderatorCookie);
      if (asModerator.status !== 403 || asModerator.body.message !== ADMINS_ONLY) {
        refusedToModerator.push(`${operation.operationId}: ${asModerator.status}`);
      }
      const asAdmin = await call(operation, adminCookie);
      if (asAdmin.status === 401 || asAdmin.status === 403) refusedToAdmin.push(operation.operationId);
    }
    expect(refusedToModerator).toEqual([]);
    expect(refusedToAdmin).toEqual([]);
    await setAccess('everyone');
  });

  it('lets a moderator create an article again once open to everyone', async () => {
    await setAccess('admins');
    await request(t.http)
      .post('/api/articles')
      .set('Cookie', moderatorCookie)
      .set('Origin', SITE_ORIGIN)
      .send({ title: 'Refused', content: '<p>Body</p>', category: 'Technology' })
      .expect(403);
    await setAccess('everyone');
    await request(t.http)
      .post('/api/articles')
      .set('Cookie', moderatorCookie)
      .set('Origin', SITE_ORIGIN)
      .send({ title: 'Allowed', content: '<p>Body</p>', category: 'Technology' })
      .expect(201);
  });
});
