/** Standard files and secure file shares: uploads, downloads, expiring links. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { contact, secureFileShare } from '../../../db/schema.ts';
import { ConfigProperty } from '@si/contract';
import { setConfig } from '../../../platform/config.ts';
import { readOutbox } from '../../../platform/mail.ts';
import { NOTIFICATIONS_OFF } from '../../organizations/mail-settings.ts';
import { call } from '../../../../test-support/helpers.ts';
import { adminWorld, assertInvisibleToOtherOrg, assertOnlyOaWrites, auditActions, type AdminWorld } from '../../../../test-support/admin-support.ts';

let w: AdminWorld;
let customer: number;
const api = (method: string, path: string, json?: unknown, token = w.tokens.oa) => call(w.t.app, method, path, { token, json });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function upload(path: string, fields: Record<string, string>, file?: { name: string; bytes: Buffer }, token = w.tokens.oa) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const res = await w.t.app.request(path, { method: 'POST', body: form, headers: { authorization: `JWT ${token}` } });
  return { status: res.status, body: await res.json() };
}

before(async () => {
  w = await adminWorld();
  [customer] = (await w.t.db.insert(contact).values({ organizationId: w.org.orgId, email: 'cfo@customer.example', firstName: 'Carla' }).returning()).map((r) => r.id) as [number];
});
after(() => w.t.database.close());

describe('secure file shares while customer notifications are off', () => {
  test('nothing is shared or mailed, and the OA is told why', async () => {
    await setConfig(w.t.db, w.org.orgId, ConfigProperty.CUSTOMER_NOTIFICATIONS_ENABLED, 'false');
    try {
      const res = await upload('/api/secure_file_share', { contact_id: String(customer), expires_in_days: '3' }, { name: 'held.pdf', bytes: PDF });
      assert.equal(res.status, 409);
      assert.equal(res.body.detail, NOTIFICATIONS_OFF);
      assert.deepEqual(await w.t.db.select().from(secureFileShare).where(eq(secureFileShare.fileName, 'held.pdf')), []);
      assert.deepEqual(await readOutbox(w.t.db, { to: 'cfo@customer.example' }), []);
    } finally {
      await setConfig(w.t.db, w.org.orgId, ConfigProperty.CUSTOMER_NOTIFICATIONS_ENABLED, 'true');
    }
  });
});

describe('standard files', () => {
  let id: number;

  test('an OA uploads a file with a name and description; it downloads as an attachment with nosniff', async () => {
    const res = await upload('/api/standard_files', { name: 'Loan application', description: 'Blank form' }, { name: 'application form.pdf', bytes: PDF });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.file_name, 'application form.pdf');
    assert.equal(res.body.content_type, 'application/pdf');
    assert.equal(res.body.size, PDF.length);
    id = res.body.id;
    const dl = await w.t.app.request(`/api/standard_files/${id}/download`, { headers: { authorization: `JWT ${w.tokens.vo}` } });
    assert.equal(dl.status, 200);
    assert.equal(dl.headers.get('content-disposition'), `attachment; filename="application form.pdf"; filename*=UTF-8''application%20form.pdf`);
    assert.equal(dl.headers.get('x-content-type-options'), 'nosniff');
    assert.deepEqual(Buffer.from(await dl.arrayBuffer()), PDF);
    assert.equal((await api('GET', '/api/standard_files?search=blank')).body.count, 1);
    assert.ok((await auditActions(w)).includes('standard_file_created'));
  });

  test('without a name the file name is used; bad files are refused with a field message', async () => {
    const unnamed = await upload('/api/standard_files', {}, { name: 'Terms.pdf', bytes: PDF });
    assert.equal(unnamed.body.name, 'Terms');
    assert.deepEqual((await upload('/api/standard_files', { name: 'x' })).body, { file: ['Field is required'] });
    const exe = await upload('/api/standard_files', { name: 'x' }, { name: 'setup.exe', bytes: Buffer.from('MZ') });
    assert.match(exe.body.file[0], /^This file type is not accepted/);
    const fake = await upload('/api/standard_files', { name: 'x' }, { name: 'fake.pdf', bytes: Buffer.from('MZ not a pdf') });
    assert.deepEqual(fake.body, { file: ["The file's content is not a valid .pdf file."] });
    assert.equal((await api('POST', '/api/standard_files', { name: 'json' })).status, 415);
  });

  test('a file over 25 MB is refused before it is stored', async () => {
    const big = await upload('/api/standard_files', { name: 'big' }, { name: 'big.pdf', bytes: Buffer.alloc(26 * 1024 * 1024, 0x25) });
    assert.equal(big.status, 413);
  });

  test('name and description are edited by PATCH', async () => {
    const res = await api('PATCH', `/api/standard_files/${id}`, { description: 'Blank form, 2026 edition' });
    assert.equal(res.body.name, 'Loan application');
    assert.equal(res.body.description, 'Blank form, 2026 edition');
    assert.deepEqual((await api('PATCH', `/api/standard_files/${id}`, { name: '' })).body, { name: ['Field is required'] });
  });

  test('only an OA writes; another organization never sees the file', async () => {
    assert.equal((await upload('/api/standard_files', { name: 'x' }, { name: 'a.pdf', bytes: PDF }, w.tokens.ic)).status, 403);
    assert.equal((await upload('/api/standard_files', { name: 'x' }, { name: 'a.pdf', bytes: PDF }, w.tokens.vo)).status, 403);
    await assertOnlyOaWrites(w, [
      { method: 'PATCH', path: `/api/standard_files/${id}`, json: { name: 'Nope' } },
      { method: 'DELETE', path: `/api/standard_files/${id}` },
    ]);
    await assertInvisibleToOtherOrg(w, '/api/standard_files', id, { name: 'Mine' });
    assert.equal((await api('GET', `/api/standard_files/${id}/download`, undefined, w.tokens.stranger)).status, 404);
  });
});

describe('secure file share', () => {
  let shareId: number;
  let link: string;

  test('an OA shares an uploaded file: the contact is mailed a link that downloads it without sign-in', async () => {
    const res = await upload('/api/secure_file_share', { contact_id: String(customer), expires_in_days: '3', message: 'Your signed copy' }, { name: 'contract.pdf', bytes: PDF });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    shareId = res.body.id;
    link = res.body.link;
    assert.match(link, /^http:\/\/suite\.test\/api\/secure_file_share\/[\w-]{43}$/);
    const days = (Date.parse(res.body.expires_at) - Date.now()) / 86_400_000;
    assert.ok(days > 2.99 && days <= 3, `expires in ${days} days`);
    const [mail] = await readOutbox(w.t.db, { to: 'cfo@customer.example' });
    assert.deepEqual(mail!.links, [link]);
    assert.match(mail!.body, /Your signed copy/);
    assert.match(mail!.body, /^Hello Carla,\n/);

    const dl = await w.t.app.request(new URL(link).pathname);
    assert.equal(dl.status, 200);
    assert.equal(dl.headers.get('content-type'), 'application/pdf');
    assert.match(dl.headers.get('content-disposition')!, /^attachment; filename="contract.pdf"/);
    assert.equal(dl.headers.get('x-content-type-options'), 'nosniff');
    assert.deepEqual(Buffer.from(await dl.arrayBuffer()), PDF);
    const read = await api('GET', `/api/secure_file_share/${shareId}`);
    assert.equal(read.body.download_count, 1);
    assert.equal(read.body.contact_email, 'cfo@customer.example');
    assert.equal('link' in read.body, false, 'the link is shown once');
    const actions = await auditActions(w);
    assert.ok(actions.includes('secure_file_shared') && actions.includes('secure_file_downloaded'));
  });

  test('only the hash of the token is stored', async () => {
    const [row] = await w.t.db.select().from(secureFileShare).where(eq(secureFileShare.id, shareId));
    const token = link.split('/').pop()!;
    assert.notEqual(row!.tokenHash, token);
    assert.equal(row!.tokenHash.length, 64);
  });

  test('an expired link is 404; extending it brings it back', async () => {
    await w.t.db.update(secureFileShare).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(secureFileShare.id, shareId));
    const gone = await call(w.t.app, 'GET', new URL(link).pathname);
    assert.equal(gone.status, 404);
    assert.deepEqual(gone.body, { detail: 'This link has expired or does not exist.' });
    assert.equal((await api('PATCH', `/api/secure_file_share/${shareId}`, { expires_in_days: 1 })).status, 200);
    assert.equal((await w.t.app.request(new URL(link).pathname)).status, 200);
    assert.equal((await call(w.t.app, 'GET', '/api/secure_file_share/not-a-real-token-at-all-0000000000000')).status, 404);
  });

  test('a standard file can be shared by id; its own copy survives the standard file', async () => {
    const std = await upload('/api/standard_files', { name: 'Fee schedule' }, { name: 'fees.pdf', bytes: PDF });
    const res = await api('POST', '/api/secure_file_share', { contact_id: customer, standard_file_id: std.body.id });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.file_name, 'fees.pdf');
    assert.equal((await api('DELETE', `/api/standard_files/${std.body.id}`)).status, 204);
    assert.equal((await w.t.app.request(new URL(res.body.link).pathname)).status, 200);
  });

  test('bad shares get field messages', async () => {
    const [foreign] = await w.t.db.insert(contact).values({ organizationId: w.otherOrg.orgId, email: 'x@other.example' }).returning();
    assert.deepEqual((await api('POST', '/api/secure_file_share', { contact_id: foreign!.id, standard_file_id: 1 })).body, { contact_id: ['Must be the id of a contact of this organization.'] });
    assert.deepEqual((await api('POST', '/api/secure_file_share', { contact_id: customer })).body, { file: ['Send a file, or the standard_file_id of a standard file.'] });
    const days = await upload('/api/secure_file_share', { contact_id: String(customer), expires_in_days: '365' }, { name: 'a.pdf', bytes: PDF });
    assert.deepEqual(days.body, { expires_in_days: ['At most 90 days.'] });
  });

  test('only an OA shares; another organization never sees the share', async () => {
    assert.equal((await upload('/api/secure_file_share', { contact_id: String(customer) }, { name: 'a.pdf', bytes: PDF }, w.tokens.ic)).status, 403);
    await assertOnlyOaWrites(w, [
      { method: 'POST', path: '/api/secure_file_share', json: { contact_id: customer, standard_file_id: 1 } },
      { method: 'PATCH', path: `/api/secure_file_share/${shareId}`, json: { message: 'x' } },
      { method: 'DELETE', path: `/api/secure_file_share/${shareId}` },
    ]);
    await assertInvisibleToOtherOrg(w, '/api/secure_file_share', shareId, { message: 'Mine' });
  });

  test('deleting the share kills the link', async () => {
    assert.equal((await api('DELETE', `/api/secure_file_share/${shareId}`)).status, 204);
    assert.equal((await w.t.app.request(new URL(link).pathname)).status, 404);
  });
});
