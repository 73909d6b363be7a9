/**
 * The item backbone migration (0007): a database migrated only up to the migration before it is
 * filled with rows in the old shape (every kind's data on `item`, `subtype` and `details`), then
 * migrated; every invoice, statement, contract, requirement, loan request, metric, question, file
 * and comment must read back through the API exactly as the old rows held it.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { ConfigProperty, ItemKind, ModuleKind } from '@si/contract';
import { createApp, type App } from '../app.ts';
import { openPglite, openPostgres, type Database } from './client.ts';
import { migrate } from './migrate.ts';
import { integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bill, contact, file, invoice, item, loanRequest, metric, purchaseOrder, requirementOrigin } from './schema.ts';
import { setConfig } from '../platform/config.ts';
import { call, settings } from '../../test-support/helpers.ts';
import { makeOrg } from '../../test-support/fixtures.ts';
import { newPortalToken } from '../shared/portal/access.ts';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** The migration under test; the database is first migrated to the one before it. */
const BACKBONE_TAG = '0007_item_backbone';

/**
 * The tables as they stood before the backbone, with only the columns these tests write: the
 * current schema has columns that later migrations add, which the old database does not have yet.
 */
const oldAccount = pgTable('account', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull(),
  moduleKind: smallint('module_kind').notNull(),
  name: varchar('name', { length: 200 }).notNull(),
});
const oldAccountContact = pgTable('account_contact', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull(),
  accountId: integer('account_id').notNull(),
  contactId: integer('contact_id').notNull(),
  tokenHash: varchar('token_hash', { length: 64 }),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
});
const oldComment = pgTable('comment', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull(),
  accountId: integer('account_id').notNull(),
  targetType: varchar('target_type', { length: 20 }).notNull(),
  targetId: integer('target_id').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of the migrations folder that stops just before the backbone migration. */
function previousMigrations(): string {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as Journal;
  const stop = journal.entries.findIndex((e) => e.tag === BACKBONE_TAG);
  assert.ok(stop > 0, `${BACKBONE_TAG} is in the journal`);
  const dir = mkdtempSync(join(tmpdir(), 'si-api-previous-migrations-'));
  mkdirSync(join(dir, 'meta'));
  const kept = journal.entries.slice(0, stop);
  for (const e of kept) copyFileSync(join(MIGRATIONS, `${e.tag}.sql`), join(dir, `${e.tag}.sql`));
  writeFileSync(join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  return dir;
}

/** An empty database (in-memory PGlite, or a new database on DATABASE_URL's server). */
async function emptyDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return openPglite();
  const name = `si_api_backbone_${randomBytes(6).toString('hex')}`;
  const run = async (text: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(text);
    await admin.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5);
  return {
    ...database,
    async close() {
      await database.close();
      await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function migrateTo(database: Database, migrationsFolder: string) {
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
}

/** One row of the old item table, as the old portal serializer read it. */
interface OldItem {
  id: number;
  account_id: number;
  kind: string;
  status: string;
  title: string;
  description: string;
  due_date: string | null;
  allowed_file_types: string[];
  max_file_size: number | string;
  number: string | null;
  issue_date: string | null;
  currency: string | null;
  lines: unknown[];
  subtotal: string | null;
  tax: string | null;
  total: string | null;
  balance: string | null;
  paid: boolean;
  subtype: string | null;
  body: string | null;
  details: Record<string, unknown>;
  created_at: string | Date;
}

const money = (v: string | null) => (v === null ? null : Number(v).toFixed(2));
const day = (v: string | Date | null) => (v === null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/** What the old toPortalItem answered for a row, without files and comment count. */
function oldPortalItem(row: OldItem) {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    status: row.status,
    due_date: day(row.due_date),
    allowed_file_types: row.allowed_file_types,
    max_file_size: Number(row.max_file_size),
    number: row.number,
    issue_date: day(row.issue_date),
    currency: row.currency,
    lines: row.lines,
    subtotal: money(row.subtotal),
    tax: money(row.tax),
    total: money(row.total),
    balance: money(row.balance),
    paid: row.paid,
    subtype: row.subtype,
    body: row.body,
  };
}

const rowsOf = <T,>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

describe('the item backbone migration', () => {
  let database: Database;
  let app: App;
  let oldDir: string;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let oldItems: OldItem[] = [];
  let oldFiles: (typeof file.$inferSelect)[] = [];
  let oldComments: (typeof oldComment.$inferSelect)[] = [];

  before(async () => {
    oldDir = previousMigrations();
    database = await emptyDatabase();
    await migrateTo(database, oldDir);
    const db = database.db;
    const { orgId } = await makeOrg(db, { name: 'Before the backbone' });
    await setConfig(db, orgId, ConfigProperty.PAYMENT_PROCESSING_ENABLED, 'true');

    const newAccount = async (key: string, moduleKind: number) => {
      const [row] = await db.insert(oldAccount).values({ organizationId: orgId, moduleKind, name: `${key} account` }).returning();
      const [who] = await db.insert(contact).values({ organizationId: orgId, firstName: key, lastName: 'Contact', email: `${key}@customer.example` }).returning();
      const { token, hash } = newPortalToken();
      await db.insert(oldAccountContact).values({ organizationId: orgId, accountId: row!.id, contactId: who!.id, tokenHash: hash, tokenExpiresAt: new Date(Date.now() + 86400_000) });
      tokens[key] = token;
      return row!.id;
    };
    const receivables = await newAccount('receivables', ModuleKind.SECURE_INVOICE_SALES);
    const payables = await newAccount('payables', ModuleKind.SECURE_INVOICE_PURCHASE);
    const contracts = await newAccount('contracts', ModuleKind.CONTRACT_LIFECYCLE);
    const lending = await newAccount('lending', ModuleKind.BANK);

    /** An item in the old shape: every column the old table had, by raw SQL. */
    const oldItem = async (key: string, accountId: number, v: Partial<Omit<OldItem, 'id' | 'account_id' | 'created_at'>> & { kind: string; title: string; paid_at?: string; external_reference?: string }) => {
      const result = await db.execute(sql`
        INSERT INTO item (organization_id, account_id, kind, status, title, description, due_date, allowed_file_types, max_file_size,
          number, issue_date, currency, lines, subtotal, tax, total, balance, paid, paid_at, subtype, body, external_reference, details)
        VALUES (${orgId}, ${accountId}, ${v.kind}, ${v.status ?? 'open'}, ${v.title}, ${v.description ?? ''}, ${v.due_date ?? null},
          ${JSON.stringify(v.allowed_file_types ?? [])}::jsonb, ${v.max_file_size ?? 0}, ${v.number ?? null}, ${v.issue_date ?? null},
          ${v.currency ?? null}, ${JSON.stringify(v.lines ?? [])}::jsonb, ${v.subtotal ?? null}, ${v.tax ?? null}, ${v.total ?? null},
          ${v.balance ?? null}, ${v.paid ?? false}, ${v.paid_at ?? null}, ${v.subtype ?? null}, ${v.body ?? null},
          ${v.external_reference ?? null}, ${JSON.stringify(v.details ?? {})}::jsonb)
        RETURNING id`);
      ids[key] = Number(rowsOf<{ id: number }>(result)[0]!.id);
      return ids[key]!;
    };

    const lines = [
      { description: 'Shelving units', quantity: 12, unit_price: '240.00', amount: '2880.00' },
      { description: 'Delivery', quantity: 1, unit_price: '150.00', amount: '150.00' },
    ];
    await oldItem('invoice', receivables, {
      kind: ItemKind.INVOICE, title: 'Store fit-out', number: 'INV-1001', issue_date: '2025-03-01', due_date: '2025-03-31', currency: 'USD',
      lines, subtotal: '3030', tax: '606', total: '3636', balance: '3636', external_reference: 'INV-1001',
    });
    await oldItem('paidInvoice', receivables, {
      kind: ItemKind.INVOICE, status: 'paid', title: 'Signage', number: 'INV-0981', issue_date: '2025-01-01', due_date: '2025-01-31', currency: 'USD',
      lines: [lines[1]!], subtotal: '150', tax: '30', total: '180', balance: '0', paid: true, paid_at: '2025-02-01T10:00:00Z',
    });
    await oldItem('statement', receivables, {
      kind: ItemKind.STATEMENT, title: 'Statement 2025-04-01', issue_date: '2025-04-01', currency: 'USD', total: '3636',
      details: {
        aging: { current: '0.00', days_1_30: '3636.00', days_31_60: '0.00', days_61_90: '0.00', days_over_90: '0.00' },
        invoices: [{ id: ids.invoice, number: 'INV-1001', issue_date: '2025-03-01', due_date: '2025-03-31', total: '3636.00', balance: '3636.00' }],
      },
    });
    await oldItem('olderStatement', receivables, { kind: ItemKind.STATEMENT, title: 'Statement 2025-03-01', issue_date: '2025-03-01', currency: 'USD', total: '10', details: { aging: { current: '10.00' }, invoices: [] } });
    await oldItem('bill', payables, {
      kind: ItemKind.INVOICE, title: 'Office chairs', number: 'FAB-5521', issue_date: '2025-03-02', due_date: '2025-04-01', currency: 'EUR',
      lines: [{ description: 'Chair', quantity: 20, unit_price: '189.00', amount: '3780.00' }], subtotal: '3780', tax: '756', total: '4536', balance: '4536',
    });
    await oldItem('purchaseOrder', payables, {
      kind: ItemKind.INVOICE, subtype: 'purchase_order', title: 'Printer paper', number: 'PO-2001', issue_date: '2025-03-05', due_date: '2025-04-04', currency: 'EUR',
      lines: [{ description: 'Paper', quantity: 40, unit_price: '27.50', amount: '1100.00' }], subtotal: '1100', tax: '220', total: '1320', balance: '1320',
    });
    await oldItem('upload', payables, { kind: ItemKind.REQUEST_ITEM, status: 'pending', title: 'Invoice for PO-2001', description: 'PDF please.', due_date: '2025-04-10', allowed_file_types: ['.pdf'], max_file_size: 10 * 1024 * 1024 });
    await oldItem('contract', contracts, {
      kind: ItemKind.CONTRACT, status: 'in_review', title: 'Master services agreement', description: 'Please review.', due_date: '2025-05-01',
      allowed_file_types: ['.pdf', '.docx'], max_file_size: 10 * 1024 * 1024, body: '1. Services\nThe supplier provides...\n\n2. Term\nOne year.',
    });
    await oldItem('loan', lending, {
      kind: ItemKind.REQUEST_ITEM, subtype: 'loan_request', status: 'submitted', title: 'Loan request: 25000.00', description: 'New oven', total: '25000.00',
      details: { amount: '25000.00', purpose: 'New oven', term_months: 36 },
    });
    await oldItem('requirement', lending, {
      kind: ItemKind.REQUEST_ITEM, title: 'Balance sheet', due_date: '2025-06-30', allowed_file_types: ['.pdf', '.xlsx'], max_file_size: 2048,
      details: { checklist_id: 41, template_id: 42, contact_role_id: 43 },
    });
    await oldItem('metric', lending, {
      kind: ItemKind.METRIC, title: 'Debt service coverage', due_date: '2025-07-31',
      details: { checklist_id: 41, template_id: 44, threshold_kind: 2, threshold_value: 1.5 },
    });
    await oldItem('bareMetric', lending, { kind: ItemKind.METRIC, title: 'Leverage' });
    await oldItem('question', lending, { kind: ItemKind.QUESTION, title: 'Any change of ownership?', details: { checklist_id: 41, template_id: 45 } });

    const addFile = async (itemId: number | null, accountId: number, name: string, version = 1) => {
      const [row] = await db
        .insert(file)
        .values({ organizationId: orgId, accountId, itemId, name, contentType: 'application/pdf', size: 1234 + version, sha256: 'ab'.repeat(32), storageKey: `org/${orgId}/${name}.${version}`, version })
        .returning();
      return row!.id;
    };
    const invoiceFile = await addFile(ids.invoice!, receivables, 'INV-1001.pdf');
    await addFile(ids.statement!, receivables, 'statement-2025-04-01.pdf');
    await addFile(ids.contract!, contracts, 'msa.pdf', 1);
    await addFile(ids.contract!, contracts, 'msa.pdf', 2);
    await addFile(ids.requirement!, lending, 'balance-sheet.pdf');
    await addFile(null, lending, 'shared.pdf');

    const addComment = async (accountId: number, targetType: string, targetId: number, text: string, deleted = false) => {
      await db.insert(oldComment).values({ organizationId: orgId, accountId, targetType, targetId, text, deletedAt: deleted ? new Date() : null });
    };
    await addComment(receivables, 'item', ids.invoice!, 'Shelving delivered on Monday.');
    await addComment(receivables, 'item', ids.invoice!, 'A comment that was deleted.', true);
    await addComment(receivables, 'file', invoiceFile, 'This is the signed copy.');
    await addComment(contracts, 'item', ids.contract!, 'Clause 2 needs a second look.');
    await addComment(lending, 'item', ids.requirement!, 'Audited figures, please.');
    await addComment(lending, 'item', ids.metric!, 'Computed on last year.');

    // Dates and amounts as text, so both drivers hand them over alike.
    oldItems = rowsOf<OldItem>(
      await db.execute(sql`SELECT id, account_id, kind, status, title, description, due_date::text AS due_date, allowed_file_types, max_file_size,
        number, issue_date::text AS issue_date, currency, lines, subtotal::text AS subtotal, tax::text AS tax, total::text AS total,
        balance::text AS balance, paid, subtype, body, details, created_at FROM item ORDER BY id`),
    );
    oldFiles = await db.select().from(file).orderBy(file.id);
    oldComments = await db.select().from(oldComment).orderBy(oldComment.id);

    await migrate(database);
    app = createApp({ db: database.db, settings, log: () => {} });
  });

  after(async () => {
    await database?.close();
    if (oldDir) rmSync(oldDir, { recursive: true, force: true });
  });

  const portal = async (key: string) => {
    const res = await call(app, 'GET', `/api/filedrop?token=${tokens[key]}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body as { items: (ReturnType<typeof oldPortalItem> & { files: { id: number; name: string; version: number; size: number; checksum_sha256: string; uploaded_at: string }[]; comment_count: number })[] };
  };

  test('the old columns are gone from item and every kind has its own table', async () => {
    const columns = rowsOf<{ column_name: string }>(await database.db.execute(sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'item' ORDER BY ordinal_position`)).map((c) => c.column_name);
    for (const gone of ['allowed_file_types', 'max_file_size', 'number', 'issue_date', 'currency', 'lines', 'subtotal', 'tax', 'total', 'balance', 'paid', 'paid_at', 'subtype', 'body', 'external_reference', 'details']) {
      assert.ok(!columns.includes(gone), gone);
    }
    // position and section came later (workspace order and groups), not from the backbone.
    assert.deepEqual(columns.sort(), ['account_id', 'assignee_contact_id', 'assignment_kind', 'created_at', 'created_by_contact_id', 'created_by_user_id', 'description', 'due_date', 'id', 'kind', 'organization_id', 'position', 'section', 'status', 'title', 'updated_at']);
  });

  test('every item reads back through the portal as the old row held it, with its files and comment count', async () => {
    let seen = 0;
    for (const key of ['receivables', 'payables', 'contracts', 'lending']) {
      const { items } = await portal(key);
      for (const got of items) {
        const old = oldItems.find((r) => r.id === got.id);
        assert.ok(old, `item ${got.id} existed before`);
        const { files, comment_count } = got;
        // What the old row held reads back the same; fields added since (review state and the like) are not compared.
        const expected = oldPortalItem(old);
        // A vendor's bill moved to payables' bill table (migration 0019): received, and shown as a bill.
        if (old.id === ids.bill) Object.assign(expected, { status: 'received', subtype: 'bill' });
        const kindData = Object.fromEntries(Object.keys(expected).map((key) => [key, (got as Record<string, unknown>)[key]]));
        assert.deepEqual(kindData, expected, `item ${old.title}`);
        const expectedFiles = oldFiles
          .filter((f) => f.itemId === old.id)
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
          .map((f) => ({ id: f.id, name: f.name, content_type: f.contentType, size: f.size, checksum_sha256: f.sha256, version: f.version, uploaded_at: f.createdAt.toISOString(), uploaded_by: '' }));
        assert.deepEqual(files, expectedFiles, `files of ${old.title}`);
        assert.equal(comment_count, oldComments.filter((c) => c.targetType === 'item' && c.targetId === old.id && !c.deletedAt).length, `comments on ${old.title}`);
        seen++;
      }
    }
    assert.equal(seen, oldItems.length, 'every old item is still there');
  });

  test('the latest statement reads back with its date, total, aging and listed invoices', async () => {
    const res = await call(app, 'GET', `/api/fetch_latest_statement_files?token=${tokens.receivables}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const old = oldItems.find((r) => r.id === ids.statement)!;
    const snapshot = old.details as { aging: Record<string, string>; invoices: unknown[] };
    // The portal shows the statement as of today (its figures live, so they agree with the invoice
    // list beside it) and offers the stored one by its id and the day it was issued.
    const expected = {
      id: old.id,
      issued_on: day(old.issue_date),
      currency: old.currency,
      total_due: Number(old.total).toFixed(2),
      invoices: snapshot.invoices,
    };
    assert.ok(snapshot.aging, 'the old row held an aging');
    // What the snapshot held reads back the same; what is worked out live (the date and aging of
    // today, what each invoice owes now, whether the customer can pay online) is not compared.
    const statement = res.body.statement as Record<string, unknown> & { invoices: Record<string, unknown>[] };
    const stored = Object.fromEntries(Object.keys(expected).map((key) => [key, statement[key]]));
    stored.invoices = statement.invoices.map((inv) => Object.fromEntries(Object.entries(inv).filter(([key]) => key !== 'open_balance')));
    assert.deepEqual(stored, expected);
    assert.equal(statement.invoices[0]!.open_balance, '3636.00', 'what the listed invoice owes now');
    assert.deepEqual(
      res.body.files.map((f: { id: number; name: string }) => [f.id, f.name]),
      oldFiles.filter((f) => f.itemId === old.id).map((f) => [f.id, f.name]),
    );
  });

  test('comments on items and files read back unchanged, deleted ones stay hidden', async () => {
    for (const [key, targetType, targetId] of [
      ['receivables', 'item', ids.invoice!],
      ['receivables', 'file', oldFiles.find((f) => f.name === 'INV-1001.pdf')!.id],
      ['contracts', 'item', ids.contract!],
      ['lending', 'item', ids.requirement!],
      ['lending', 'item', ids.metric!],
    ] as const) {
      const res = await call(app, 'GET', `/api/portal_comments/object_comments?token=${tokens[key]}&target_type=${targetType}&target_id=${targetId}`);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const expected = oldComments.filter((c) => c.targetType === targetType && c.targetId === targetId && !c.deletedAt);
      assert.ok(expected.length > 0);
      assert.deepEqual(
        res.body.comments.map((c: { id: number; comment_text: string; created_at: string; updated_at: string }) => [c.id, c.comment_text, c.created_at, c.updated_at]),
        expected.map((c) => [c.id, c.text, c.createdAt.toISOString(), c.updatedAt.toISOString()]),
      );
    }
  });

  test('requirement data moved to typed rows: checklist origin, metric threshold, loan request', async () => {
    const db = database.db;
    const origins = await db.select().from(requirementOrigin).orderBy(requirementOrigin.itemId);
    assert.deepEqual(
      origins.map((o) => [o.itemId, o.checklistId, o.templateId, o.contactRoleId]),
      [
        [ids.requirement, 41, 42, 43],
        [ids.metric, 41, 44, null],
        [ids.question, 41, 45, null],
      ],
    );
    const metrics = await db.select().from(metric).orderBy(metric.itemId);
    assert.deepEqual(
      metrics.map((m) => [m.itemId, m.thresholdKind, m.thresholdValue === null ? null : Number(m.thresholdValue)]),
      [
        [ids.metric, 2, 1.5],
        [ids.bareMetric, 0, null],
      ],
    );
    const [loan] = await db.select().from(loanRequest).where(eq(loanRequest.itemId, ids.loan!));
    assert.deepEqual([Number(loan!.amount).toFixed(2), loan!.purpose, loan!.termMonths], ['25000.00', 'New oven', 36]);
  });

  test("a purchase order ends in payables' own table, not among receivables' invoices (migration 0018)", async () => {
    const db = database.db;
    const [order] = await db.select().from(purchaseOrder).where(eq(purchaseOrder.itemId, ids.purchaseOrder!));
    assert.deepEqual([order!.number, order!.currency, Number(order!.total).toFixed(2), order!.lines.length], ['PO-2001', 'EUR', '1320.00', 1]);
    assert.deepEqual(await db.select({ id: invoice.itemId }).from(invoice).where(eq(invoice.itemId, ids.purchaseOrder!)), []);
  });

  test("a vendor's bill ends in payables' own bill table, received and owed in full (migration 0019)", async () => {
    const db = database.db;
    assert.deepEqual(await db.select({ id: invoice.itemId }).from(invoice).where(eq(invoice.itemId, ids.bill!)), []);
    const [row] = await db.select().from(bill).where(eq(bill.itemId, ids.bill!));
    assert.deepEqual([row!.number, row!.currency, Number(row!.total).toFixed(2), Number(row!.balance).toFixed(2), row!.state, row!.lines.length], ['FAB-5521', 'EUR', '4536.00', '4536.00', 'received', 1]);
    const [status] = await db.select({ status: item.status }).from(item).where(eq(item.id, ids.bill!));
    assert.equal(status!.status, 'received');
  });

  test('a paid invoice stays paid, an unpaid one can still be paid, a purchase order still cannot', async () => {
    const pay = (itemId: number, key: string) => call(app, 'POST', '/api/payments/get_or_create_payment_session', { json: { token: tokens[key], item_id: itemId } });
    assert.deepEqual((await pay(ids.paidInvoice!, 'receivables')).body, { detail: 'This invoice is already paid.' });
    assert.deepEqual((await pay(ids.purchaseOrder!, 'payables')).body, { detail: 'This document cannot be paid online.' });
    const open = await pay(ids.invoice!, 'receivables');
    assert.equal(open.status, 201, JSON.stringify(open.body));
    assert.deepEqual([open.body.amount, open.body.currency, open.body.item_paid], ['3636.00', 'USD', false]);
  });
});
