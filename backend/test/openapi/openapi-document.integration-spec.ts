import type { OpenAPIObject, OperationObject, ParameterObject, ResponseObject } from '@nestjs/swagger';
import request from 'supertest';
import { SESSION_COOKIE } from '../../src/common/security/session.middleware.js';
import { buildOpenApiDocument } from '../../src/openapi/openapi-document.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { ACCESS_TABLE } from '../authorization/access-table.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

const ERROR_REF = '#/components/schemas/ErrorResponseDto';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** Operations whose input is accepted whatever it is, so they cannot answer 400. */
const UNVALIDATED_INPUT: Record<string, string> = {
  getUserAvatar: 'v is an opaque cache-busting version: any value serves the picture',
};

interface Operation {
  method: string;
  path: string;
  id: string;
  operation: OperationObject;
}

function operationsOf(document: OpenAPIObject): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, id: operation.operationId ?? '', operation }] : [];
    }),
  );
}

function errorMedia(operation: OperationObject, status: number) {
  return (operation.responses[status] as ResponseObject | undefined)?.content?.['application/json'];
}

/** The value of the named example of an error response (fails the test when it is missing). */
function exampleValue(operation: OperationObject, status: number, name: string): Record<string, unknown> {
  const example = errorMedia(operation, status)?.examples?.[name] as { value: Record<string, unknown> } | undefined;
  if (!example) throw new Error(`${operation.operationId}: no ${status} example '${name}'`);
  return example.value;
}

describe('The OpenAPI document integrators read', () => {
  let t: TestApp;
  let document: OpenAPIObject;
  let operations: Operation[];
  const byId = (id: string) => operations.find((op) => op.id === id)!;

  beforeAll(async () => {
    t = await createTestApp();
    await resetDatabase(t.dataSource);
    document = (await request(t.http).get('/api/docs-json').expect(200)).body as OpenAPIObject;
    operations = operationsOf(document);
  });
  afterAll(() => t.close());

  it('describes the cookie session as the security scheme', () => {
    expect(document.components?.securitySchemes?.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
    });
  });

  it('gives every operation a security requirement matching whether it is public', () => {
    const wrong = operations.filter(({ id, operation }) => {
      const isPublic = ACCESS_TABLE[id] === 'public';
      const expected = isPublic ? [] : [{ session: [] }];
      return JSON.stringify(operation.security) !== JSON.stringify(expected);
    });
    expect(wrong.map((op) => op.id)).toEqual([]);
  });

  it('documents 401 on every operation that needs sign-in, and 429 everywhere', () => {
    const signedIn = operations.filter(({ id }) => ACCESS_TABLE[id] !== 'public');
    expect(signedIn.length).toBeGreaterThan(0);
    expect(signedIn.filter(({ operation }) => !operation.responses[401]).map((op) => op.id)).toEqual([]);
    expect(operations.filter(({ operation }) => !operation.responses[429]).map((op) => op.id)).toEqual([]);
  });

  it('documents 503 everywhere (a dependency down) and 415 on every operation that takes a body', () => {
    expect(operations.filter(({ operation }) => !operation.responses[503]).map((op) => op.id)).toEqual([]);
    const withBody = operations.filter(({ operation }) => operation.requestBody);
    expect(withBody.length).toBeGreaterThan(0);
    expect(withBody.filter(({ operation }) => !operation.responses[415]).map((op) => op.id)).toEqual([]);
  });

  it('documents 403 and names the role where a role narrows the operation', () => {
    const narrowed = operations.filter(({ id }) => ['moderator', 'admin'].includes(ACCESS_TABLE[id] ?? ''));
    expect(narrowed.length).toBeGreaterThan(0);
    const missing = narrowed.filter(
      ({ id, operation }) =>
        !operation.responses[403] || !operation.description?.includes(`Requires the ${ACCESS_TABLE[id]} role`),
    );
    expect(missing.map((op) => op.id)).toEqual([]);
  });

  it('documents 404 on every operation whose path has a parameter', () => {
    const withIds = operations.filter(({ operation }) =>
      (operation.parameters as ParameterObject[] | undefined)?.some((p) => p.in === 'path'),
    );
    expect(withIds.length).toBeGreaterThan(0);
    expect(withIds.filter(({ operation }) => !operation.responses[404]).map((op) => op.id)).toEqual([]);
  });

  it('documents 400 on every operation that takes a body or query parameters', () => {
    const withInput = operations.filter(
      ({ id, operation }) =>
        !(id in UNVALIDATED_INPUT) &&
        (operation.requestBody ||
          (operation.parameters as ParameterObject[] | undefined)?.some((p) => p.in === 'query')),
    );
    expect(withInput.filter(({ operation }) => !operation.responses[400]).map((op) => op.id)).toEqual([]);
  });

  it('answers every error with the one error schema', () => {
    // The one-click unsubscribe link opens in a mail reader's browser: its errors are HTML pages for people.
    const htmlPages = new Set(['showUnsubscribePage', 'unsubscribeFromEmails']);
    const offenders = operations.flatMap(({ id, operation }) =>
      Object.keys(operation.responses)
        .filter(() => !htmlPages.has(id))
        .filter((status) => Number(status) >= 400)
        .filter((status) => (errorMedia(operation, Number(status))?.schema as { $ref?: string })?.$ref !== ERROR_REF)
        .map((status) => `${id} ${status}`),
    );
    expect(offenders).toEqual([]);
    expect(document.components?.schemas?.ErrorResponseDto).toBeDefined();
  });

  it('declares every tag it uses, each with a description', () => {
    const declared = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
    const used = new Set(operations.flatMap(({ operation }) => operation.tags ?? []));
    expect([...used].filter((tag) => !declared.get(tag))).toEqual([]);
  });

  it('describes behaviour in its own words, never by pointing at the specification', () => {
    expect(JSON.stringify(document)).not.toMatch(/\bspec(ification)?\b/i);
  });

  it('shows the messages the API really answers with', async () => {
    const anonymous = await request(t.http).get('/api/oauth/connections').expect(401);
    expect(anonymous.body).toMatchObject({
      message: exampleValue(byId('listConnections').operation, 401, 'signInRequired').message,
    });

    const user = await createUser(t.dataSource);
    const userCookie = await sessionCookieFor(t.dataSource, user.id);
    const refused = await request(t.http).get('/api/admin/users').set('Cookie', userCookie).expect(403);
    expect(refused.body).toMatchObject({
      message: exampleValue(byId('listAdminUsers').operation, 403, 'missingRole').message,
    });

    const crossSite = await request(t.http)
      .post('/api/articles')
      .set('Origin', 'https://elsewhere.example')
      .set('Cookie', userCookie)
      .send({});
    expect(crossSite.body).toMatchObject({
      statusCode: 403,
      message: exampleValue(byId('createArticle').operation, 403, 'crossSite').message,
    });

    const moderator = await createUser(t.dataSource, { role: UserRole.Moderator });
    const invalid = await request(t.http)
      .post('/api/articles')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', await sessionCookieFor(t.dataSource, moderator.id))
      .send({})
      .expect(400);
    const documented = exampleValue(byId('createArticle').operation, 400, 'invalidBody');
    expect(invalid.body).toMatchObject({ message: documented.message, path: documented.path });
    expect(invalid.body.errors).toEqual(expect.arrayContaining(documented.errors as unknown[]));
  });

  it('lets Swagger UI send the session cookie and link to the sign-in operations', async () => {
    const init = await request(t.http).get('/api/docs/swagger-ui-init.js').expect(200);
    expect(init.text).toMatch(/"withCredentials": true/);
    expect(init.text).toMatch(/"persistAuthorization": true/);
    expect(init.text).toMatch(/"deepLinking": true/);
    expect(document.info.description).toContain('(#/auth/rootLogin)');
  });

  it('leaves the development-only sign-in out of the production document', () => {
    const development = buildOpenApiDocument(t.app, { production: false });
    const production = buildOpenApiDocument(t.app, { production: true, publicUrl: 'https://irl.example' });
    expect(operationsOf(development).map((op) => op.id)).toContain('rootLogin');
    expect(operationsOf(production).map((op) => op.id)).not.toContain('rootLogin');
    expect(production.paths['/api/auth/root']).toBeUndefined();
    expect(production.info.description).not.toMatch(/root/i);
    expect(production.servers?.map((server) => server.url)).toEqual(['/', 'https://irl.example']);
  });
});
