/**
 * Staff invoices: drafts with exact money (USD, JPY, KWD), finalizing with the organization's
 * series, editing refused once finalized, credit notes, void, mailing with the portal link and the
 * PDF, the free-form document, the settings, roles, and another organization's invoices.
 */
import { after, before, describe, test } from 'node:test';
import { createHash, randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { ConfigProperty, ModuleKind, ReceivablesMessage } from '@si/contract';
import { addDays } from '@si/contract/money';
import { account, arAllocation, auditEvent, file, invoice, item, organizationLogo, outbox, payInstruction, standardFile } from '../../../db/schema.ts';
import { createApp } from '../../../app.ts';
import { setConfig } from '../../../platform/config.ts';
import { createStorage } from '../../../platform/storage.ts';
import type { MailMessage } from '../../../platform/mail.ts';
import { call, settings } from '../../../../test-support/helpers.ts';
import { adminWorld, type AdminWorld } from '../../../../test-support/admin-support.ts';
import { addContact } from '../../../../test-support/portal-fixtures.ts';
import { NOTIFICATIONS_OFF } from './send.ts';
import { keptBalancesDrift } from '../../../../test-support/receivables-data.ts';
import { PNG_LOGO, pdfImages, pdfPages, pdfTitle, squash } from '../../../../test-support/pdf-text.ts';
import { RECEIVABLES_KIND } from '../module.ts';

let w: AdminWorld;
const ids: Record<string, number> = {};
let contactA: { contactId: number; token: string };
const today = () => new Date().toISOString().slice(0, 10);
const get = (path: string, token = w.tokens.ic) => call(w.t.app, 'GET', path, { token });
const send = (method: string, path: string, json?: unknown, token = w.tokens.ic) => call(w.t.app, method, path, { token, json });
const line = (description: string, quantity: string, unit_price: string, tax_rate = '0', discount = '0') => ({ description, quantity, unit_price, tax_rate, discount });

async function draft(json: Record<string, unknown> = {}) {
  const res = await send('POST', '/api/invoices', { account_id: ids.customer, lines: [line('Consulting', '2', '100.00', '10')], ...json });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

before(async () => {
  w = await adminWorld();
  const db = w.t.db;
  const insert = async (orgId: number, name: string, moduleKind: number) => (await db.insert(account).values({ organizationId: orgId, name, moduleKind }).returning())[0]!.id;
  ids.customer = await insert(w.org.orgId, 'Contoso Retail', RECEIVABLES_KIND);
  ids.second = await insert(w.org.orgId, 'Fabrikam Foods', RECEIVABLES_KIND);
  ids.files = await insert(w.org.orgId, 'Document Client', ModuleKind.FILE);
  ids.foreignCustomer = await insert(w.otherOrg.orgId, 'Foreign Customer', RECEIVABLES_KIND);
  contactA = await addContact(db, w.org.orgId, ids.customer, 'Maria');
});
after(() => w.t.database.close());

describe('drafts and money', () => {
  test('a draft takes the defaults and exact totals; every line keeps its rounded amount and tax', async () => {
    const d = await draft({ title: 'Store fit-out', lines: [line('Shelving', '12', '240', '8.875'), line('Installation', '16', '65.5', '0', '10')] });
    assert.equal(d.state, 'draft');
    assert.equal(d.doc_type, 'invoice');
    assert.equal(d.number, null);
    assert.equal(d.currency, 'USD');
    assert.equal(d.language, 'en');
    assert.equal(d.payment_terms_days, 30);
    assert.equal(d.account_name, 'Contoso Retail');
    // 12 x 240 = 2880.00, tax 8.875% = 255.60; 16 x 65.5 = 1048 less 10% = 943.20, no tax.
    assert.deepEqual(
      d.lines.map((l: { amount: string; tax: string }) => [l.amount, l.tax]),
      [
        ['2880.00', '255.60'],
        ['943.20', '0.00'],
      ],
    );
    assert.equal(d.subtotal, '3823.20');
    assert.equal(d.tax, '255.60');
    assert.equal(d.total, '4078.80');
    assert.equal(d.balance, '4078.80');
    const [row] = await w.t.db.select().from(item).where(eq(item.id, d.id));
    assert.equal(row!.kind, 'INVOICE');
    assert.equal(row!.status, 'draft', 'the item status follows the state');
    const [audited] = await w.t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, d.id), eq(auditEvent.action, 'invoice_created')));
    assert.ok(audited);
  });

  test('half-up rounding per line, totals as sums of the rounded lines', async () => {
    // 3 x 0.335 = 1.005 -> 1.01 (a float would give 1.00); tax 8.875% = 0.0896... -> 0.09.
    const d = await draft({ lines: [line('Bolts', '3', '0.335', '8.875'), line('Nuts', '3', '0.335', '8.875')] });
    assert.deepEqual([d.lines[0].amount, d.lines[0].tax], ['1.01', '0.09']);
    assert.equal(d.subtotal, '2.02');
    assert.equal(d.tax, '0.18');
    assert.equal(d.total, '2.20');
  });

  test('JPY has no decimals and KWD three', async () => {
    const yen = await draft({ currency: 'jpy', lines: [line('Tea set', '3', '333.5', '10')] });
    // 1000.5 -> 1001 yen, tax 100.1 -> 100.
    assert.equal(yen.currency, 'JPY');
    assert.deepEqual([yen.subtotal, yen.tax, yen.total], ['1001', '100', '1101']);
    const dinar = await draft({ currency: 'KWD', lines: [line('Brokerage', '2', '1.2345', '5')] });
    // 2.469, tax 0.12345 -> 0.123.
    assert.deepEqual([dinar.subtotal, dinar.tax, dinar.total], ['2.469', '0.123', '2.592']);
  });

  test('bad input is a 400 on its field', async () => {
    const cases: [unknown, string][] = [
      [{ account_id: ids.customer, lines: [line('Tax', '1', '10', '101')] }, 'lines.0.tax_rate'],
      [{ account_id: ids.customer, lines: [line('x'.repeat(10_000), '1', '10')] }, 'lines.0.description'],
      [{ account_id: ids.customer, lines: [line('Negative', '1', '-5')] }, 'lines.0.unit_price'],
      [{ account_id: ids.customer, currency: 'XYZ' }, 'currency'],
      [{ account_id: ids.files }, 'account_id'],
      [{ account_id: ids.foreignCustomer }, 'account_id'],
      [{ account_id: ids.customer, issue_date: '2026-02-10', due_date: '2026-02-01', payment_terms_days: null }, 'due_date'],
    ];
    for (const [json, field] of cases) {
      const res = await send('POST', '/api/invoices', json);
      assert.equal(res.status, 400, `${field}: ${JSON.stringify(res.body)}`);
      assert.ok(res.body[field], `${field} in ${JSON.stringify(res.body)}`);
    }
    const notCustomer = await send('POST', '/api/invoices', { account_id: ids.files });
    assert.deepEqual(notCustomer.body.account_id, [ReceivablesMessage.NOT_RECEIVABLES]);
  });

  test('a draft is edited (prices again in a new currency) and deleted', async () => {
    const d = await draft();
    const res = await send('PATCH', `/api/invoices/${d.id}`, { title: 'Renamed', currency: 'JPY', issue_date: '2026-03-01', payment_terms_days: 15 });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.title, 'Renamed');
    assert.equal(res.body.total, '220');
    assert.equal(res.body.due_date, '2026-03-16');
    const fixed = await send('PATCH', `/api/invoices/${d.id}`, { due_date: '2026-04-30' });
    assert.equal(fixed.body.due_date, '2026-04-30');
    assert.equal(fixed.body.payment_terms_days, null, 'a due date set by hand replaces the terms');
    assert.equal((await send('DELETE', `/api/invoices/${d.id}`)).status, 204);
    assert.equal((await get(`/api/invoices/${d.id}`)).status, 404);
  });
});

describe('finalizing', () => {
  test('numbered from the series, dated, frozen, with its PDF attached; then edits are 409', async () => {
    const d = await draft({ title: '' });
    const res = await send('POST', `/api/invoices/${d.id}/finalize`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const f = res.body;
    assert.match(f.number, /^INV-\d{4}$/);
    assert.equal(f.state, 'open');
    assert.equal(f.issue_date, today());
    assert.equal(f.due_date, addDays(today(), 30));
    assert.equal(f.balance, f.total);
    assert.equal(f.title, `Invoice ${f.number}`);
    assert.ok(f.finalized_at);
    assert.ok(f.pdf_file_id, 'the PDF is attached');
    const [stored] = await w.t.db.select().from(file).where(eq(file.id, f.pdf_file_id));
    assert.equal(stored!.itemId, d.id);
    assert.equal(stored!.name, `${f.number}.pdf`);
    const [row] = await w.t.db.select().from(item).where(eq(item.id, d.id));
    assert.equal(row!.status, 'open');

    const patch = await send('PATCH', `/api/invoices/${d.id}`, { title: 'Changed' });
    assert.equal(patch.status, 409);
    assert.equal(patch.body.detail, ReceivablesMessage.FINALIZED);
    assert.equal((await send('DELETE', `/api/invoices/${d.id}`)).status, 409);
    assert.equal((await send('POST', `/api/invoices/${d.id}/finalize`)).status, 409);

    const pdf = await w.t.app.request(`/api/invoices/${d.id}/pdf`, { headers: { authorization: `JWT ${w.tokens.vo}` } });
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    assert.match(pdf.headers.get('content-disposition') ?? '', new RegExp(`${f.number}\\.pdf`));
    assert.equal(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString(), '%PDF-');
  });

  test('a draft without lines is not finalized', async () => {
    const d = await draft({ lines: [] });
    const res = await send('POST', `/api/invoices/${d.id}/finalize`);
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.lines, [ReceivablesMessage.NO_LINES]);
  });

  test('drafts and credit notes stay out of the customer portal; finalized invoices show', async () => {
    const hidden = await draft({ title: 'Hidden draft' });
    const shown = await draft({ title: 'Shown invoice' });
    await send('POST', `/api/invoices/${shown.id}/finalize`);
    const credit = await send('POST', `/api/invoices/${shown.id}/credit_notes`, { amount: '10.00', reason: 'Goodwill' });
    const portal = await call(w.t.app, 'GET', `/api/filedrop?token=${contactA.token}`);
    assert.equal(portal.status, 200, JSON.stringify(portal.body));
    const itemIds = portal.body.items.map((i: { id: number }) => i.id);
    assert.ok(itemIds.includes(shown.id));
    assert.ok(!itemIds.includes(hidden.id), 'no draft in the portal');
    assert.ok(!itemIds.includes(credit.body.id), 'no credit note listed to pay');
  });

  test('20 concurrent finalizations take 20 consecutive numbers, no gaps', async () => {
    const before = (await get('/api/receivables/settings')).body.invoice_series.next_number as number;
    const drafts = [];
    for (let i = 0; i < 20; i++) drafts.push(await draft({ title: `Concurrent ${i}` }));
    const results = await Promise.all(drafts.map((d) => send('POST', `/api/invoices/${d.id}/finalize`)));
    assert.deepEqual(
      results.map((r) => r.status),
      Array(20).fill(200),
    );
    const numbers = results.map((r) => Number(String(r.body.number).slice(4))).sort((a, b) => a - b);
    assert.deepEqual(
      numbers,
      Array.from({ length: 20 }, (_, i) => before + i),
    );
    assert.equal((await get('/api/receivables/settings')).body.invoice_series.next_number, before + 20);
  });
});

describe("the invoice PDF's words", () => {
  const pdfOf = async (id: number) => new Uint8Array(await (await w.t.app.request(`/api/invoices/${id}/pdf`, { headers: { authorization: `JWT ${w.tokens.ic}` } })).arrayBuffer());

  test("the seller's name, address, e-mail and logo from the settings, a title, full column labels, and the number as the payment reference", async () => {
    const db = w.t.db;
    const orgId = w.org.orgId;
    await setConfig(db, orgId, ConfigProperty.TENANT_FULL_NAME, 'Northwind Traders Ltd');
    await setConfig(db, orgId, ConfigProperty.FULL_ADDRESS, '200 Harbor Street\nSeattle, WA 98101');
    await setConfig(db, orgId, ConfigProperty.INFO_EMAIL, 'billing@northwind.example');
    await db.insert(organizationLogo).values({ organizationId: orgId, logoLight: PNG_LOGO });
    const [instruction] = await db.insert(payInstruction).values({ organizationId: orgId, bankName: 'First Harbor Bank', iban: 'US00 FHBK 0260', reference: 'Your invoice number' }).returning();
    try {
      const d = await draft({ lines: [line('Consulting', '2', '100.00', '10', '5')] });
      const f = (await send('POST', `/api/invoices/${d.id}/finalize`)).body;
      const bytes = await pdfOf(d.id);
      assert.deepEqual(await pdfTitle(bytes), { title: `Invoice ${f.number}`, author: 'Northwind Traders Ltd', shown: true });
      const [text] = await pdfPages(bytes);
      for (const words of ['Northwind Traders Ltd', '200 Harbor Street', 'Seattle, WA 98101', 'billing@northwind.example', 'Discount %', 'First Harbor Bank', `Payment reference${f.number}`]) {
        assert.ok(text.includes(squash(words)), `«${words}» in ${text}`);
      }
      assert.ok(!text.includes('...'), 'nothing is cut short');
      assert.ok(!text.includes(squash('Your invoice number')), 'the number is printed, not the instruction asking for it');
      assert.equal(await pdfImages(bytes), 1, 'the logo');
    } finally {
      await db.delete(payInstruction).where(eq(payInstruction.id, instruction!.id));
      await db.delete(organizationLogo).where(eq(organizationLogo.organizationId, orgId));
      for (const name of [ConfigProperty.TENANT_FULL_NAME, ConfigProperty.FULL_ADDRESS, ConfigProperty.INFO_EMAIL]) await setConfig(db, orgId, name, '');
    }
  });
});

describe('credit notes and void', () => {
  test('a credit note lowers the balance (partially paid, then paid); more than the balance is a 400', async () => {
    const d = await draft({ lines: [line('Work', '1', '100.00', '10')] });
    await send('POST', `/api/invoices/${d.id}/finalize`);
    const over = await send('POST', `/api/invoices/${d.id}/credit_notes`, { amount: '110.01', reason: 'Too much' });
    assert.equal(over.status, 400);
    assert.deepEqual(over.body.amount, [ReceivablesMessage.CREDIT_EXCEEDS]);
    const cents = await send('POST', `/api/invoices/${d.id}/credit_notes`, { amount: '1.005', reason: 'Three decimals' });
    assert.equal(cents.status, 400);
    assert.ok(cents.body.amount);
    const both = await send('POST', `/api/invoices/${d.id}/credit_notes`, { amount: '1', lines: [line('x', '1', '1')], reason: 'Both' });
    assert.equal(both.status, 400);

    const cn = await send('POST', `/api/invoices/${d.id}/credit_notes`, { amount: '10.00', reason: 'Late delivery' });
    assert.equal(cn.status, 201, JSON.stringify(cn.body));
    assert.equal(cn.body.doc_type, 'credit_note');
    assert.match(cn.body.number, /^CN-\d{4}$/);
    assert.equal(cn.body.state, 'applied');
    assert.equal(cn.body.total, '10.00');
    assert.equal(cn.body.credited_invoice_id, d.id);
    assert.ok(cn.body.pdf_file_id);
    const [alloc] = await w.t.db.select().from(arAllocation).where(eq(arAllocation.creditItemId, cn.body.id));
    assert.equal(alloc!.invoiceItemId, d.id);
    assert.equal(alloc!.appliedOn, today());
    let inv = (await get(`/api/invoices/${d.id}`)).body;
    assert.equal(inv.state, 'partially_paid');
    assert.equal(inv.balance, '100.00');

    const rest = await send('POST', `/api/invoices/${d.id}/credit_notes`, { lines: [line('Rest of the work', '1', '100', '0')], reason: 'Cancelled' });
    assert.equal(rest.status, 201, JSON.stringify(rest.body));
    inv = (await get(`/api/invoices/${d.id}`)).body;
    assert.equal(inv.state, 'paid');
    assert.equal(inv.balance, '0.00');
    const [row] = await w.t.db.select().from(item).where(eq(item.id, d.id));
    assert.equal(row!.status, 'paid');
    assert.equal((await send('POST', `/api/invoices/${d.id}/credit_notes`, { amount: '1', reason: 'Again' })).status, 409);
    const onDraft = await draft();
    assert.equal((await send('POST', `/api/invoices/${onDraft.id}/credit_notes`, { amount: '1', reason: 'Draft' })).status, 409);
  });

  test('void: only an open invoice with nothing applied; the reason is kept and audited', async () => {
    const paid = await draft();
    await send('POST', `/api/invoices/${paid.id}/finalize`);
    await w.t.db.insert(arAllocation).values({ organizationId: w.org.orgId, invoiceItemId: paid.id, amount: '5', appliedOn: today() });
    const refused = await send('POST', `/api/invoices/${paid.id}/void`, { reason: 'Wrong customer' });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.detail, ReceivablesMessage.VOID_PAID);

    const d = await draft();
    assert.equal((await send('POST', `/api/invoices/${d.id}/void`, { reason: 'Draft' })).status, 409, 'a draft is deleted, not voided');
    await send('POST', `/api/invoices/${d.id}/finalize`);
    assert.equal((await send('POST', `/api/invoices/${d.id}/void`, {})).status, 400, 'a reason is required');
    const res = await send('POST', `/api/invoices/${d.id}/void`, { reason: 'Wrong quantity' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.state, 'void');
    assert.equal(res.body.balance, '0.00');
    assert.equal(res.body.void_reason, 'Wrong quantity');
    assert.ok(res.body.voided_at);
    assert.equal((await send('POST', `/api/invoices/${d.id}/void`, { reason: 'Again' })).body.detail, ReceivablesMessage.ALREADY_VOID);
    const [audited] = await w.t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, d.id), eq(auditEvent.action, 'invoice_voided')));
    assert.equal(audited!.details.reason, 'Wrong quantity');
  });
});

describe('sending', () => {
  test('mails each contact the portal link and the PDF; the link opens the portal; sent_at is set', async () => {
    const mails: MailMessage[] = [];
    const app = createApp({ db: w.t.db, settings, log: () => {}, mailer: { send: async (m) => void mails.push(m) } });
    const d = await draft({ title: 'Mailed' });
    const early = await call(app, 'POST', `/api/invoices/${d.id}/send`, { token: w.tokens.ic, json: {} });
    assert.equal(early.status, 409, 'a draft is not sent');
    const f = (await send('POST', `/api/invoices/${d.id}/finalize`)).body;
    const res = await call(app, 'POST', `/api/invoices/${d.id}/send`, { token: w.tokens.ic, json: { contact_ids: [contactA.contactId] } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.sent_to.length, 1);
    const mail = mails.at(-1)!;
    assert.equal(mail.to, res.body.sent_to[0]);
    assert.match(mail.subject, new RegExp(f.number));
    assert.equal(mail.links!.length, 1);
    assert.ok(mail.body.includes(mail.links![0]!));
    assert.equal(mail.attachments![0]!.filename, `${f.number}.pdf`);
    assert.equal(Buffer.from(mail.attachments![0]!.content).subarray(0, 5).toString(), '%PDF-');
    const token = mail.links![0]!.split('/').at(-1)!;
    const portal = await call(app, 'GET', `/api/filedrop?token=${token}`);
    assert.equal(portal.status, 200);
    assert.ok(portal.body.items.some((i: { id: number }) => i.id === d.id));
    contactA.token = token;
    assert.ok((await get(`/api/invoices/${d.id}`)).body.sent_at);

    const other = await addContact(w.t.db, w.org.orgId, ids.second, 'Other');
    const wrong = await send('POST', `/api/invoices/${d.id}/send`, { contact_ids: [other.contactId] });
    assert.equal(wrong.status, 400);
    assert.ok(wrong.body.contact_ids);
  });

  test('the outbox gets the mail; with customer notifications off it is a 409', async () => {
    const d = await draft();
    await send('POST', `/api/invoices/${d.id}/finalize`);
    // Replies go to the accounting e-mail.
    await setConfig(w.t.db, w.org.orgId, ConfigProperty.ACCOUNTING_EMAIL, 'ar@acme.example');
    const res = await send('POST', `/api/invoices/${d.id}/send`, {});
    await setConfig(w.t.db, w.org.orgId, ConfigProperty.ACCOUNTING_EMAIL, '');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const mails = await w.t.db.select().from(outbox).where(eq(outbox.to, res.body.sent_to[0])).orderBy(outbox.id);
    assert.ok(mails.some((m) => m.links.length === 1 && m.body.includes('attached')));
    assert.equal(mails.at(-1)!.replyTo, 'ar@acme.example');
    contactA.token = mails.at(-1)!.links[0]!.split('/').at(-1)!;
    await setConfig(w.t.db, w.org.orgId, ConfigProperty.CUSTOMER_NOTIFICATIONS_ENABLED, 'false');
    try {
      const off = await send('POST', `/api/invoices/${d.id}/send`, {});
      assert.equal(off.status, 409);
      assert.equal(off.body.detail, NOTIFICATIONS_OFF);
    } finally {
      await setConfig(w.t.db, w.org.orgId, ConfigProperty.CUSTOMER_NOTIFICATIONS_ENABLED, 'true');
    }
  });
});

describe('the free-form document', () => {
  test('the built-in template filled in; saving attaches its PDF', async () => {
    const d = await draft({ title: 'Document' });
    await send('POST', `/api/invoices/${d.id}/finalize`);
    const doc = await get(`/api/invoices/${d.id}/document`);
    assert.equal(doc.status, 200);
    assert.match(doc.body.template, /\{\{number\}\}/);
    assert.equal(doc.body.variables.customer, 'Contoso Retail');
    assert.equal(doc.body.variables.total, '220.00');
    assert.ok(doc.body.body.includes(doc.body.variables.number));
    const before = (await get(`/api/invoices/${d.id}`)).body.pdf_file_id;
    const saved = await send('PUT', `/api/invoices/${d.id}/document`, { body: 'Dear {{customer}},\n\nPlease pay {{total}} {{currency}}.' });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.ok(saved.body.pdf_file_id > before);
    const again = await get(`/api/invoices/${d.id}/document`);
    assert.equal(again.body.body, 'Dear {{customer}},\n\nPlease pay {{total}} {{currency}}.');
  });

  test('{{pay_link}} never prints a portal address without its token: it points to the mail that carries the link', async () => {
    const d = await draft({ language: 'fr' });
    await send('POST', `/api/invoices/${d.id}/finalize`);
    const doc = await get(`/api/invoices/${d.id}/document`);
    assert.equal(doc.body.variables.pay_link, "le lien sécurisé de l'e-mail qui accompagne ce document");
    const saved = await send('PUT', `/api/invoices/${d.id}/document`, { body: 'Payer en ligne : {{pay_link}}' });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const pdf = await w.t.app.request(`/api/invoices/${d.id}/pdf`, { headers: { authorization: `JWT ${w.tokens.ic}` } });
    const [text] = await pdfPages(new Uint8Array(await pdf.arrayBuffer()));
    assert.ok(text.includes(squash("Payer en ligne : le lien sécurisé de l'e-mail qui accompagne ce document")), text);
    assert.ok(!/https?:|\/public\//.test(text), `no address in ${text}`);
  });

  test('a draft keeps only the text; with "save and send" on, saving a finalized document mails it', async () => {
    const d = await draft();
    const saved = await send('PUT', `/api/invoices/${d.id}/document`, { body: 'Draft text' });
    assert.equal(saved.status, 200);
    assert.equal(saved.body.pdf_file_id, null, 'nothing of a draft is attached');
    await send('POST', `/api/invoices/${d.id}/finalize`);
    await setConfig(w.t.db, w.org.orgId, ConfigProperty.SAVE_AND_SEND_DOCUMENT_NOTIFICATION, 'true');
    try {
      const before = (await w.t.db.select().from(outbox)).length;
      const res = await send('PUT', `/api/invoices/${d.id}/document`, { body: 'Final text for {{customer}}' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const mails = await w.t.db.select().from(outbox).orderBy(outbox.id);
      assert.equal(mails.length, before + 1);
      assert.match(mails.at(-1)!.subject, new RegExp(res.body.number));
      contactA.token = mails.at(-1)!.links[0]!.split('/').at(-1)!;
      assert.ok(res.body.sent_at);
      assert.deepEqual([res.body.sent_to, res.body.not_sent], [[mails.at(-1)!.to], null]);
    } finally {
      await setConfig(w.t.db, w.org.orgId, ConfigProperty.SAVE_AND_SEND_DOCUMENT_NOTIFICATION, 'false');
    }
  });

  test('with "save and send" on and customer notifications off, the document is saved, nothing is mailed, and the answer says why', async () => {
    const d = await draft();
    await send('POST', `/api/invoices/${d.id}/finalize`);
    await setConfig(w.t.db, w.org.orgId, ConfigProperty.SAVE_AND_SEND_DOCUMENT_NOTIFICATION, 'true');
    await setConfig(w.t.db, w.org.orgId, ConfigProperty.CUSTOMER_NOTIFICATIONS_ENABLED, 'false');
    try {
      const before = (await w.t.db.select().from(outbox)).length;
      const res = await send('PUT', `/api/invoices/${d.id}/document`, { body: 'Final text for {{customer}}' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.ok(res.body.pdf_file_id, 'the PDF is attached');
      assert.deepEqual([res.body.sent_to, res.body.not_sent, res.body.sent_at], [[], 'customer_notifications_off', null]);
      assert.equal((await w.t.db.select().from(outbox)).length, before, 'no mail');
      // With "save and send" off, nothing was asked: no reason to give.
      await setConfig(w.t.db, w.org.orgId, ConfigProperty.SAVE_AND_SEND_DOCUMENT_NOTIFICATION, 'false');
      const plain = await send('PUT', `/api/invoices/${d.id}/document`, { body: 'Final text' });
      assert.deepEqual([plain.body.sent_to, plain.body.not_sent], [[], null]);
    } finally {
      await setConfig(w.t.db, w.org.orgId, ConfigProperty.SAVE_AND_SEND_DOCUMENT_NOTIFICATION, 'false');
      await setConfig(w.t.db, w.org.orgId, ConfigProperty.CUSTOMER_NOTIFICATIONS_ENABLED, 'true');
    }
  });

  test('with "save and send" on and no contact on the account, the document is saved, nothing is mailed, and the answer says why', async () => {
    const [bare] = await w.t.db.insert(account).values({ organizationId: w.org.orgId, name: 'Northwind Without Contacts', moduleKind: RECEIVABLES_KIND }).returning();
    const d = await draft({ account_id: bare!.id });
    await send('POST', `/api/invoices/${d.id}/finalize`);
    await setConfig(w.t.db, w.org.orgId, ConfigProperty.SAVE_AND_SEND_DOCUMENT_NOTIFICATION, 'true');
    try {
      const before = (await w.t.db.select().from(outbox)).length;
      const res = await send('PUT', `/api/invoices/${d.id}/document`, { body: 'Final text for {{customer}}' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.ok(res.body.pdf_file_id, 'the PDF is attached');
      assert.deepEqual([res.body.sent_to, res.body.not_sent, res.body.sent_at], [[], 'no_contact', null]);
      assert.equal((await w.t.db.select().from(outbox)).length, before, 'no mail');
      const [row] = await w.t.db.select().from(invoice).where(eq(invoice.itemId, d.id));
      assert.equal(row!.document, 'Final text for {{customer}}', 'the text is saved');
      // An explicit send still refuses, with the reason.
      const explicit = await send('POST', `/api/invoices/${d.id}/send`, {});
      assert.deepEqual([explicit.status, explicit.body.detail], [409, 'This account has no contact to send the invoice to.']);
    } finally {
      await setConfig(w.t.db, w.org.orgId, ConfigProperty.SAVE_AND_SEND_DOCUMENT_NOTIFICATION, 'false');
    }
  });

  test('the template comes from the config property: a standard file by name, or the text itself', async () => {
    const text = Buffer.from('Statement of {{number}}\nAmount: {{total}} {{currency}}\n');
    const storageKey = `org/${w.org.orgId}/${randomUUID()}`;
    await createStorage({ filesDir: settings.filesDir! }).put(storageKey, text, { contentType: 'text/plain', size: text.length });
    await w.t.db.insert(standardFile).values({ organizationId: w.org.orgId, name: 'Invoice template', fileName: 'invoice-template.txt', contentType: 'text/plain', size: text.length, sha256: createHash('sha256').update(text).digest('hex'), storageKey });
    await setConfig(w.t.db, w.org.orgId, ConfigProperty.FREE_FORM_INVOICE_TEMPLATE_PATH, 'invoice-template.txt');
    try {
      const d = await draft();
      const fromFile = await get(`/api/invoices/${d.id}/document`);
      assert.equal(fromFile.status, 200, JSON.stringify(fromFile.body));
      assert.equal(fromFile.body.body, 'Statement of Draft\nAmount: 220.00 USD\n');
      await setConfig(w.t.db, w.org.orgId, ConfigProperty.FREE_FORM_INVOICE_TEMPLATE_PATH, 'Bill {{number}} for {{customer}}');
      const doc = await get(`/api/invoices/${d.id}/document`);
      assert.equal(doc.body.body, 'Bill Draft for Contoso Retail');
      await setConfig(w.t.db, w.org.orgId, ConfigProperty.FREE_FORM_INVOICE_TEMPLATE_PATH, 'templates/missing.txt');
      assert.equal((await get(`/api/invoices/${d.id}/document`)).status, 409);
    } finally {
      await setConfig(w.t.db, w.org.orgId, ConfigProperty.FREE_FORM_INVOICE_TEMPLATE_PATH, '');
    }
  });
});

describe('list', () => {
  test('filters, search and ordering', async () => {
    const other = await send('POST', '/api/invoices', { account_id: ids.second, title: 'Fabrikam pallets', lines: [line('Pallet', '1', '5')] });
    const all = await get('/api/invoices?page_size=100');
    assert.equal(all.status, 200);
    assert.ok(all.body.count >= 30);
    const drafts = await get('/api/invoices?state=draft&page_size=100');
    assert.ok(drafts.body.results.every((r: { state: string }) => r.state === 'draft'));
    const credit = await get('/api/invoices?doc_type=credit_note');
    assert.ok(credit.body.count >= 1 && credit.body.results.every((r: { doc_type: string }) => r.doc_type === 'credit_note'));
    const byAccount = await get(`/api/invoices?account=${ids.second}`);
    assert.deepEqual(
      byAccount.body.results.map((r: { id: number }) => r.id),
      [other.body.id],
    );
    assert.equal((await get('/api/invoices?search=fabrikam')).body.count, 1, 'search matches the account name');
    assert.equal((await get('/api/invoices?search=pallets')).body.count, 1, 'and the title');
    const numbered = await get('/api/invoices?search=INV-0001');
    assert.equal(numbered.body.results[0].number, 'INV-0001');
    const sorted = await get('/api/invoices?ordering=-total&page_size=100');
    const totals = sorted.body.results.map((r: { total: string }) => Number(r.total));
    assert.deepEqual(totals, [...totals].sort((a, b) => b - a));
    await w.t.db.update(item).set({ dueDate: '2020-01-01' }).where(eq(item.id, numbered.body.results[0].id));
    const overdue = await get('/api/invoices?overdue=true&page_size=100');
    assert.ok(overdue.body.results.some((r: { id: number; days_overdue: number }) => r.id === numbered.body.results[0].id && r.days_overdue > 0));
    assert.ok(overdue.body.results.every((r: { days_overdue: number }) => r.days_overdue > 0));
    assert.equal((await get('/api/invoices?state=nope')).status, 400);
    assert.equal((await get('/api/invoices?ordering=secret')).status, 400);
  });
});

describe('settings', () => {
  test('defaults, OA only, a series moves only forward', async () => {
    const res = await get('/api/receivables/settings');
    assert.equal(res.status, 200);
    assert.equal(res.body.default_currency, 'USD');
    assert.equal(res.body.credit_note_series.prefix, 'CN-');
    assert.equal((await send('PUT', '/api/receivables/settings', { payment_terms_days: 14 })).status, 403, 'IC may not');
    const next = res.body.invoice_series.next_number as number;
    const back = await send('PUT', '/api/receivables/settings', { invoice_series: { next_number: next - 1 } }, w.tokens.oa);
    assert.equal(back.status, 400);
    assert.ok(back.body['invoice_series.next_number']);
    const saved = await send('PUT', '/api/receivables/settings', { payment_terms_days: 14, default_currency: 'eur', invoice_series: { prefix: 'F-', next_number: next + 100, padding: 6 } }, w.tokens.oa);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.payment_terms_days, 14);
    assert.deepEqual(saved.body.invoice_series, { prefix: 'F-', next_number: next + 100, padding: 6 });
    const d = await draft();
    assert.equal(d.currency, 'EUR');
    assert.equal(d.payment_terms_days, 14);
    const f = (await send('POST', `/api/invoices/${d.id}/finalize`)).body;
    assert.equal(f.number, `F-${String(next + 100).padStart(6, '0')}`);
    assert.equal((await send('PUT', '/api/receivables/settings', { late_fee_kind: 'percent', late_fee_amount: '150' }, w.tokens.oa)).status, 400);
  });
});

describe('access', () => {
  test("another organization's invoice is a 404 on every route", async () => {
    const d = await draft();
    const stranger = w.tokens.stranger;
    const routes: [string, string, unknown?][] = [
      ['GET', ''],
      ['PATCH', '', { title: 'x' }],
      ['DELETE', ''],
      ['POST', '/finalize'],
      ['POST', '/void', { reason: 'x' }],
      ['POST', '/send', {}],
      ['POST', '/credit_notes', { amount: '1', reason: 'x' }],
      ['GET', '/pdf'],
      ['GET', '/document'],
      ['PUT', '/document', { body: 'x' }],
    ];
    for (const [method, suffix, json] of routes) {
      const res = await call(w.t.app, method, `/api/invoices/${d.id}${suffix}`, { token: stranger, json });
      assert.equal(res.status, 404, `${method} ${suffix}`);
    }
    const list = await call(w.t.app, 'GET', '/api/invoices', { token: stranger });
    assert.equal(list.body.count, 0);
    assert.equal((await get(`/api/invoices/${d.id}`)).status, 200);
  });

  test('VO reads but cannot write', async () => {
    const d = await draft();
    const vo = w.tokens.vo;
    assert.equal((await get(`/api/invoices/${d.id}`, vo)).status, 200);
    assert.equal((await get('/api/invoices', vo)).status, 200);
    const writes: [string, string, unknown?][] = [
      ['POST', '/api/invoices', { account_id: ids.customer }],
      ['PATCH', `/api/invoices/${d.id}`, { title: 'x' }],
      ['DELETE', `/api/invoices/${d.id}`],
      ['POST', `/api/invoices/${d.id}/finalize`],
      ['POST', `/api/invoices/${d.id}/void`, { reason: 'x' }],
      ['POST', `/api/invoices/${d.id}/send`, {}],
      ['POST', `/api/invoices/${d.id}/credit_notes`, { amount: '1', reason: 'x' }],
      ['PUT', `/api/invoices/${d.id}/document`, { body: 'x' }],
      ['PUT', '/api/receivables/settings', { payment_terms_days: 3 }],
    ];
    for (const [method, path, json] of writes) {
      const res = await call(w.t.app, method, path, { token: vo, json });
      assert.equal(res.status, 403, `${method} ${path}`);
    }
    const [row] = await w.t.db.select().from(invoice).where(eq(invoice.itemId, d.id));
    assert.equal(row!.state, 'draft');
  });
});

describe('the balances kept per account', () => {
  test('equal the open invoices summed, after everything this file did', async () => {
    const { kept, summed } = await keptBalancesDrift(w.t.db);
    assert.deepEqual(kept, summed);
  });
});
