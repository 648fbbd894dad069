/**
 * An OpenAPI-driven request generator and response judge, shared by the fuzz integration test and
 * `bench/fuzz.mjs`. It reads the generated document (`backend/openapi.json`), builds fast-check
 * arbitraries for every operation (valid requests and requests the document forbids: missing or
 * wrong-typed fields, values outside enum/min/max/maxLength, unlisted content types, bad path and
 * query parameters) plus hostile-but-allowed input (huge strings, odd unicode, null bytes, deep
 * nesting), and judges each answer: never a 5xx the operation does not document, never a 2xx for
 * input the document forbids, and every error in the one error shape.
 *
 * No imports besides fast-check: the bench loads this file outside Jest.
 */
import fc from 'fast-check';

/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI schemas are free-form JSON */
type Schema = Record<string, any>;
export interface OpenApiDocument {
  paths: Record<string, Record<string, Schema>>;
  components?: { schemas?: Record<string, Schema> };
}

export const ROLES = ['anonymous', 'member', 'moderator', 'admin', 'root'] as const;
export type Role = (typeof ROLES)[number];

export type OperationKind = 'json' | 'multipart' | 'redirect' | 'stream' | 'raw';

export interface FuzzParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

export interface FuzzOperation {
  id: string;
  method: string;
  path: string;
  parameters: FuzzParameter[];
  body?: { required: boolean; mediaTypes: string[]; schema: Schema };
  kind: OperationKind;
  /** Documented 5xx answers (e.g. 503 while a payment provider is not configured). */
  documented5xx: number[];
  /** The media types the document gives each status (an HTML error page, for instance). */
  responseMediaTypes: Record<number, string[]>;
  /** Acts on the caller's own account or session (sign-out, account deletion): run as a throwaway user. */
  throwaway: boolean;
  /** Changes site-wide settings that other operations depend on: the runners order these last. */
  siteWide: boolean;
}

export interface FuzzRequest {
  method: string;
  /** Path with the parameters filled in (already URL-encoded) and the query string. */
  url: string;
  headers: Record<string, string>;
  body?: string;
  role: Role;
  /** Why the document forbids this request (a 2xx answer is then a violation), or null. */
  forbidden: string | null;
  /** What was varied, for failure reports. */
  note: string;
}

/** Values that exist in the fixture, by parameter or field name: they take requests past the 404s. */
export type Fixtures = Record<string, (string | number)[]>;

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const THROWAWAY = [
  // Signing in again replaces the caller's session (a new session id): the old cookie stops working.
  'POST /api/auth/root',
  'GET /api/auth/{platform}/callback',
  'POST /api/account/delete',
  'POST /api/auth/logout',
  'DELETE /api/account/sessions',
  'DELETE /api/account/sessions/{id}',
];
const SITE_WIDE =
  /^(PUT|POST) \/api\/admin\/(system-settings|security-settings|feature-access)$|^POST \/api\/admin\/bulk-actions$/;

/** Every operation of the document, site-wide setting changes last. */
export function operationsOf(doc: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const content: Record<string, Schema> = op.requestBody?.content ?? {};
      const mediaTypes = Object.keys(content);
      const responses = Object.keys(op.responses ?? {}).map(Number);
      const kind: OperationKind = mediaTypes.includes('multipart/form-data')
        ? 'multipart'
        : responses.some((s) => s >= 300 && s < 400)
          ? 'redirect'
          : /\/stream$/.test(path)
            ? 'stream'
            : path === '/api/webhooks/stripe'
              ? 'raw'
              : 'json';
      operations.push({
        id: key,
        method: method.toUpperCase(),
        path,
        parameters: ((op.parameters ?? []) as Schema[]).map((p) => ({
          name: p.name,
          in: p.in,
          required: Boolean(p.required),
          schema: resolve(doc, p.schema ?? {}),
        })),
        body: mediaTypes.length
          ? {
              required: Boolean(op.requestBody.required),
              mediaTypes,
              schema: resolve(doc, content[mediaTypes[0]].schema ?? {}),
            }
          : undefined,
        kind,
        documented5xx: responses.filter((s) => s >= 500),
        responseMediaTypes: Object.fromEntries(
          Object.entries((op.responses ?? {}) as Record<string, Schema>).map(([status, r]) => [
            Number(status),
            Object.keys(r.content ?? {}),
          ]),
        ),
        throwaway: THROWAWAY.includes(key),
        siteWide: SITE_WIDE.test(key),
      });
    }
  }
  return [...operations.filter((o) => !o.siteWide), ...operations.filter((o) => o.siteWide)];
}

/** Follows $ref and merges allOf, recursively for properties and items. */
export function resolve(doc: OpenApiDocument, schema: Schema, depth = 0): Schema {
  if (depth > 12 || !schema || typeof schema !== 'object') return schema ?? {};
  if (schema.$ref) {
    const name = String(schema.$ref).split('/').pop() as string;
    const { $ref: _ref, ...rest } = schema;
    return resolve(doc, { ...(doc.components?.schemas?.[name] ?? {}), ...rest }, depth + 1);
  }
  if (schema.allOf) {
    const { allOf, ...rest } = schema;
    const merged = (allOf as Schema[]).reduce<Schema>((acc, part) => {
      const r = resolve(doc, part, depth + 1);
      return {
        ...acc,
        ...r,
        properties: { ...acc.properties, ...r.properties },
        required: [...(acc.required ?? []), ...(r.required ?? [])],
      };
    }, {});
    return resolve(doc, { ...merged, ...rest }, depth + 1);
  }
  const out: Schema = { ...schema };
  if (schema.properties)
    out.properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, Schema>).map(([k, v]) => [k, resolve(doc, v, depth + 1)]),
    );
  if (schema.items) out.items = resolve(doc, schema.items, depth + 1);
  if (schema.oneOf) out.oneOf = (schema.oneOf as Schema[]).map((s) => resolve(doc, s, depth + 1));
  if (schema.anyOf) out.anyOf = (schema.anyOf as Schema[]).map((s) => resolve(doc, s, depth + 1));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Hostile values

const ODD_UNICODE = [
  '\u202eevil\u202c', // right-to-left override
  'Z\u0351\u0307\u0308\u030a\u0301\u0324a\u035b\u0325lgo', // combining marks
  '\ud83d\udc69\u200d\ud83d\udc69\u200d\ud83d\udc67', // ZWJ emoji
  '\ud800', // lone surrogate
  '\ufeffbom',
  '\u0000',
  'a\u0000b',
  '\u200b\u200b',
  '\u2028\u2029',
  '\uffff\ufffe',
  '𝕿𝖊𝖘𝖙',
  'ß'.repeat(50),
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '%00%2e%2e%2f',
  '../../etc/passwd',
  '..',
  '.',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
];

const hugeString = fc.constantFrom('a', 'é', '\u0000', '😀', '<b>').map((c) => c.repeat(100_000));

/** Strings no schema expects, but many allow: the server must answer them with a 2xx or a 4xx. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_UNICODE) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: fc.constantFrom('-1', '0', '99999999999999999999', '1e309', 'NaN', '1.5', ' 1', '0x10') },
);

/** JSON text of a value nested far deeper than any DTO (built as text: JSON.stringify would overflow). */
const deepNesting = fc.integer({ min: 200, max: 5000 }).map((depth) => {
  let open = '';
  let close = '';
  for (let i = 0; i < depth; i += 1) {
    open += i % 2 ? '[' : '{"a":';
    close = (i % 2 ? ']' : '}') + close;
  }
  return `${open}1${close}`;
});

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 10 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

// ---------------------------------------------------------------------------------------------
// Schema samplers: values the schema allows

const typeOf = (schema: Schema): string => {
  if (schema.type) return String(Array.isArray(schema.type) ? schema.type[0] : schema.type);
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  if (schema.enum) return typeof schema.enum[0] === 'number' ? 'number' : 'string';
  return 'any';
};

function validString(schema: Schema, name: string, fixtures: Fixtures): fc.Arbitrary<string> {
  const max = Math.min(schema.maxLength ?? 40, 60);
  const min = Math.min(schema.minLength ?? 0, max);
  const known = fixtures[name]?.filter((v): v is string => typeof v === 'string') ?? [];
  let base: fc.Arbitrary<string>;
  switch (schema.format) {
    case 'uuid':
      base = fc.uuid();
      break;
    case 'date-time':
      base = fc
        .date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
      break;
    case 'email':
      base = fc.emailAddress();
      break;
    case 'uri':
    case 'url':
      base = fc.webUrl();
      break;
    default:
      base = schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= min && s.length <= max)
        : fc.string({ minLength: min, maxLength: max });
  }
  return known.length ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...known) }, base) : base;
}

function validNumber(schema: Schema, name: string, fixtures: Fixtures): fc.Arbitrary<number> {
  const integer = schema.type === 'integer';
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
  const known = fixtures[name]?.filter((v): v is number => typeof v === 'number') ?? [];
  const base =
    integer || (min !== undefined && max !== undefined)
      ? fc.integer({ min: Math.ceil(min ?? -1000), max: Math.floor(max ?? 1_000_000) })
      : fc.oneof(fc.integer({ min: min ?? -1000, max: max ?? 1_000_000 }), fc.constant(min ?? 1));
  return known.length ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...known) }, base) : base;
}

/** A value the schema allows (with names of fixture values to prefer). */
export function validValue(schema: Schema, name: string, fixtures: Fixtures, depth = 0): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  if (schema.oneOf || schema.anyOf)
    return fc.oneof(...((schema.oneOf ?? schema.anyOf) as Schema[]).map((s) => validValue(s, name, fixtures, depth)));
  const base = (() => {
    switch (typeOf(schema)) {
      case 'string':
        return validString(schema, name, fixtures);
      case 'integer':
      case 'number':
        return validNumber(schema, name, fixtures);
      case 'boolean':
        return fc.boolean();
      case 'array': {
        const max = Math.min(schema.maxItems ?? 3, 3);
        return fc.array(validValue(schema.items ?? {}, name, fixtures, depth + 1), {
          minLength: Math.min(schema.minItems ?? 0, max),
          maxLength: Math.max(max, schema.minItems ?? 0),
        });
      }
      case 'object':
        return validObject(schema, fixtures, depth);
      default:
        return anyJson;
    }
  })();
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: base }, fc.constant(null)) : base;
}

function validObject(schema: Schema, fixtures: Fixtures, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  if (depth > 4 || Object.keys(properties).length === 0) {
    return schema.additionalProperties && typeof schema.additionalProperties === 'object'
      ? fc.dictionary(
          fc.string({ minLength: 1, maxLength: 8 }),
          validValue(schema.additionalProperties, '', fixtures),
          {
            maxKeys: 3,
          },
        )
      : fc.constant({});
  }
  const required = new Set<string>(schema.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, prop] of Object.entries(properties)) record[key] = validValue(prop, key, fixtures, depth + 1);
  return fc.record(record, { requiredKeys: [...required].filter((k) => k in properties) });
}

// ---------------------------------------------------------------------------------------------
// Values the schema forbids (each with the reason)

interface Forbidden {
  value: unknown;
  reason: string;
}

/** A value of another JSON type than the schema's (never null when the schema is nullable). */
function wrongTyped(schema: Schema): fc.Arbitrary<unknown> {
  const t = typeOf(schema);
  const options: fc.Arbitrary<unknown>[] = [];
  if (t !== 'string') options.push(fc.constantFrom('abc', '', '12x'));
  if (t !== 'number' && t !== 'integer') options.push(fc.constantFrom(0, 7, -3.5));
  if (t !== 'boolean') options.push(fc.boolean());
  if (t !== 'object') options.push(fc.constant({ nested: { deeper: 'x' } }));
  if (t !== 'array') options.push(fc.constant(['x', 1]));
  if (!schema.nullable) options.push(fc.constant(null));
  if (t === 'integer') options.push(fc.constant(1.5));
  return fc.oneof(...options);
}

/** Ways a single value breaks its schema. */
function forbiddenValue(schema: Schema): fc.Arbitrary<Forbidden> | undefined {
  const t = typeOf(schema);
  if (t === 'any') return undefined;
  const options: fc.Arbitrary<Forbidden>[] = [wrongTyped(schema).map((value) => ({ value, reason: `not a ${t}` }))];
  if (schema.enum && t === 'string')
    options.push(
      fc
        .constantFrom('not-in-enum', '', String(schema.enum[0]).toUpperCase() + '!')
        .filter((v) => !schema.enum.includes(v))
        .map((value) => ({ value, reason: 'outside the enum' })),
    );
  if (t === 'string' && typeof schema.maxLength === 'number')
    options.push(
      fc
        .constantFrom(schema.maxLength + 1, Math.max(100_000, schema.maxLength + 1))
        .map((n) => ({ value: 'x'.repeat(n), reason: `longer than maxLength ${schema.maxLength}` })),
    );
  if (t === 'string' && typeof schema.minLength === 'number' && schema.minLength > 0)
    options.push(
      fc.constant({ value: 'x'.repeat(schema.minLength - 1), reason: `shorter than minLength ${schema.minLength}` }),
    );
  if ((t === 'number' || t === 'integer') && typeof schema.maximum === 'number')
    options.push(
      fc.constantFrom(schema.maximum + 1, 1e12).map((value) => ({ value, reason: `above maximum ${schema.maximum}` })),
    );
  if ((t === 'number' || t === 'integer') && typeof schema.minimum === 'number')
    options.push(
      fc.constantFrom(schema.minimum - 1, -1e12).map((value) => ({ value, reason: `below minimum ${schema.minimum}` })),
    );
  if (t === 'array' && typeof schema.maxItems === 'number')
    options.push(
      fc.constant({
        value: Array.from({ length: schema.maxItems + 1 }, (_, i) => sampleOne(schema.items ?? {}, i)),
        reason: `more than maxItems ${schema.maxItems}`,
      }),
    );
  if (t === 'array' && typeof schema.minItems === 'number' && schema.minItems > 0)
    options.push(fc.constant({ value: [], reason: `fewer than minItems ${schema.minItems}` }));
  return fc.oneof(...options);
}

/** A plausible valid item for padding arrays past maxItems (distinct where it matters). */
function sampleOne(schema: Schema, i: number): unknown {
  if (schema.enum) return schema.enum[i % schema.enum.length];
  switch (typeOf(schema)) {
    case 'string':
      return schema.format === 'uuid' ? `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` : `item${i}`;
    case 'integer':
    case 'number':
      return i + 1;
    case 'boolean':
      return true;
    default:
      return {};
  }
}

/** A JSON body (an object the schema describes) the schema forbids, with the reason. */
function forbiddenBody(schema: Schema, fixtures: Fixtures): fc.Arbitrary<Forbidden> | undefined {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required: string[] = (schema.required ?? []).filter((k: string) => k in properties);
  const options: fc.Arbitrary<Forbidden>[] = [];
  const valid = validObject(schema, fixtures, 0);
  if (required.length)
    options.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([body, key]) => {
        const copy = { ...body };
        delete copy[key];
        return { value: copy, reason: `required field ${key} missing` };
      }),
    );
  const breakable = Object.entries(properties)
    .map(([key, prop]) => [key, forbiddenValue(prop)] as const)
    .filter((e): e is readonly [string, fc.Arbitrary<Forbidden>] => Boolean(e[1]));
  if (breakable.length)
    options.push(
      fc
        .tuple(valid, fc.oneof(...breakable.map(([key, arb]) => arb.map((f) => ({ key, f })))))
        .map(([body, { key, f }]) => ({ value: { ...body, [key]: f.value }, reason: `${key} ${f.reason}` })),
    );
  if (schema.additionalProperties === false)
    options.push(valid.map((body) => ({ value: { ...body, unknownField: 'x' }, reason: 'unknown property' })));
  if (typeOf(schema) === 'object' && (required.length || schema.additionalProperties === false))
    options.push(
      fc
        .constantFrom<unknown>([], ['x'], 'text', 42, true)
        .map((value) => ({ value, reason: 'body is not an object' })),
    );
  return options.length ? fc.oneof(...options) : undefined;
}

/** Whether a string breaks its schema's own rules (length in code points, pattern). */
function stringBreaks(schema: Schema, s: string): string | null {
  const length = [...s].length;
  if (typeof schema.maxLength === 'number' && length > schema.maxLength)
    return `longer than maxLength ${schema.maxLength}`;
  if (typeof schema.minLength === 'number' && length < schema.minLength)
    return `shorter than minLength ${schema.minLength}`;
  if (schema.pattern && !new RegExp(schema.pattern).test(s)) return 'not matching the pattern';
  return null;
}

/** Hostile input in a valid position: within the schema's rules (or where the schema sets none). */
function hostileBody(schema: Schema, fixtures: Fixtures): fc.Arbitrary<{ body: string; forbidden: string | null }> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const valid = validObject(schema, fixtures, 0);
  const stringKeys = Object.entries(properties)
    .filter(([, p]) => typeOf(p) === 'string' && !p.enum && !p.format)
    .map(([k]) => k);
  const closedObject = schema.additionalProperties === false;
  const options: fc.Arbitrary<{ body: string; forbidden: string | null }>[] = [
    // Extra fields (a raw "__proto__" key too): the pipe refuses them; the document does not say so
    // unless it sets additionalProperties: false.
    fc
      .tuple(valid, fc.constantFrom('__proto__', 'constructor', 'id', 'role', 'userId', 'extra'), anyJson)
      .map(([body, key, v]) => {
        const rest = JSON.stringify(body).slice(1, -1);
        return {
          body: `{${JSON.stringify(key)}:${JSON.stringify(v)}${rest ? `,${rest}` : ''}}`,
          forbidden: closedObject ? `unknown property ${key}` : null,
        };
      }),
    fc.tuple(valid, deepNesting).map(([body, deep]) => ({
      body: `{"nested":${deep}${Object.keys(body).length ? `,${JSON.stringify(body).slice(1, -1)}` : ''}}`,
      forbidden: closedObject ? 'unknown property nested' : null,
    })),
  ];
  if (stringKeys.length)
    options.push(
      fc.tuple(valid, fc.constantFrom(...stringKeys), hostileString).map(([body, key, s]) => {
        const broken = stringBreaks(properties[key], s);
        return { body: JSON.stringify({ ...body, [key]: s }), forbidden: broken ? `${key} ${broken}` : null };
      }),
    );
  return fc.oneof(...options);
}

// ---------------------------------------------------------------------------------------------
// Parameters

interface ParamChoice {
  value: string | undefined;
  forbidden: string | null;
}

/** Percent-encodes a path segment byte by byte (a lone surrogate becomes U+FFFD, as on the wire). */
function encodeSegment(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

function asParamString(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Whether a parameter value (a string on the wire) breaks the parameter's schema. */
function parameterBreaks(param: FuzzParameter, value: string): string | null {
  const schema = param.schema;
  const t = typeOf(schema);
  if (schema.enum) return schema.enum.map(String).includes(value) ? null : `${param.name} outside the enum`;
  if (t === 'string') {
    if (schema.format === 'uuid')
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
        ? null
        : `${param.name} is not a uuid`;
    if (schema.format) return null;
    const broken = stringBreaks(schema, value);
    return broken ? `${param.name} ${broken}` : null;
  }
  if (t === 'integer' && !/^-?\d+$/.test(value)) return `${param.name} is not written in decimal digits`;
  if (t === 'number' || t === 'integer') {
    if (!/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(value)) return `${param.name} is not a number`;
    const n = Number(value);
    if (!Number.isFinite(n)) return `${param.name} is not a finite number`;
    if (t === 'integer' && !Number.isInteger(n)) return `${param.name} is not an integer`;
    if (typeof schema.minimum === 'number' && n < schema.minimum)
      return `${param.name} below minimum ${schema.minimum}`;
    if (typeof schema.maximum === 'number' && n > schema.maximum)
      return `${param.name} above maximum ${schema.maximum}`;
    return null;
  }
  if (t === 'boolean') return value === 'true' || value === 'false' ? null : `${param.name} is not a boolean`;
  return null;
}

/** A value for a path or query parameter: valid (often a fixture), forbidden, or hostile. */
function parameterValue(param: FuzzParameter, fixtures: Fixtures): fc.Arbitrary<ParamChoice> {
  const schema = param.schema;
  const t = typeOf(schema);
  const valid = validValue(schema, param.name, fixtures).map((v) => ({
    value: v === null ? undefined : asParamString(v),
    forbidden: null,
  }));
  const forbidden: fc.Arbitrary<ParamChoice>[] = [];
  if (t === 'number' || t === 'integer')
    forbidden.push(
      fc.constantFrom('abc', '1x', '', '--1', 'NaN', '１２').map((value) => ({
        value,
        forbidden: value === '' && !param.required ? null : `${param.name} is not a number`,
      })),
    );
  if (t === 'integer') forbidden.push(fc.constant({ value: '1.5', forbidden: `${param.name} is not an integer` }));
  if (schema.enum) forbidden.push(fc.constant({ value: 'not-in-enum', forbidden: `${param.name} outside the enum` }));
  if ((t === 'number' || t === 'integer') && typeof schema.maximum === 'number')
    forbidden.push(
      fc.constant({ value: String(schema.maximum + 1), forbidden: `${param.name} above maximum ${schema.maximum}` }),
    );
  if ((t === 'number' || t === 'integer') && typeof schema.minimum === 'number')
    forbidden.push(
      fc.constant({ value: String(schema.minimum - 1), forbidden: `${param.name} below minimum ${schema.minimum}` }),
    );
  if (t === 'string' && typeof schema.maxLength === 'number')
    forbidden.push(
      fc.constant({
        value: 'x'.repeat(Math.min(schema.maxLength + 1, 8000)),
        forbidden: `${param.name} longer than maxLength ${schema.maxLength}`,
      }),
    );
  if (schema.format === 'uuid')
    forbidden.push(
      fc.constantFrom('not-a-uuid', '1').map((value) => ({ value, forbidden: `${param.name} is not a uuid` })),
    );
  // Hostile strings are allowed where the parameter is a free string; elsewhere they are forbidden too.
  const hostile = fc
    .oneof(
      hostileString.filter((s) => s.length <= 8000),
      fc.constantFrom('-1', '0', '2147483648', '99999999999999999999', '-0', '1e3', '../articles', '%2e%2e'),
      fc.constantFrom('0x10', ' 16', '+16', '16.0', '0b1', '016'),
    )
    .map((value) => ({ value, forbidden: parameterBreaks(param, value) }));
  const arbitraries: fc.Arbitrary<ParamChoice>[] = [valid, valid, hostile, ...forbidden];
  if (!param.required) arbitraries.push(fc.constant({ value: undefined, forbidden: null }));
  // Hostile and forbidden query values are judged only by a trustworthy rule: query strings carry no
  // JSON types, so "abc" for a string is fine and "12" for a number is fine.
  return fc.oneof(...arbitraries);
}

// ---------------------------------------------------------------------------------------------
// Requests

export interface RequestOptions {
  /** Sent as Origin on writes (the same-origin check). */
  origin: string;
  roles?: readonly Role[];
}

type BodyChoice = { body?: string; contentType?: string; forbidden: string | null; note: string };

const formEncode = (value: unknown): string =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? new URLSearchParams(
        Object.entries(value as Record<string, unknown>).map(([k, v]): [string, string] => [
          k,
          typeof v === 'string' ? v : JSON.stringify(v),
        ]),
      ).toString()
    : String(value);

function multipartBody(fields: Record<string, string | Uint8Array>, boundary: string): string {
  const parts = Object.entries(fields).map(([name, value]) =>
    typeof value === 'string'
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="f.bin"\r\nContent-Type: application/octet-stream\r\n\r\n${Buffer.from(value).toString('latin1')}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

function bodyChoice(op: FuzzOperation, fixtures: Fixtures): fc.Arbitrary<BodyChoice> {
  const body = op.body;
  if (!body) {
    // No body documented: sending one anyway must not break anything (not judged as forbidden).
    return fc.oneof(
      { weight: 6, arbitrary: fc.constant<BodyChoice>({ forbidden: null, note: 'no body' }) },
      fc.constant<BodyChoice>({
        body: '{"x":',
        contentType: 'application/json',
        forbidden: null,
        note: 'stray invalid JSON',
      }),
      anyJson.map<BodyChoice>((v) => ({
        body: JSON.stringify(v),
        contentType: 'application/json',
        forbidden: null,
        note: 'stray JSON body',
      })),
    );
  }
  const schema = body.schema;
  const requiresFields = (schema.required ?? []).length > 0;
  const unlisted = (type: string) => (body.mediaTypes.includes(type) ? null : `content type ${type} not accepted`);
  if (op.kind === 'multipart') {
    const fileFields = Object.entries((schema.properties ?? {}) as Record<string, Schema>)
      .filter(([, p]) => p.format === 'binary')
      .map(([k]) => k);
    const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
    return fc.oneof(
      fc
        .tuple(fc.uint8Array({ maxLength: 2000 }), fc.constantFrom(...(fileFields.length ? fileFields : ['file'])))
        .map<BodyChoice>(([bytes, field]) => ({
          body: multipartBody({ [field]: bytes }, boundary),
          contentType: `multipart/form-data; boundary=${boundary}`,
          forbidden: null,
          note: 'multipart with random bytes',
        })),
      fc.constant<BodyChoice>({
        body: `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n\r\ntruncated`,
        contentType: `multipart/form-data; boundary=${boundary}`,
        forbidden: 'truncated multipart body',
        note: 'truncated multipart',
      }),
      fc.constant<BodyChoice>({
        body: '{"file":"x"}',
        contentType: 'application/json',
        forbidden: unlisted('application/json'),
        note: 'JSON instead of multipart',
      }),
      fc.constant<BodyChoice>({
        body: 'file=x',
        contentType: 'text/plain',
        forbidden: unlisted('text/plain'),
        note: 'text/plain',
      }),
      fc.constant<BodyChoice>({ forbidden: body.required ? 'body missing' : null, note: 'no body' }),
    );
  }
  const json = (v: unknown) => JSON.stringify(v);
  const options: { weight: number; arbitrary: fc.Arbitrary<BodyChoice> }[] = [
    {
      weight: 4,
      arbitrary: validValue(schema, '', fixtures).map((v) => ({
        body: json(v),
        contentType: 'application/json',
        forbidden: null,
        note: 'valid body',
      })),
    },
    {
      weight: 3,
      arbitrary: hostileBody(schema, fixtures).map((h) => ({
        body: h.body,
        contentType: 'application/json',
        forbidden: h.forbidden,
        note: 'hostile body',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{"title":', '{', 'nul\u0000l', '[1,]', '{"a":1}}', '\ud800').map((raw) => ({
        body: raw,
        contentType: 'application/json',
        forbidden: 'invalid JSON',
        note: 'invalid JSON',
      })),
    },
    {
      weight: 1,
      arbitrary: validValue(schema, '', fixtures).map((v) => ({
        body: json(v),
        contentType: 'text/plain',
        forbidden: requiresFields ? unlisted('text/plain') : null,
        note: 'JSON sent as text/plain',
      })),
    },
    {
      weight: 1,
      arbitrary: validValue(schema, '', fixtures).map((v) => ({
        body: formEncode(v),
        contentType: 'application/x-www-form-urlencoded',
        forbidden: unlisted('application/x-www-form-urlencoded'),
        note: 'form-encoded body',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        forbidden: body.required && requiresFields ? 'body missing' : null,
        note: 'no body',
      }),
    },
  ];
  const bad = forbiddenBody(schema, fixtures);
  if (bad)
    options.push({
      weight: 5,
      arbitrary: bad.map((f) => ({
        body: json(f.value),
        contentType: 'application/json',
        forbidden: f.reason,
        note: 'forbidden body',
      })),
    });
  return fc.oneof(...options);
}

/** Requests for one operation. */
export function requestArbitrary(
  op: FuzzOperation,
  fixtures: Fixtures,
  options: RequestOptions,
): fc.Arbitrary<FuzzRequest> {
  const roles = options.roles ?? ROLES;
  const params = op.parameters.filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header');
  const paramArbs = params.map((p) => parameterValue(p, fixtures));
  const origin = fc.oneof(
    { weight: 9, arbitrary: fc.constant<string | undefined>(options.origin) },
    fc.constantFrom<string | undefined>('https://evil.example', 'null', undefined),
  );
  return fc
    .tuple(fc.constantFrom(...roles), fc.tuple(...paramArbs), bodyChoice(op, fixtures), origin)
    .map(([role, values, body, chosenOrigin]) => {
      let path = op.path;
      const query = new URLSearchParams();
      const headers: Record<string, string> = {};
      const reasons: string[] = [];
      params.forEach((param, i) => {
        const { value, forbidden } = values[i];
        if (forbidden) reasons.push(forbidden);
        if (param.in === 'path') {
          // An empty segment would route elsewhere; "%20" stands in for it.
          path = path.replace(`{${param.name}}`, value ? encodeSegment(value) : '%20');
        } else if (value !== undefined && param.in === 'query') query.append(param.name, value);
        else if (value !== undefined && param.in === 'header')
          headers[param.name] = value.replace(/[^\x20-\x7e]/g, '?');
        else if (param.required) reasons.push(`required ${param.in} parameter ${param.name} missing`);
      });
      if (body.forbidden) reasons.push(body.forbidden);
      const write = op.method !== 'GET';
      if (write && chosenOrigin) headers.Origin = chosenOrigin;
      if (body.contentType) headers['Content-Type'] = body.contentType;
      if (op.kind === 'stream') headers.Accept = 'application/json';
      const qs = query.toString();
      return {
        method: op.method,
        url: qs ? `${path}?${qs}` : path,
        headers,
        body: body.body,
        role,
        forbidden: reasons.length ? reasons.join('; ') : null,
        note: `${body.note}${write && chosenOrigin !== options.origin ? `, origin ${String(chosenOrigin)}` : ''}`,
      };
    });
}

// ---------------------------------------------------------------------------------------------
// Oracles

export interface FuzzResponse {
  status: number;
  contentType: string;
  text: string;
}

const ERROR_KEYS = new Set(['statusCode', 'error', 'message', 'code', 'errors', 'details', 'path', 'timestamp']);

/** What is wrong with one answer (empty when nothing is). */
export function judge(op: FuzzOperation, request: FuzzRequest, response: FuzzResponse): string[] {
  const problems: string[] = [];
  const { status } = response;
  if (status >= 500 && !op.documented5xx.includes(status)) problems.push(`answered ${status}`);
  if (status >= 200 && status < 300 && request.forbidden)
    problems.push(`accepted (${status}) input the document forbids: ${request.forbidden}`);
  const documentedTypes = op.responseMediaTypes[status] ?? [];
  const documentedPage =
    documentedTypes.length > 0 &&
    !documentedTypes.includes('application/json') &&
    documentedTypes.some((type) => response.contentType.startsWith(type));
  if (status >= 400 && !documentedPage) {
    const shape = errorShapeProblem(response);
    if (shape) problems.push(`${status} not in the error shape: ${shape}`);
  }
  return problems;
}

function errorShapeProblem(response: FuzzResponse): string | null {
  if (!response.contentType.includes('application/json')) return `content type ${response.contentType || 'none'}`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(response.text) as Record<string, unknown>;
  } catch {
    return 'not JSON';
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'not an object';
  if (body.statusCode !== response.status) return `statusCode ${String(body.statusCode)}`;
  for (const key of ['error', 'message', 'path', 'timestamp'])
    if (typeof body[key] !== 'string') return `${key} is not a string`;
  const extra = Object.keys(body).filter((k) => !ERROR_KEYS.has(k));
  if (extra.length) return `unexpected keys ${extra.join(', ')}`;
  if (body.errors !== undefined) {
    if (!Array.isArray(body.errors)) return 'errors is not an array';
    for (const e of body.errors as Record<string, unknown>[])
      if (typeof e?.field !== 'string' || typeof e?.reason !== 'string') return 'errors entry without field/reason';
  }
  return null;
}

/** A failing case, as printed: enough to replay it by hand. */
export function describeCase(
  op: FuzzOperation,
  request: FuzzRequest,
  response: FuzzResponse,
  problems: string[],
): string {
  const body =
    request.body === undefined
      ? ''
      : request.body.length > 300
        ? `${request.body.slice(0, 300)}… (${request.body.length} chars)`
        : request.body;
  const url = request.url.length > 300 ? `${request.url.slice(0, 300)}… (${request.url.length} chars)` : request.url;
  return [
    `${op.id}: ${problems.join('; ')}`,
    `  as ${request.role}: ${request.method} ${url} [${request.note}]`,
    `  headers ${JSON.stringify(request.headers)}`,
    body ? `  body ${JSON.stringify(body)}` : '',
    `  answer ${response.status} ${response.text.slice(0, 300)}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The generated requests of one operation, reproducible from the seed. */
export function sampleRequests(
  op: FuzzOperation,
  fixtures: Fixtures,
  options: RequestOptions & { seed: number; count: number },
): FuzzRequest[] {
  // One stream per operation, derived from the run's seed, so adding an operation changes no other's cases.
  let hash = options.seed | 0;
  for (const ch of op.id) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return fc.sample(requestArbitrary(op, fixtures, options), { seed: hash, numRuns: options.count });
}
