import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { UserRole } from '../../src/modules/users/user-role.js';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { createUser } from '../factories/user.factory.js';
import { enrolSecondFactor, sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { ACCESS_TABLE, type AccessLevel } from './access-table.js';

/** 'admin, code pending': an admin with a second factor whose session has not entered its code yet. */
type Caller = 'anonymous' | 'user' | 'banned' | 'moderator' | 'admin' | 'admin, code pending' | 'root';
const CALLERS: Caller[] = ['anonymous', 'user', 'banned', 'moderator', 'admin', 'admin, code pending', 'root'];
const RANK: Record<AccessLevel, number> = { public: 0, user: 1, moderator: 2, admin: 3, 'admin-account': 3 };
const CALLER_RANK: Record<Exclude<Caller, 'anonymous' | 'banned'>, number> = {
  user: 1,
  moderator: 2,
  admin: 3,
  // Exactly a member's rights until the code is entered, but for the second-factor steps themselves.
  'admin, code pending': 1,
  root: 3,
};

interface Operation {
  method: string;
  path: string;
  operationId: string;
}

/** Allowed callers pass the guards: any answer but 401/403. Refused callers get exactly 401 or 403. */
function expectedOutcome(level: AccessLevel, caller: Caller): 'allowed' | 401 | 403 {
  if (caller === 'banned') return 403;
  if (caller === 'anonymous') return level === 'public' ? 'allowed' : 401;
  if (caller === 'admin, code pending' && level === 'admin-account') return 'allowed';
  return CALLER_RANK[caller] >= RANK[level] ? 'allowed' : 403;
}

/** Concrete values for path parameters: ids that do not exist (the guards run before any lookup). */
function concretePath(path: string): string {
  return path
    .replace('{platform}', 'google')
    .replace(/\{id\}/g, path.startsWith('/api/articles') ? '999999' : randomUUID());
}

describe('Authorization of every operation in the OpenAPI document', () => {
  let t: TestApp;
  let operations: Operation[];
  const userIds: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await resetDatabase(t.dataSource);
    userIds.user = (await createUser(t.dataSource)).id;
    userIds.banned = (await createUser(t.dataSource, { isBanned: true, banReason: 'test' })).id;
    userIds.moderator = (await createUser(t.dataSource, { role: UserRole.Moderator })).id;
    userIds.admin = (await createUser(t.dataSource, { role: UserRole.Admin })).id;
    userIds['admin, code pending'] = (await createUser(t.dataSource, { role: UserRole.Admin })).id;
    await enrolSecondFactor(t.dataSource, userIds['admin, code pending']);
    userIds.root = ROOT_USER_ID;
    const document = await request(t.http).get('/api/docs-json').expect(200);
    operations = Object.entries(document.body.paths as Record<string, Record<string, { operationId: string }>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ method, path, operationId: op.operationId })),
    );
  });
  afterAll(() => t.close());

  it('has a rule for every operation, and no rule for an operation that no longer exists', () => {
    const documented = operations.map((op) => op.operationId).sort();
    expect(documented.filter((id) => !(id in ACCESS_TABLE))).toEqual([]);
    expect(Object.keys(ACCESS_TABLE).filter((id) => !documented.includes(id))).toEqual([]);
  });

  it('answers every operation for every kind of caller as the table says', async () => {
    const mismatches: string[] = [];
    for (const operation of operations) {
      const level = ACCESS_TABLE[operation.operationId];
      if (!level) continue; // reported by the test above
      for (const caller of CALLERS) {
        const cookie = caller === 'anonymous' ? undefined : await sessionCookieFor(t.dataSource, userIds[caller]!);
        const method = operation.method as 'get' | 'post' | 'put' | 'patch' | 'delete';
        const agent = request(t.http);
        const call = agent[method](concretePath(operation.path)).set('Host', 'localhost').set('Origin', SITE_ORIGIN);
        if (cookie) call.set('Cookie', cookie);
        if (['post', 'put', 'patch'].includes(operation.method)) call.send({});
        const answer = await call;
        const status = answer.status;
        const expected = expectedOutcome(level, caller);
        const ok = expected === 'allowed' ? status !== 401 && status !== 403 : status === expected;
        if (!ok) mismatches.push(`${operation.operationId} as ${caller}: expected ${expected}, got ${status}`);
        // A refusal that the code would lift says so, so the SPA can show the code prompt.
        const liftedByCode = caller === 'admin, code pending' && (level === 'moderator' || level === 'admin');
        if (liftedByCode && (answer.body as { code?: string }).code !== 'SECOND_FACTOR_REQUIRED')
          mismatches.push(`${operation.operationId} as ${caller}: the 403 does not carry SECOND_FACTOR_REQUIRED`);
      }
    }
    expect(mismatches).toEqual([]);
    // Several hundred requests: a cap well above their time on a busy machine, not a timing assertion.
  }, 120_000);
});
