/**
 * Input the server must refuse with a clear 4xx before it reaches the database: control
 * characters and lone surrogates in text, prototype keys, ids and numbers beyond their columns,
 * bodies that do not parse; and the answers around it (413 closes the connection, tus speaks JSON).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { ItemKind } from '@si/contract';
import { auditEvent, checklist } from '../../db/schema.ts';
import { call } from '../../../test-support/helpers.ts';
import { serveApp } from './node-server.ts';
import { adminWorld, type AdminWorld } from '../../../test-support/admin-support.ts';
import { makePortal, type PortalFixture } from '../../../test-support/portal-fixtures.ts';

let w: AdminWorld;
let p: PortalFixture;
let checklistId: number;
const filesDir = mkdtempSync(join(tmpdir(), 'si-input-hardening-'));

before(async () => {
  w = await adminWorld({ filesDir });
  p = await makePortal(w.t.db, { orgId: w.org.orgId });
  const [list] = await w.t.db.insert(checklist).values({ organizationId: w.org.orgId, name: 'Onboarding' }).returning();
  checklistId = list!.id;
});
after(async () => {
  await w.t.database.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const api = (method: string, path: string, opts: Parameters<typeof call>[3] = {}) => call(w.t.app, method, path, { token: w.tokens.oa, ...opts });

/** A 4xx JSON answer whose body names `field`. */
function refusedOn(res: { status: number; body: unknown }, field: string, status = 400) {
  assert.equal(res.status, status, JSON.stringify(res.body));
  assert.equal(typeof res.body, 'object');
  assert.ok(Object.hasOwn(res.body as object, field), `expected the field ${field} in ${JSON.stringify(res.body)}`);
  const messages = (res.body as Record<string, unknown>)[field];
  assert.ok(Array.isArray(messages) && messages.length > 0 && typeof messages[0] === 'string', JSON.stringify(res.body));
}

describe('control characters and malformed Unicode', () => {
  test('a NUL in the sign-in e-mail or password answers 400 on the field, not 500', async () => {
    refusedOn(await call(w.t.app, 'POST', '/auth/jwt/create/', { json: { email: 'ada\u0000@acme-corp.example', password: 'x' } }), 'email');
    refusedOn(await call(w.t.app, 'POST', '/auth/jwt/create/', { json: { email: w.oa.email, password: 'pass\u0000word' } }), 'password');
  });

  test('a NUL in a text field of a write answers 400 on that field; nothing is stored', async () => {
    refusedOn(await api('POST', '/api/offices', { json: { identifier: 'BR\u0000', name: 'Branch' } }), 'identifier');
    refusedOn(await api('POST', '/api/teams', { json: { name: 'Sales\u0000' } }), 'name');
    const nested = await api('POST', '/api/accounts', { json: { module_kind: 1, name: 'Nested', custom_fields: { 1: 'a\u0000b' } } });
    refusedOn(nested, 'custom_fields.1');
    const list = await api('GET', '/api/offices?page_size=100');
    assert.ok(!list.body.results.some((o: { identifier: string }) => o.identifier.startsWith('BR')));
  });

  test('a NUL (or another control) in a search term or any query parameter answers 400 on it', async () => {
    refusedOn(await api('GET', '/api/offices?search=%00'), 'search');
    refusedOn(await api('GET', '/api/accounts?search=a%00b'), 'search');
    refusedOn(await api('GET', '/api/contacts?search=%1B'), 'search');
    refusedOn(await api('GET', `/api/filedrop?token=${encodeURIComponent(`${p.token}\u0000`)}`), 'token');
    refusedOn(await api('GET', '/api/organizations/config_property?config_property_name=%00'), 'config_property_name');
  });

  test('a control character in the path answers 400, not 500', async () => {
    for (const path of ['/api/payments/sandbox/cs%00x?token=abc', '/api/secure_file_share/ab%00cd']) {
      const res = await api('GET', path);
      assert.equal(res.status, 400, `${path}: ${JSON.stringify(res.body)}`);
      assert.equal(typeof res.body.detail, 'string');
    }
  });

  test('single-line names refuse line breaks and other controls; multi-line text keeps them but refuses NUL', async () => {
    refusedOn(await api('POST', '/api/teams', { json: { name: 'Two\nlines' } }), 'name');
    refusedOn(await api('POST', '/api/categories', { json: { name: 'Bell\u0007' } }), 'name');
    refusedOn(await api('POST', '/api/categories', { json: { name: 'Del\u007f' } }), 'name');
    const ok = await api('POST', '/api/categories', { json: { name: 'Paper', description: 'First line\r\n\tsecond line' } });
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    assert.equal(ok.body.description, 'First line\r\n\tsecond line');
    refusedOn(await api('POST', '/api/categories', { json: { name: 'Ink', description: 'line\u0000' } }), 'description');
    refusedOn(await api('POST', '/api/categories', { json: { name: 'Ink', description: 'form\u000cfeed' } }), 'description');
  });

  test('a lone surrogate is refused before it is stored (the audit insert into jsonb would fail)', async () => {
    const before = (await w.t.db.select().from(auditEvent).where(eq(auditEvent.organizationId, w.org.orgId))).length;
    refusedOn(await api('POST', '/api/teams', { raw: '{"name": "Team \\ud800"}' }), 'name');
    refusedOn(await api('POST', '/api/categories', { raw: '{"name": "ok", "description": "low \\udc00 alone"}' }), 'description');
    refusedOn(await api('POST', '/api/offices', { raw: '{"identifier": "X\\udbff", "name": "x"}' }), 'identifier');
    const after = (await w.t.db.select().from(auditEvent).where(eq(auditEvent.organizationId, w.org.orgId))).length;
    assert.equal(after, before);
    // A real pair (an emoji) is fine.
    const emoji = await api('POST', '/api/teams', { raw: '{"name": "Rocket \\ud83d\\ude80"}' });
    assert.equal(emoji.status, 201, JSON.stringify(emoji.body));
    assert.equal(emoji.body.name, 'Rocket 🚀');
  });

  test('portal writes refuse them too (comments, answers)', async () => {
    refusedOn(await call(w.t.app, 'POST', '/api/portal_comments/add_comment', { json: { token: p.token, target_type: 'item', target_id: p.requirementId, comment_text: 'hi\u0000' } }), 'comment_text');
    refusedOn(await call(w.t.app, 'POST', '/api/portal_comments/add_comment', { raw: `{"token": "${p.token}", "target_type": "item", "target_id": ${p.requirementId}, "comment_text": "\\ud800"}` }), 'comment_text');
  });
});

describe('prototype keys', () => {
  for (const key of ['__proto__', 'constructor', 'prototype']) {
    test(`"${key}" as a JSON key answers 400 on every strict body`, async () => {
      refusedOn(await api('POST', '/api/teams', { raw: `{"name": "T", "${key}": 1}` }), key);
      refusedOn(await api('POST', '/api/accounts', { raw: `{"module_kind": 1, "name": "A", "${key}": {"x": 1}}` }), key);
      refusedOn(await api('PATCH', `/api/teams/1`, { raw: `{"${key}": "x"}` }), key);
      refusedOn(await call(w.t.app, 'POST', '/auth/jwt/create/', { raw: `{"email": "a@b.example", "password": "x", "${key}": 1}` }), key);
      // Nested: the field is named by its path.
      refusedOn(await api('POST', '/api/accounts', { raw: `{"module_kind": 1, "name": "A", "custom_fields": {"${key}": "x"}}` }), `custom_fields.${key}`);
    });

    test(`"${key}" as an ordering answers 400 on every paged list`, async () => {
      for (const path of ['/api/offices', '/api/teams', '/api/accounts', '/api/contacts', '/api/users', '/api/workflows', '/api/tasks', '/api/audit_log', `/api/accounts/${p.accountId}/timeline`]) {
        refusedOn(await api('GET', `${path}?ordering=${key}`), 'ordering');
        refusedOn(await api('GET', `${path}?ordering=-${key}`), 'ordering');
      }
    });
  }

  test('the error builder answers a key named __proto__ as data (the answer is JSON with that key)', async () => {
    const res = await api('POST', '/api/teams', { raw: '{"name": "T", "__proto__": {"polluted": true}}' });
    refusedOn(res, '__proto__');
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });
});

describe('ids and numbers beyond their columns', () => {
  test('an id beyond PostgreSQL integer in a body answers 400 on that field', async () => {
    refusedOn(await api('POST', `/api/checklists/${checklistId}/apply`, { json: { account_id: 3_000_000_000 } }), 'account_id');
    refusedOn(await api('POST', `/api/teams/1/members`, { json: { user_id: 3_000_000_000 } }), 'user_id');
    refusedOn(await api('POST', '/api/accounts', { json: { module_kind: 1, name: 'Big', lead_user_id: 2 ** 31 } }), 'lead_user_id');
    refusedOn(await api('POST', '/api/accounts', { json: { module_kind: 1, name: 'Big', custom_fields: { 9999999999: 'x' } } }), 'custom_fields.9999999999');
    const bank = { id: 3_000_000_000, bank_name: 'Bank', account_name: 'Acme', account_number: '12345' };
    refusedOn(await api('POST', '/api/organizations/config_property', { json: { config_property_name: 'bank_account_details', config_property_value: [bank] } }), 'config_property_value.0.id');
    // The same list sent as JSON text is checked just as strictly.
    const asText = JSON.stringify([{ ...bank, id: 1, notes: 'nul \u0000 inside' }]);
    refusedOn(await api('POST', '/api/organizations/config_property', { json: { config_property_name: 'bank_account_details', config_property_value: asText } }), 'config_property_value.0.notes');
    refusedOn(await call(w.t.app, 'POST', '/api/portal_comments/add_comment', { json: { token: p.token, target_type: 'item', target_id: 3_000_000_000, comment_text: 'hi' } }), 'target_id');
    refusedOn(await call(w.t.app, 'POST', '/api/payments/get_or_create_payment_session', { json: { token: p.token, item_id: 3_000_000_000 } }), 'item_id');
  });

  test('an id or page beyond range in a query answers 400 on it', async () => {
    refusedOn(await api('GET', '/api/items?account_id=3000000000'), 'account_id');
    refusedOn(await api('GET', '/api/audit_log?entity_id=3000000000'), 'entity_id');
    refusedOn(await api('GET', '/api/audit_log?actor=1e10'), 'actor');
    refusedOn(await api('GET', '/api/offices?page=1e300'), 'page');
    refusedOn(await api('GET', '/api/users?office_id=3000000000'), 'office_id');
    refusedOn(await api('GET', '/api/products?category_id=3000000000'), 'category_id');
    refusedOn(await call(w.t.app, 'GET', `/api/portal_comments/object_comments?token=${p.token}&target_type=item&target_id=3000000000`), 'target_id');
    refusedOn(await call(w.t.app, 'GET', `/api/fetch_sales_files?token=${p.token}&id=3000000000`), 'id');
  });

  test('an id beyond range in the path is simply not found', async () => {
    for (const path of ['/api/teams/3000000000', '/api/accounts/3000000000', '/api/secure_file_share/3000000000', '/api/users/99999999999']) {
      const res = await api('GET', path);
      assert.ok(res.status === 404, `${path}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    const patchShare = await api('PATCH', '/api/secure_file_share/3000000000', { json: { message: 'x' } });
    assert.equal(patchShare.status, 404, JSON.stringify(patchShare.body));
  });

  test('a number beyond its numeric(18,4) or integer column answers 400 on that field', async () => {
    const metric = { kind: ItemKind.METRIC, title: 'Ratio', threshold_kind: 1 };
    refusedOn(await api('POST', `/api/checklists/${checklistId}/items`, { json: { ...metric, threshold_value: 1e308 } }), 'threshold_value');
    refusedOn(await api('POST', `/api/checklists/${checklistId}/items`, { json: { ...metric, threshold_value: 1e14 } }), 'threshold_value');
    const fits = await api('POST', `/api/checklists/${checklistId}/items`, { json: { ...metric, threshold_value: 99999999999999.5 } });
    assert.equal(fits.status, 201, JSON.stringify(fits.body));
    refusedOn(await api('POST', `/api/accounts/${p.accountId}/items`, { json: { kind: ItemKind.METRIC, title: 'R', threshold_kind: 1, threshold_value: 1e308 } }), 'threshold_value');
  });
});

describe('bodies that do not parse', () => {
  test('a malformed multipart body on the sandbox checkout answers 400 {detail}', async () => {
    const res = await w.t.app.request('/api/payments/sandbox/cs_x/complete', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      body: 'this is not multipart',
    });
    assert.equal(res.status, 400, await res.clone().text());
    assert.equal(typeof (await res.json()).detail, 'string');
  });

  test('a malformed multipart body on a staff upload answers 400 {detail}', async () => {
    const res = await w.t.app.request('/api/standard_files', {
      method: 'POST',
      headers: { authorization: `JWT ${w.tokens.oa}`, 'content-type': 'multipart/form-data; boundary=zzz' },
      body: '--zzz\r\nbroken',
    });
    assert.equal(res.status, 400, await res.clone().text());
    assert.equal(typeof (await res.json()).detail, 'string');
  });

  test('a NUL in a multipart text field or file name answers 400 on that field', async () => {
    const form = new FormData();
    form.set('name', 'Price list\u0000');
    form.set('file', new Blob(['%PDF-1.4\n%%EOF\n']), 'prices.pdf');
    const res = await w.t.app.request('/api/standard_files', { method: 'POST', headers: { authorization: `JWT ${w.tokens.oa}` }, body: form });
    assert.equal(res.status, 400, await res.clone().text());
    assert.ok(Object.hasOwn(await res.json(), 'name'));
  });

  test('JSON that does not parse answers 400 {detail}', async () => {
    const res = await api('POST', '/api/teams', { raw: '{"name": ' });
    assert.equal(res.status, 400);
    assert.match(res.body.detail, /JSON parse error/);
  });
});

describe('413 and kept-alive connections', () => {
  let server: ReturnType<typeof serveApp>;
  let port: number;
  before(async () => {
    server = await new Promise<ReturnType<typeof serveApp>>((done) => {
      const s = serveApp({ fetch: w.t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
    });
    port = (server.address() as AddressInfo).port;
  });
  after(() => new Promise<void>((done) => server.close(() => done())));

  function send(agent: Agent, method: string, path: string, body?: Buffer, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>((done, fail) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, agent, headers: { authorization: `JWT ${w.tokens.oa}`, ...headers } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => done({ status: res.statusCode!, headers: res.headers, text }));
      });
      req.on('error', fail);
      if (body) req.end(body);
      else req.end();
    });
  }

  const cases: { name: string; path: string; size: number; headers?: Record<string, string> }[] = [
    { name: 'the API 1 MB limit', path: '/api/teams', size: 1024 * 1024 + 10, headers: { 'content-type': 'application/json' } },
    { name: 'the sign-in limit', path: '/auth/jwt/create/', size: 1024 * 1024 + 10, headers: { 'content-type': 'application/json' } },
    { name: 'the logo limit', path: '/api/organizations/organization_logo', size: 3 * 1024 * 1024 + 10, headers: { 'content-type': 'application/json' } },
    { name: 'the CSV import limit', path: '/api/accounts/import', size: 6 * 1024 * 1024 + 10, headers: { 'content-type': 'application/json' } },
    { name: 'the standard file limit', path: '/api/standard_files', size: 25 * 1024 * 1024 + 70 * 1024, headers: { 'content-type': 'multipart/form-data; boundary=zzz' } },
  ];
  for (const c of cases) {
    test(`${c.name}: the 413 says Connection: close and the next request on the same agent succeeds`, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const warm = await send(agent, 'GET', '/api/teams');
        assert.equal(warm.status, 200);
        const big = await send(agent, 'POST', c.path, Buffer.alloc(c.size, 0x20), c.headers);
        assert.equal(big.status, 413, big.text);
        assert.equal(typeof JSON.parse(big.text).detail, 'string');
        const next = await send(agent, 'GET', '/api/teams');
        assert.equal(next.status, 200);
        assert.equal(big.headers.connection, 'close');
      } finally {
        agent.destroy();
      }
    });
  }

  test('headers over Node\'s limit (a 100,000-character tus Upload-Metadata) answer 431 with JSON {detail}', async () => {
    const agent = new Agent({ keepAlive: false });
    try {
      const res = await send(agent, 'POST', '/api/portal/uploads', undefined, { 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': `filename ${'A'.repeat(100_000)}` });
      assert.equal(res.status, 431);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      assert.match(JSON.parse(res.text).detail, /headers are too large/);
    } finally {
      agent.destroy();
    }
  });

  test('a request line that is not HTTP answers 400 with JSON {detail}, and the server goes on', async () => {
    const raw = await new Promise<string>((done, fail) => {
      const socket = connect(port, '127.0.0.1', () => socket.end('NOT HTTP AT ALL\r\n\r\n'));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => done(text));
      socket.on('error', fail);
    });
    assert.match(raw, /^HTTP\/1\.1 400 Bad Request\r\n/);
    assert.deepEqual(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)), { detail: 'The request is malformed.' });
    const agent = new Agent();
    try {
      assert.equal((await send(agent, 'GET', '/api/teams')).status, 200);
    } finally {
      agent.destroy();
    }
  });

  test('a chunked body over the limit (no Content-Length) also says Connection: close', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const res = await new Promise<{ status: number; connection?: string }>((done, fail) => {
        const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/teams', agent, headers: { authorization: `JWT ${w.tokens.oa}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (r) => {
          r.resume();
          r.on('end', () => done({ status: r.statusCode!, connection: r.headers.connection }));
        });
        req.on('error', fail);
        for (let i = 0; i < 17; i++) req.write(Buffer.alloc(64 * 1024, 0x20));
        req.end();
      });
      assert.equal(res.status, 413);
      assert.equal((await send(agent, 'GET', '/api/teams')).status, 200);
      assert.equal(res.connection, 'close');
    } finally {
      agent.destroy();
    }
  });
});

describe('tus protocol errors', () => {
  test('the protocol\'s own errors answer JSON {detail}, keeping Tus-Resumable', async () => {
    const noVersion = await w.t.app.request('/api/portal/uploads', { method: 'POST', headers: { 'upload-length': '10' } });
    assert.equal(noVersion.status, 412);
    assert.match(noVersion.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(noVersion.headers.get('tus-resumable'), '1.0.0');
    assert.equal(typeof (await noVersion.json()).detail, 'string');

    const unknown = await w.t.app.request('/api/portal/uploads/0123456789abcdef0123456789abcdef', { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
    assert.equal(unknown.status, 404);

    const badOffset = await w.t.app.request('/api/portal/uploads/0123456789abcdef0123456789abcdef', {
      method: 'PATCH',
      headers: { 'tus-resumable': '1.0.0', 'content-type': 'application/offset+octet-stream' },
      body: 'x',
    });
    assert.ok(badOffset.status >= 400 && badOffset.status < 500, String(badOffset.status));
    assert.match(badOffset.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(typeof (await badOffset.json()).detail, 'string');
  });
});
