/** Importing workspaces and contacts from CSV: a clean file lands whole, any bad row stores nothing. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { FieldMessage, ImportMessage, ModuleKind, type ImportMapping } from '@si/contract';
import { PHONE_MESSAGE } from '@si/contract/phone';
import { account, accountContact, auditEvent, contact, contactRole, team } from '../../db/schema.ts';
import { call } from '../../../test-support/helpers.ts';
import { adminWorld, type AdminWorld } from '../../../test-support/admin-support.ts';

let w: AdminWorld;
const FILE = ModuleKind.FILE;
const PATH = '/api/accounts/import';
const HEADER = 'Workspace;Lead;Team;Office;First name;Last name;Company;Email;Phone;Role';
const MAPPING: ImportMapping = {
  name: 'Workspace',
  lead_email: 'Lead',
  team_name: 'Team',
  office_identifier: 'Office',
  first_name: 'First name',
  last_name: 'Last name',
  company_name: 'Company',
  email: 'Email',
  phone: 'Phone',
  contact_role: 'Role',
};
const post = (json: unknown, token = w.tokens.oa) => call(w.t.app, 'POST', PATH, { token, json });
const importCsv = (csv: string, token?: string, mapping: ImportMapping = MAPPING) => post({ module_kind: FILE, mapping, csv }, token);

async function stored() {
  const org = w.org.orgId;
  const [accounts] = await w.t.db.select({ n: count() }).from(account).where(eq(account.organizationId, org));
  const [contacts] = await w.t.db.select({ n: count() }).from(contact).where(eq(contact.organizationId, org));
  return { accounts: accounts!.n, contacts: contacts!.n };
}

before(async () => {
  w = await adminWorld();
  const db = w.t.db;
  await db.insert(team).values([
    { organizationId: w.org.orgId, name: 'Sales' },
    { organizationId: w.otherOrg.orgId, name: 'Foreign Team' },
  ]);
  await db.insert(contactRole).values({ organizationId: w.org.orgId, name: 'Accountant' });
  await db.insert(contact).values({ organizationId: w.org.orgId, firstName: 'Kim', lastName: 'Known', email: 'kim.known@example.com' });
});
after(() => w.t.database.close());

describe('POST /api/accounts/import', () => {
  test('a good file creates the workspaces and contacts: one workspace with two, one contact reused', async () => {
    const lead = w.ic.email.toUpperCase();
    const csv = [
      `\uFEFF${HEADER}`,
      `Alpha Farms;${lead};sales;HQ;Ada;Lovelace;;ada@example.com;+44 20 7946 0958;Accountant`,
      'alpha farms;;;;Bob;Stone;;bob@example.com;;',
      'Bravo Mills;;;;Kim;Known;;KIM.KNOWN@example.com;;',
      '"Charlie; Foods";;;;;;;;;',
      ';;;;;;;;;',
    ].join('\r\n');
    const before = await stored();
    const res = await importCsv(csv);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.deepEqual(res.body, { accounts_created: 3, contacts_created: 2, contacts_reused: 1 });
    assert.deepEqual(await stored(), { accounts: before.accounts + 3, contacts: before.contacts + 2 });

    const rows = await w.t.db.select().from(account).where(eq(account.organizationId, w.org.orgId)).orderBy(asc(account.name));
    const alpha = rows.find((r) => r.name === 'Alpha Farms')!;
    assert.equal(alpha.leadUserId, w.ic.id);
    assert.equal(alpha.officeId, w.org.officeId);
    assert.ok(alpha.teamId);
    assert.equal(alpha.moduleKind, FILE);
    assert.equal(alpha.createdByUserId, w.oa.id);
    assert.ok(rows.some((r) => r.name === 'Charlie; Foods'), 'a quoted semicolon stays in the name');

    const onAlpha = await call(w.t.app, 'GET', `/api/accounts/${alpha.id}/contacts`, { token: w.tokens.oa });
    assert.deepEqual(onAlpha.body.results.map((c: { email: string }) => c.email).sort(), ['ada@example.com', 'bob@example.com']);
    const ada = onAlpha.body.results.find((c: { email: string }) => c.email === 'ada@example.com');
    assert.equal(ada.contact_role.name, 'Accountant');
    assert.equal(ada.phone, '+442079460958', 'stored as E.164');

    const kims = await w.t.db.select().from(contact).where(sql`lower(${contact.email}) = 'kim.known@example.com'`);
    assert.equal(kims.length, 1, 'the directory contact is reused, not copied');
    const [link] = await w.t.db.select().from(accountContact).where(eq(accountContact.contactId, kims[0]!.id));
    assert.equal(link!.accountId, rows.find((r) => r.name === 'Bravo Mills')!.id);

    const events = await w.t.db.select().from(auditEvent).where(and(eq(auditEvent.organizationId, w.org.orgId), eq(auditEvent.action, 'account_imported')));
    assert.equal(events.length, 3, 'one audit event per workspace');
  });

  test('four bad rows answer 400 with exactly those errors and nothing is stored', async () => {
    const csv = [
      'Workspace,Email,Phone,Team,First name',
      'Delta,not-an-email,,,Dan',
      'Echo,echo@example.com,12,,Eve',
      'Foxtrot,fox@example.com,,Nowhere,Fay',
      ',golf@example.com,,,Gus',
      'Hotel,hotel@example.com,,Sales,Hal',
    ].join('\n');
    const before = await stored();
    const res = await importCsv(csv, undefined, { name: 'Workspace', email: 'Email', phone: 'Phone', team_name: 'Team', first_name: 'First name' });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, {
      total: 4,
      errors: [
        { row: 2, column: 'Email', message: FieldMessage.EMAIL },
        { row: 3, column: 'Phone', message: PHONE_MESSAGE },
        { row: 4, column: 'Team', message: 'No team of this organization has this name.' },
        { row: 5, column: 'Workspace', message: FieldMessage.REQUIRED },
      ],
    });
    assert.deepEqual(await stored(), before);
  });

  test("another organization's team name is not found", async () => {
    const res = await importCsv('Workspace;Team\nIndia;Foreign Team\n', undefined, { name: 'Workspace', team_name: 'Team' });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.errors, [{ row: 2, column: 'Team', message: 'No team of this organization has this name.' }]);
  });

  test('one e-mail with two different names in the file is refused', async () => {
    const res = await importCsv('Workspace,First name,Email\nJuliet,Jo,jo@example.com\nKilo,Joe,JO@example.com\n', undefined, { name: 'Workspace', first_name: 'First name', email: 'Email' });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.errors, [{ row: 3, column: 'Email', message: 'This e-mail is on row 2 with another name.' }]);
  });

  test('a binary file, an oversize file and a file without rows are refused with a clear message', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0xd8]).toString('utf8');
    const before = await stored();
    let res = await importCsv(png);
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { csv: [ImportMessage.NOT_CSV] });

    const line = 'Lima,lima@example.com\n';
    res = await importCsv(`Workspace,Email\n${line.repeat(Math.ceil((5.2 * 1024 * 1024) / line.length))}`);
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { csv: [ImportMessage.TOO_LARGE] });

    res = await importCsv(`Workspace,Email\n${line.repeat(Math.ceil((7 * 1024 * 1024) / line.length))}`);
    assert.equal(res.status, 413);
    assert.deepEqual(res.body, { detail: ImportMessage.TOO_LARGE });

    res = await importCsv(`Workspace,Email\n${'Mike,\n'.repeat(10_001)}`);
    assert.deepEqual(res.body, { csv: [ImportMessage.TOO_MANY_ROWS] });

    res = await importCsv('Workspace;Email\n');
    assert.deepEqual(res.body, { csv: [ImportMessage.NO_ROWS] });
    assert.deepEqual(await stored(), before);
  });

  test('the mapping: unknown columns and fields, and no name column, answer 400 naming them', async () => {
    let res = await importCsv('Workspace;Email\nNovember;n@example.com\n', undefined, { name: 'Workspace', email: 'E-mail address' });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.errors, [{ row: 1, column: 'E-mail address', message: ImportMessage.COLUMN_MISSING }]);
    res = await importCsv('Workspace\nOscar\n', undefined, { name: 'Workspace', colour: 'Workspace' } as ImportMapping);
    assert.equal(res.status, 400);
    assert.deepEqual(Object.keys(res.body), ['mapping.colour']);
    res = await importCsv('Workspace\nOscar\n', undefined, { email: 'Workspace' });
    assert.deepEqual(res.body, { 'mapping.name': ['Choose the column with the workspace name.'] });
    res = await post({ module_kind: 99, mapping: MAPPING, csv: 'x' });
    assert.deepEqual(Object.keys(res.body), ['module_kind']);
    res = await call(w.t.app, 'POST', PATH, { token: w.tokens.oa, raw: '{"csv":' });
    assert.equal(res.status, 400);
  });

  test('a View Only user is refused and nothing is stored; an IC imports', async () => {
    const before = await stored();
    const vo = await importCsv('Workspace\nPapa\n', w.tokens.vo, { name: 'Workspace' });
    assert.equal(vo.status, 403);
    assert.deepEqual(await stored(), before);
    const ic = await importCsv('Workspace\nPapa\n', w.tokens.ic, { name: 'Workspace' });
    assert.equal(ic.status, 201);
    const anonymous = await call(w.t.app, 'POST', PATH, { json: { module_kind: FILE, mapping: { name: 'Workspace' }, csv: 'Workspace\nQuebec\n' } });
    assert.equal(anonymous.status, 401);
  });

  test('2,000 rows import in one call', async () => {
    const lines = ['Workspace,First name,Last name,Email,Team'];
    for (let i = 0; i < 2000; i++) lines.push(`Bulk ${Math.floor(i / 2)},Person,${i},bulk.${i}@example.com,Sales`);
    const started = performance.now();
    const res = await importCsv(lines.join('\n'), undefined, { name: 'Workspace', first_name: 'First name', last_name: 'Last name', email: 'Email', team_name: 'Team' });
    const ms = Math.round(performance.now() - started);
    assert.equal(res.status, 201, JSON.stringify(res.body).slice(0, 500));
    assert.deepEqual(res.body, { accounts_created: 1000, contacts_created: 2000, contacts_reused: 0 });
    console.log(`# 2,000-row import: ${ms} ms`);
  });
});
