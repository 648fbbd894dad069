import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { UserRole } from '../../src/modules/users/user-role.js';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { ACCESS_TABLE, type AccessLevel } from './access-table.js';

type Caller = 'anonymous' | 'user' | 'banned' | 'moderator' | 'admin' | 'root';
const CALLERS: Caller[] = ['anonymous', 'user', 'banned', 'moderator', 'admin', 'root'];
const RANK: Record<AccessLevel, number> = { public: 0, user: 1, moderator: 2, admin: 3 };
const CALLER_RANK: Record<Exclude<Caller, 'anonymous' | 'banned'>, number> = {
  user: 1,
  moderator: 2,
  admin: 3,
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
        const status = (await call).status;
        const expected = expectedOutcome(level, caller);
        const ok = expected === 'allowed' ? status !== 401 && status !== 403 : status === expected;
        if (!ok) mismatches.push(`${operation.operationId} as ${caller}: expected ${expected}, got ${status}`);
      }
    }
    expect(mismatches).toEqual([]);
    // Several hundred requests: a cap well above their time on a busy machine, not a timing assertion.
  }, 120_000);
});
