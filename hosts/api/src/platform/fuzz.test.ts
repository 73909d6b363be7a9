/**
 * Schema fuzzing, generated from the route catalogue with fast-check (seeded, so a failure
 * repeats): every route with a query or body schema gets bad input from an authorised caller (A's
 * administrator; the portal token for portal calls) — a wrong type per field, a missing required
 * field, boundary numbers, 10k strings, control characters and lone surrogates, prototype keys,
 * malformed JSON and the wrong content type — and answers below 500, a JSON body with every 4xx,
 * and the server still answers afterwards. Every route also gets bad path parameters (ids out of
 * range, not numbers, escapes no decoder accepts) and query parameters and bodies it does not
 * take; the MFA step is called with a pending MFA sign-in. The last test checks that every route
 * of the catalogue was fuzzed.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { API_ROUTES, OPENAPI_PATH, type ApiRoute } from '@si/contract/api';
import { call, setup, type TestContext } from '../../test-support/helpers.ts';
import { makeUser } from '../../test-support/fixtures.ts';
import type { PortalFixture } from '../../test-support/portal-fixtures.ts';
import type { Org } from '../../test-support/workflow-fixtures.ts';
import { idFor, jsonSchemaOf, routeKey, sampleValue, sendsBody, victimWorld, type JsonSchema } from '../../test-support/attack-support.ts';

fc.configureGlobal({ seed: 4242, numRuns: 8, includeErrorInReport: true });

let t: TestContext;
let org: Org;
let portal: PortalFixture;
let ids: Map<string, number>;
/** A live payment session of the portal's invoice, for the sandbox checkout pages. */
let sessionId = 'no-such-session';
/** A user of the organization half-way through an MFA sign-in, for the MFA step's routes. */
let mfa: { userId: number; token: string };
const routes = new Set<string>();
let cases = 0;
let fiveHundreds = 0;
/** Answers by status, for the summary and to show the input got past the credential checks. */
const statuses = new Map<number, number>();

/** Values of the wrong type or at the edges, for any field. */
const BAD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  2 ** 31,
  -(2 ** 31) - 1,
  1e308,
  'NaN',
  'Infinity',
  '1e309',
  '',
  ' ',
  'x'.repeat(10_000),
  'a\u0000b',
  '\u0000',
  'tab\tbell\u0007escape\u001b',
  '\ud800',
  'x\udfffy',
  [],
  [1, 'x', null],
  {},
  { nested: { deep: [1] } },
  '2025-02-30',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
];
const badValue = fc.oneof(fc.constantFrom(...BAD_VALUES), fc.string({ unit: 'binary', maxLength: 40 }), fc.integer(), fc.double(), fc.object({ maxDepth: 1 }));

/** Query values as URL text: lone surrogates and broken escapes go as raw percent-escapes no UTF-8 decoder accepts. */
const QUERY_TEXT = ['', '0', '-1', '2147483648', '1e308', 'NaN', 'x'.repeat(10_000), '%00', '%ED%A0%80', '%', '%zz', 'a%00b', '[]', '{}', 'true'];
const queryText = fc.oneof(fc.constantFrom(...QUERY_TEXT), fc.string({ unit: 'binary', maxLength: 30 }).map(encodeURIComponent));

interface Fuzzed {
  body?: string;
  contentType?: string;
  query?: string;
  /** The path as sent, when the path itself is what is fuzzed. */
  path?: string;
}

/** Path parameter values no route takes: out of range, not numbers, escapes, traversal, very long. */
const BAD_PATH_VALUES = ['0', '-1', '2147483648', '1.5', 'abc', '%00', '%ED%A0%80', '..%2F..%2Fetc', 'x'.repeat(2_000)];

function pathOf(route: ApiRoute): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (route.auth === 'mfa') return String(mfa.userId);
    if (name === 'module') return 'filestride';
    if (name === 'outcome') return 'cancel';
    if (name === 'session_id') return sessionId;
    if (route.path.startsWith('/api/users')) return String(name === 'officeId' ? org.officeId : org.ic.id); // not the caller
    return String(idFor(ids, route.path, name, org.accountId));
  });
}

async function send(route: ApiRoute, input: Fuzzed): Promise<void> {
  const headers: Record<string, string> = {};
  const token = route.auth === 'portal' ? undefined : route.auth === 'mfa' ? mfa.token : org.oa.token;
  if (token) headers.authorization = `JWT ${token}`;
  if (input.body !== undefined) headers['content-type'] = input.contentType ?? 'application/json';
  const tokenQuery = route.auth === 'portal' && route.token === 'query' ? `token=${portal.token}` : '';
  const query = [tokenQuery, input.query ?? ''].filter(Boolean).join('&');
  const path = `${input.path ?? pathOf(route)}${query ? `?${query}` : ''}`;
  const env = { incoming: { socket: { remoteAddress: `10.9.${cases % 250}.${(cases >> 8) % 250}` } } };
  const res = await t.app.request(path, { method: route.method.toUpperCase(), headers, body: sendsBody(route) ? input.body : undefined }, env);
  cases++;
  const text = await res.text();
  const where = `${routeKey(route)} ${path.slice(0, 200)} ${JSON.stringify(input.body?.slice(0, 300))}: ${res.status} ${text.slice(0, 300)}`;
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  if (res.status >= 500) fiveHundreds++;
  assert.ok(res.status < 500, where);
  // The sandbox checkout and the lead form's plain page are pages in a person's browser: an unknown session or form is an HTML page by design.
  const page = route.path.startsWith('/api/payments/sandbox/') || route.produces === 'text/html';
  if (res.status >= 400) assert.match(res.headers.get('content-type') ?? '', page ? /^(application\/json|text\/html)/ : /^application\/json/, where);
}

/** The fields of an object schema, and which are required. */
function fieldsOf(schema: JsonSchema): { names: string[]; required: Set<string> } {
  return { names: Object.keys(schema.properties ?? {}), required: new Set(schema.required ?? []) };
}

/** A valid body with the portal token where the route takes it in the body. */
function validBody(route: ApiRoute): Record<string, unknown> {
  const body = route.body ? ((sampleValue(jsonSchemaOf(route.body)) ?? {}) as Record<string, unknown>) : {};
  if (route.auth === 'portal' && route.token === 'body') body.token = portal.token;
  return body;
}

const asForm = (values: Record<string, unknown>) => new URLSearchParams(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();

async function fuzzBody(route: ApiRoute) {
  const schema = jsonSchemaOf(route.body!);
  const { names, required } = fieldsOf(schema);
  const valid = validBody(route);
  const encode = (value: unknown): Fuzzed => (route.bodyType === 'form' ? { body: asForm(value as Record<string, unknown>), contentType: 'application/x-www-form-urlencoded' } : { body: JSON.stringify(value) });
  const fields = names.filter((n) => n !== 'token');
  // One bad value in one field, the rest valid.
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...(fields.length ? fields : ['unknown_field'])), badValue, async (field, value) => {
      await send(route, encode({ ...valid, [field]: value }));
    }),
  );
  // Every field bad at once.
  await fc.assert(
    fc.asyncProperty(fc.dictionary(fc.constantFrom(...(fields.length ? fields : ['x'])), badValue), async (values) => {
      await send(route, encode({ ...valid, ...values }));
    }),
  );
  // Each required field missing, one at a time (at most 4).
  for (const field of [...required].filter((n) => n !== 'token').slice(0, 4)) {
    const rest = { ...valid };
    delete rest[field];
    await send(route, encode(rest));
  }
  // Not an object at all, prototype keys, malformed JSON text, the wrong content type.
  const text = JSON.stringify(valid).slice(1, -1);
  const raw = [
    'null',
    '[]',
    '"text"',
    '12',
    `{${text}${text ? ',' : ''}"__proto__":{"is_admin":true,"role":"OA"}}`,
    `{${text}${text ? ',' : ''}"constructor":{"prototype":{"polluted":1}}}`,
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '\u0000',
    '',
    `{${text}${text ? ',' : ''}"x":"\\ud800"}`,
  ];
  for (const body of raw) await send(route, route.bodyType === 'form' ? { body, contentType: 'application/x-www-form-urlencoded' } : { body });
  await send(route, { body: JSON.stringify(valid), contentType: 'text/plain' });
  await send(route, { body: JSON.stringify(valid), contentType: 'multipart/form-data; boundary=nothing' });
  await send(route, { body: JSON.stringify(valid), contentType: 'application/x-www-form-urlencoded' });
}

async function fuzzQuery(route: ApiRoute) {
  const { names } = fieldsOf(jsonSchemaOf(route.query!));
  const fields = names.filter((n) => n !== 'token');
  await fc.assert(
    fc.asyncProperty(fc.dictionary(fc.constantFrom(...(fields.length ? fields : ['x']), '__proto__', 'constructor'), queryText, { minKeys: 1, maxKeys: 4 }), async (values) => {
      await send(route, { query: Object.entries(values).map(([k, v]) => `${k}=${v}`).join('&'), body: sendsBody(route) ? JSON.stringify(validBody(route)) : undefined });
    }),
  );
  for (const field of fields.slice(0, 6)) for (const v of ['%ED%A0%80', '2147483648', 'x'.repeat(10_000)]) await send(route, { query: `${field}=${v}&${field}=1`, body: sendsBody(route) ? JSON.stringify(validBody(route)) : undefined });
}

/** Each path parameter bad in turn (the others valid); then query parameters and a body the route does not take. */
async function fuzzAddress(route: ApiRoute) {
  const body = sendsBody(route) ? JSON.stringify(validBody(route)) : undefined;
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const valid = pathOf(route);
  for (const name of names) {
    for (const bad of BAD_PATH_VALUES) {
      const path = route.path.replace(/\{(\w+)\}/g, (whole, n: string) => (n === name ? bad : valid.split('/')[route.path.split('/').indexOf(whole)]!));
      await send(route, { path, body });
    }
  }
  if (!route.query) {
    for (const query of ['unexpected=1', 'page=-1&ordering=__proto__', `q=${'x'.repeat(10_000)}`, 'a=%ED%A0%80', '__proto__[admin]=1']) await send(route, { query, body });
  }
  if (!route.body && sendsBody(route)) {
    for (const raw of ['{"unexpected":true}', '{"a":', 'null', '[]', '\u0000']) await send(route, { body: raw });
  }
}

before(async () => {
  // A webhook secret, so the webhook is reached and judges the (missing) signature.
  t = await setup({ stripeWebhookSecret: 'whsec_schema_fuzzing' });
  ({ org, ids, portal } = await victimWorld(t, 'FUZZ'));
  const created = await t.app.request('/api/payments/get_or_create_payment_session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: portal.token, item_id: portal.invoiceId }),
  });
  assert.equal(created.status, 201);
  sessionId = new URL(((await created.json()) as { checkout_url: string }).checkout_url).pathname.split('/').pop()!;
  const mfaUser = await makeUser(t.db, org, { role: 'OA', firstName: 'Mona', mfa: 'VIRTUAL' });
  const pending = await call(t.app, 'POST', '/auth/jwt/create/', { json: { email: mfaUser.email, password: mfaUser.password } });
  assert.equal(pending.body.mfa, 'challenge');
  mfa = { userId: mfaUser.id, token: pending.body.token };
});

after(async () => {
  console.log(`schema fuzzing: ${routes.size} routes, ${cases} cases, ${fiveHundreds} answers of 5xx (by status: ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))})`);
  await t.database.close();
});

describe('schema fuzzing', () => {
  for (const route of API_ROUTES) {
    test(`${routeKey(route)} answers bad input below 500`, async () => {
      if (route.body && sendsBody(route)) await fuzzBody(route);
      if (route.query) await fuzzQuery(route);
      await fuzzAddress(route);
      routes.add(routeKey(route));
    });
  }

  test('every route of the catalogue was fuzzed', () => {
    assert.deepEqual(
      API_ROUTES.map(routeKey).filter((key) => !routes.has(key)),
      [],
    );
  });

  test('the server still answers afterwards', async () => {
    const res = await t.app.request(OPENAPI_PATH);
    assert.equal(res.status, 200);
    const me = await t.app.request('/auth/users/me', { headers: { authorization: `JWT ${org.oa.token}` } });
    assert.equal(me.status, 200, 'the administrator is still signed in and active');
    assert.ok((statuses.get(401) ?? 0) < cases * 0.02, 'the bad input reached the handlers, not the credential check');
    assert.ok(cases > 2000, `${cases} cases`);
  });
});
