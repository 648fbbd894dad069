import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import {
  SupportRequestKind,
  SupportSubjectKind,
  UsernameConflictType,
} from '../../src/modules/support/support-request-kinds.js';
import { SupportService } from '../../src/modules/support/support.service.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import {
  describeCase,
  judge,
  operationsOf,
  sampleRequests,
  type Fixtures,
  type FuzzOperation,
  type FuzzRequest,
  type FuzzResponse,
  type OpenApiDocument,
  type Role,
} from './openapi-fuzz.js';

// A fixed seed and a few cases per operation keep the file quick and reproducible; bench/fuzz.mjs
// runs over a thousand per operation. FUZZ_SEED / FUZZ_RUNS replay or widen a run.
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);

const document = JSON.parse(readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8')) as OpenApiDocument;
const operations = operationsOf(document);

describe(`OpenAPI fuzz (seed ${SEED}, ${RUNS} cases per operation)`, () => {
  let t: TestApp;
  let fixtures: Fixtures;
  let target: User;
  let articleId: number;
  const cookies = new Map<Role, string>();
  const savedPrefix = process.env.BULLMQ_PREFIX;

  beforeAll(async () => {
    process.env.BULLMQ_PREFIX = `${savedPrefix ?? 'irl'}-fuzz-${process.pid}`;
    t = await createTestApp();
    await resetDatabase(t.dataSource);
    const roles: [Role, UserRole][] = [
      ['member', UserRole.User],
      ['moderator', UserRole.Moderator],
      ['admin', UserRole.Admin],
    ];
    for (const [role, userRole] of roles) {
      const user = await createUser(t.dataSource, { role: userRole });
      cookies.set(role, await sessionCookieFor(t.dataSource, user.id));
    }
    cookies.set('root', await sessionCookieFor(t.dataSource, ROOT_USER_ID));
    // Targets for the requests: never the signed-in users, so a generated ban or role change cannot
    // lock the fuzzer out.
    target = await createUser(t.dataSource);
    const article = await createArticle(t.dataSource, target, { tags: ['irl'] });
    articleId = article.id;
    fixtures = {
      id: [article.id, target.id],
      articleId: [article.id],
      // A support request's subject, and the published version of a legal document.
      subjectId: [article.id],
      version: [1],
      userId: [target.id],
      userIds: [target.id],
      username: [target.username],
      tag: ['irl'],
    };
  });
  afterAll(async () => {
    process.env.BULLMQ_PREFIX = savedPrefix;
    await t.close();
  });

  /** The session of the case's role; a fresh user for operations that end or delete the caller's own. */
  async function cookieFor(op: FuzzOperation, role: Role): Promise<string | undefined> {
    if (role === 'anonymous') return undefined;
    if (!op.throwaway) return cookies.get(role);
    const userRole = role === 'member' ? UserRole.User : role === 'moderator' ? UserRole.Moderator : UserRole.Admin;
    const user = await createUser(t.dataSource, { role: userRole });
    return sessionCookieFor(t.dataSource, user.id);
  }

  async function send(op: FuzzOperation, fuzz: FuzzRequest): Promise<FuzzResponse> {
    const method = fuzz.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    let req = request(t.http)[method](fuzz.url).set(fuzz.headers).redirects(0);
    const cookie = await cookieFor(op, fuzz.role);
    if (cookie) req = req.set('Cookie', cookie);
    // Keep the raw bytes: no parsing of the answer beyond its text.
    const res = await (fuzz.body === undefined ? req : req.send(fuzz.body)).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
    });
    return { status: res.status, contentType: String(res.headers['content-type'] ?? ''), text: String(res.body ?? '') };
  }

  /**
   * Fresh support requests of each kind (a member's, so a reply also notifies): the inbox's operations on
   * one request then reach it instead of a 404, even after an earlier case erased the previous ones.
   */
  async function withSupportRequests(op: FuzzOperation): Promise<Fixtures> {
    if (!op.path.startsWith('/api/admin/support/requests/{id}')) return fixtures;
    const support = t.app.get(SupportService);
    const ids: string[] = [];
    for (const kind of [SupportRequestKind.Takedown, SupportRequestKind.Other] as const) {
      const { receipt } = await support.createRequest(target, {
        kind,
        ...(kind === SupportRequestKind.Takedown
          ? { subjectKind: SupportSubjectKind.Article, subjectId: articleId }
          : {}),
        name: 'Fuzz requester',
        email: 'fuzz@example.com',
        relationship: 'I am the person named',
        message: 'Please correct this.',
        submissionKey: randomUUID(),
      });
      ids.push(receipt.id);
    }
    const conflict = await support.createUsernameConflictRequest(target, {
      conflictType: UsernameConflictType.Other,
      desiredUsername: 'fuzzed',
      currentUsername: target.username,
      explanation: 'Someone took my name.',
      contactEmail: 'fuzz@example.com',
    });
    return { ...fixtures, id: [...ids, conflict.id] };
  }

  it.each(operations.map((op) => [op.id, op] as const))('%s', async (_id, op) => {
    const failures: string[] = [];
    const opFixtures = await withSupportRequests(op);
    for (const fuzz of sampleRequests(op, opFixtures, { origin: SITE_ORIGIN, seed: SEED, count: RUNS })) {
      const response = await send(op, fuzz);
      const problems = judge(op, fuzz, response);
      if (problems.length) failures.push(describeCase(op, fuzz, response, problems));
    }
    if (failures.length)
      throw new Error(
        `seed ${SEED} (FUZZ_SEED=${SEED} to replay): ${failures.length} failing cases\n${failures.join('\n\n')}`,
      );
  });
});
