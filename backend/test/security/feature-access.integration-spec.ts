import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { SiteSetting } from '../../src/modules/settings/entities/site-setting.entity.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createUser } from '../factories/user.factory.js';
import { browserRequest, sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

type Feature = 'browse' | 'store' | 'contribute' | 'messages';
const FEATURES: Feature[] = ['browse', 'store', 'contribute', 'messages'];

/**
 * The operations behind each switch. The walk below takes every operation the OpenAPI document marks
 * with a feature, so a new gated endpoint is walked by itself; this list makes sure none is lost.
 */
const GATED: Record<Feature, string[]> = {
  browse: ['searchArticles', 'listArchiveEntries', 'getArchiveTimeline'],
  store: [
    'listStoreItems',
    'listFlairs',
    'purchaseFlair',
    'purchaseFlairFromStore',
    'applyForFlair',
    'createPaymentIntent',
    'getMyPayment',
    'createBoost',
    'listMyBoosts',
    'getBoostQueue',
  ],
  contribute: [
    'createArticle',
    'updateArticle',
    'suggestArticleEdit',
    'createSubmission',
    'listSubmissionPeople',
    'uploadSubmissionBatch',
    'getSubmissionBatch',
    'downloadSubmissionBatchErrors',
    'downloadSubmissionTemplate',
  ],
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
const MODERATOR_NOTE = /Requires the moderator role/;
const ADMINS_ONLY = 'This feature is available to admins only.';

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  operationId: string;
  feature: Feature;
  needsModerator: boolean;
}

function concretePath(path: string, articleId: number): string {
  return path
    .replace(/\{id\}/g, String(articleId))
    .replace(/\{(userId|paymentIntentId|batchId)\}/g, randomUUID())
    .replace(/\{type\}/g, 'person')
    .replace(/\{\w+\}/g, 'x');
}

describe('Feature access: four switches, each enforced by the server on every gated operation', () => {
  let t: TestApp;
  let gated: Operation[];
  let adminCookie: string;
  let userCookie: string;
  let moderatorCookie: string;
  let articleId: number;

  const setFeatures = (features: Partial<Record<Feature, 'everyone' | 'admins'>>) =>
    browserRequest(t.http, 'put', '/api/admin/feature-access', adminCookie).send({ features }).expect(200);

  /** A member: a plain user, or a moderator where the operation needs that role anyway. */
  const memberCookie = (operation: Operation) => (operation.needsModerator ? moderatorCookie : userCookie);

  const call = async (operation: Operation, cookie: string) => {
    const agent = request(t.http);
    const req = agent[operation.method](concretePath(operation.path, articleId))
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookie)
      .set('Accept', 'application/json');
    // The stream answers 406 to Accept: application/json once past the guards, so it never stays open here.
    if (['post', 'put', 'patch'].includes(operation.method)) void req.send({});
    const res = await req;
    return { status: res.status, message: (res.body as { message?: string }).message };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await resetDatabase(t.dataSource);
    const admin = await createUser(t.dataSource, { role: UserRole.Admin });
    const user = await createUser(t.dataSource, { role: UserRole.User });
    const moderator = await createUser(t.dataSource, { role: UserRole.Moderator });
    adminCookie = await sessionCookieFor(t.dataSource, admin.id);
    userCookie = await sessionCookieFor(t.dataSource, user.id);
    moderatorCookie = await sessionCookieFor(t.dataSource, moderator.id);
    const created = await browserRequest(t.http, 'post', '/api/articles', moderatorCookie)
      .send({ title: 'Gated', content: '<p>Body</p>', category: 'Technology' })
      .expect(201);
    articleId = created.body.id;
    const document = await request(t.http).get('/api/docs-json').expect(200);
    gated = Object.entries(
      document.body.paths as Record<string, Record<string, { operationId: string; description?: string }>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, op]) => {
        const feature = FEATURE_NOTE.exec(op.description ?? '')?.[1] as Feature | undefined;
        if (!feature) return [];
        return [
          {
            method: method as Operation['method'],
            path,
            operationId: op.operationId,
            feature,
            needsModerator: MODERATOR_NOTE.test(op.description ?? ''),
          },
        ];
      }),
    );
  });
  afterAll(() => t.close());

  it('marks every operation of the four features as part of its feature, and no other', () => {
    const byFeature = Object.fromEntries(
      FEATURES.map((feature) => [
        feature,
        gated
          .filter((op) => op.feature === feature)
          .map((op) => op.operationId)
          .sort(),
      ]),
    );
    expect(byFeature).toEqual(Object.fromEntries(FEATURES.map((feature) => [feature, [...GATED[feature]].sort()])));
  });

  it.each(FEATURES)(
    'restricting %s refuses exactly its operations to members (403, a clear message), never to admins',
    async (feature) => {
      await setFeatures({ [feature]: 'admins' });
      const session = await request(t.http).get('/api/auth/user').set('Cookie', userCookie).expect(200);
      expect(session.body.featureAccess).toBe('mixed');
      expect(session.body.features[feature]).toBe('admins');

      const wrong: string[] = [];
      for (const operation of gated) {
        const asMember = await call(operation, memberCookie(operation));
        const refused = asMember.status === 403 && asMember.message === ADMINS_ONLY;
        if (refused !== (operation.feature === feature)) {
          wrong.push(`member ${operation.operationId}: ${asMember.status} ${asMember.message ?? ''}`);
        }
        if (operation.feature === feature) {
          const asAdmin = await call(operation, adminCookie);
          if (asAdmin.status === 401 || asAdmin.status === 403) wrong.push(`admin ${operation.operationId}`);
        }
      }
      expect(wrong).toEqual([]);

      await setFeatures({ [feature]: 'everyone' });
      const reopened: string[] = [];
      for (const operation of gated.filter((op) => op.feature === feature)) {
        const asMember = await call(operation, memberCookie(operation));
        // Allowed again: whatever the operation answers now (400, 404, 403 for someone else's article), it is not the switch.
        if (asMember.status === 401 || asMember.message === ADMINS_ONLY) {
          reopened.push(`${operation.operationId}: ${asMember.status}`);
        }
      }
      expect(reopened).toEqual([]);
    },
  );

  it('sets all four with `mode` and answers each switch and the summary', async () => {
    const all = await browserRequest(t.http, 'put', '/api/admin/feature-access', adminCookie)
      .send({ mode: 'admins' })
      .expect(200);
    expect(all.body).toEqual({
      mode: 'admins',
      features: { browse: 'admins', store: 'admins', contribute: 'admins', messages: 'admins' },
    });
    const one = await setFeatures({ messages: 'everyone' });
    expect(one.body).toEqual({
      mode: 'mixed',
      features: { browse: 'admins', store: 'admins', contribute: 'admins', messages: 'everyone' },
    });
    await browserRequest(t.http, 'post', '/api/articles', moderatorCookie)
      .send({ title: 'Refused', content: '<p>Body</p>', category: 'Technology' })
      .expect(403);
    await setFeatures({ browse: 'everyone', store: 'everyone', contribute: 'everyone' });
    await browserRequest(t.http, 'post', '/api/articles', moderatorCookie)
      .send({ title: 'Allowed', content: '<p>Body</p>', category: 'Technology' })
      .expect(201);
  });

  it('refuses a body with neither mode nor features, and unknown values, naming the field', async () => {
    const empty = await browserRequest(t.http, 'put', '/api/admin/feature-access', adminCookie).send({}).expect(400);
    expect(empty.body.errors).toEqual([expect.objectContaining({ field: 'mode' })]);
    const bad = await browserRequest(t.http, 'put', '/api/admin/feature-access', adminCookie)
      .send({ features: { store: 'nobody' } })
      .expect(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'features.store' })]);
  });

  it('reads the single mode stored before the switches were split as all four', async () => {
    await t.dataSource.getRepository(SiteSetting).save({ key: 'feature_access', value: 'admins', updatedBy: null });
    const access = await request(t.http).get('/api/admin/feature-access').set('Cookie', adminCookie).expect(200);
    expect(access.body.features).toEqual({
      browse: 'admins',
      store: 'admins',
      contribute: 'admins',
      messages: 'admins',
    });
    await request(t.http).get('/api/messages/conversations').set('Cookie', userCookie).expect(403);
    await setFeatures({ browse: 'everyone', store: 'everyone', contribute: 'everyone', messages: 'everyone' });
  });
});
