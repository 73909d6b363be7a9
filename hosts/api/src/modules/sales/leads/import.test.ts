/**
 * The CSV import of leads: all or nothing. A file with bad rows among many stores nothing and lists
 * every problem by row (1 = the first data row) and column; a clean file of thousands of rows is
 * stored (source `import`, owners from owner_email or in turn), and 50,000 rows take seconds. The
 * attacks: a Viewer Only (403), HTML and formulas in cells (kept as text), a binary file, another
 * organization's user as owner.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { FieldMessage, SalesMessage } from '@si/contract';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { leadsWorld, putSettingsRow, type LeadsWorld } from '../../../../test-support/sales-data.ts';
import { salesLead } from '../schema.ts';
import { importLeads, LeadImportMessage } from './import.ts';

let t: TestContext;
let a: LeadsWorld;
let b: LeadsWorld;

const HEADER = 'first_name,last_name,company,email,phone,message,owner_email';

/** POSTs `text` as the multipart `file`. */
async function upload(text: string | Blob, token = a.ic.token, name = 'leads.csv') {
  const form = new FormData();
  form.append('file', text instanceof Blob ? text : new Blob([text], { type: 'text/csv' }), name);
  const res = await t.app.request('/api/sales/leads/import', { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form }, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
  return { status: res.status, body: (await res.json()) as { created?: number; detail?: string; errors?: { row: number; column: string; message: string }[] } };
}

const leadsOf = (orgId: number) => t.db.select().from(salesLead).where(eq(salesLead.organizationId, orgId));
const countOf = async (orgId: number) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(salesLead).where(eq(salesLead.organizationId, orgId)))[0]!.n;

const goodRow = (i: number, owner = '') => `Person${i},Last${i},Company ${i},person${i}@example.com,+1 201 555 ${String(1000 + (i % 9000)).padStart(4, '0')},"Hello, ""world"" ${i}",${owner}`;

before(async () => {
  t = await setup();
  a = await leadsWorld(t, 'Import Org A');
  b = await leadsWorld(t, 'Import Org B');
});
after(() => t.database.close());

describe('the CSV import', () => {
  test('a file with 3 bad rows among many stores nothing and lists the 3 by row and column', async () => {
    const rows = Array.from({ length: 800 }, (_, i) => goodRow(i));
    rows[9] = 'Bad,Mail,Co,not-an-email,,,'; // row 10
    rows[399] = ',,,nobody@example.com,,,'; // row 400: no name, no company
    rows[799] = `Eve,Owner,Co,eve@example.com,,,${b.oa.email}`; // row 800: another organization's user
    const res = await upload([HEADER, ...rows].join('\n'));
    assert.equal(res.status, 400, JSON.stringify(res.body).slice(0, 500));
    assert.deepEqual(res.body.errors, [
      { row: 10, column: 'email', message: FieldMessage.EMAIL },
      { row: 400, column: 'first_name', message: SalesMessage.LEAD_NO_NAME },
      { row: 800, column: 'owner_email', message: SalesMessage.NOT_OWNER },
    ]);
    assert.equal(res.body.detail, LeadImportMessage.problems(3));
    assert.equal(await countOf(a.orgId), 0, 'nothing stored');
  });

  test('every problem of a row and of the header is listed; blank lines are skipped but counted', async () => {
    const res = await upload(['first_name,company,email,phone,fax', 'Ann,,ann@example.com,12,', '', `${'x'.repeat(151)},Co,,,`].join('\r\n'));
    assert.equal(res.status, 400);
    assert.deepEqual(
      res.body.errors!.map((e) => [e.row, e.column]),
      [
        [0, 'fax'],
        [1, 'phone'],
        [3, 'first_name'],
      ],
    );
    assert.equal(res.body.errors![0]!.message, LeadImportMessage.UNKNOWN_COLUMN);
    assert.equal(await countOf(a.orgId), 0);
  });

  test('a clean file of 5,000 rows is stored: source import, owners by e-mail (any case) or in turn, HTML and formulas kept as text', async () => {
    await putSettingsRow(t.db, a.orgId, { assignTeamId: a.sellers });
    const rows = Array.from({ length: 5000 }, (_, i) => goodRow(i, i % 2 === 0 ? a.oa.email.toUpperCase() : ''));
    rows[1] = `"<script>alert(1)</script>",=SUM(A1),"Semi; colon",,,"two\nlines",`;
    const started = performance.now();
    const res = await upload(`\uFEFF${HEADER}\n${rows.join('\n')}\n`);
    const ms = performance.now() - started;
    assert.equal(res.status, 201, JSON.stringify(res.body).slice(0, 500));
    assert.deepEqual(res.body, { created: 5000 });
    assert.ok(ms < 20_000, `${Math.round(ms)} ms`);
    const stored = await leadsOf(a.orgId);
    assert.equal(stored.length, 5000);
    assert.ok(stored.every((l) => l.source === 'import' && l.state === 'new' && l.createdByUserId === a.ic.id));
    const html = stored.find((l) => l.firstName === '<script>alert(1)</script>')!;
    assert.deepEqual([html.lastName, html.company, html.message], ['=SUM(A1)', 'Semi; colon', 'two\nlines']);
    const first = stored.find((l) => l.firstName === 'Person0')!;
    assert.deepEqual([first.lastName, first.company, first.email, first.phone, first.message, first.ownerUserId], ['Last0', 'Company 0', 'person0@example.com', '+12015551000', 'Hello, "world" 0', a.oa.id]);
    // Rows without an owner went to the two active sellers in turn, evenly.
    const turns = stored.filter((l) => l.ownerUserId !== a.oa.id).map((l) => l.ownerUserId);
    assert.equal(turns.length, 2500);
    assert.deepEqual([...new Set(turns)].sort(), [a.ic.id, a.lead.id].sort());
    assert.equal(turns.filter((id) => id === a.ic.id).length, 1250);
    assert.equal(await countOf(b.orgId), 0);
  });

  test('50,000 rows take seconds, not minutes', async () => {
    const w = await leadsWorld(t, 'Big import');
    const text = [HEADER, ...Array.from({ length: 50_000 }, (_, i) => goodRow(i))].join('\n');
    const started = performance.now();
    const outcome = await importLeads(t.db, { orgId: w.orgId, userId: w.ic.id }, text);
    const seconds = (performance.now() - started) / 1000;
    assert.deepEqual(outcome, { created: 50_000 });
    assert.equal(await countOf(w.orgId), 50_000);
    assert.ok(seconds < 30, `${seconds.toFixed(1)} s`);
    console.log(`50,000 leads imported in ${seconds.toFixed(1)} s`);
  });

  test('a semicolon file is read by its header; columns in any order, any left out', async () => {
    const w = await leadsWorld(t, 'Semicolons');
    const res = await upload('Email;Company\nmia@example.com;"Mia; Co"\n', w.ic.token);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const [l] = await leadsOf(w.orgId);
    assert.deepEqual([l!.email, l!.company, l!.firstName, l!.ownerUserId], ['mia@example.com', 'Mia; Co', '', null]);
  });

  test('refused whole: not multipart, no file, not a CSV text, no rows, a Viewer Only', async () => {
    const json = await call(t.app, 'POST', '/api/sales/leads/import', { token: a.ic.token, json: { file: HEADER } });
    assert.equal(json.status, 415);
    const form = new FormData();
    form.append('other', 'x');
    const none = await t.app.request('/api/sales/leads/import', { method: 'POST', headers: { authorization: `JWT ${a.ic.token}` }, body: form });
    assert.deepEqual([none.status, await none.json()], [400, { file: [LeadImportMessage.NO_FILE] }]);
    const binary = await upload(new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0xfe])]), a.ic.token, 'leads.xlsx');
    assert.equal(binary.status, 400);
    assert.match(binary.body.detail!, /not a CSV text file/);
    const empty = await upload(`${HEADER}\n\n`);
    assert.equal(empty.status, 400);
    assert.match(empty.body.detail!, /no rows/);
    const before = await countOf(a.orgId);
    const vo = await upload(`${HEADER}\n${goodRow(1)}`, a.vo.token);
    assert.equal(vo.status, 403);
    assert.equal(await countOf(a.orgId), before, 'nothing stored by any of them');
  });
});
