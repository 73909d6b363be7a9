import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ConfigProperty, ItemKind } from '@si/contract';
import { createDeps } from '../../../platform/create-deps.ts';
import { readOutbox, type MailMessage } from '../../../platform/mail.ts';
import { account, account as account_, auditEvent, file, item } from '../../../db/schema.ts';
import { setConfig } from '../../../platform/config.ts';
import { setup, settings, type TestContext } from '../../../../test-support/helpers.ts';
import { makeOrg } from '../../../../test-support/fixtures.ts';
import { addContact } from '../../../../test-support/portal-fixtures.ts';
import { arLateFee, invoice, receivablesSettings, statement, statementSchedule } from '../schema.ts';
import { accountLedger, agingInvoices } from './balances.ts';
import { lastScheduledDay, runLateFeeJob, runStatementJob, startReceivablesScheduler } from './jobs.ts';
import { sendStatement } from './statement.ts';
import { makeAccount, makeInvoice, keptBalancesDrift } from '../../../../test-support/receivables-data.ts';

let t: TestContext;
let deps: ReturnType<typeof createDeps>;
before(async () => {
  t = await setup();
  deps = createDeps({ db: t.db, settings, log: () => {} });
});
after(() => t.database.close());

/** A PDF's text, spaces dropped (pdf.js). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, isEvalSupported: false }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) text += (await (await doc.getPage(i)).getTextContent()).items.map((x) => ('str' in x ? x.str : '')).join('');
  await doc.destroy();
  return text.replace(/\s+/g, '');
}

const at = (day: string) => new Date(`${day}T09:00:00Z`);

describe('late fees', () => {
  test('percent of the balance, rounded half up, once per invoice: twice, and after a restart, still one fee', async () => {
    const { orgId } = await makeOrg(t.db, { name: 'Fee Org' });
    await t.db.insert(receivablesSettings).values({ organizationId: orgId, lateFeeKind: 'percent', lateFeeAmount: '1.5', lateFeeAfterDays: 30 });
    const acc = await makeAccount(t.db, orgId, 'Late Payer');
    // 333.33 x 1.5% = 4.99995 -> 5.00.
    const late = await makeInvoice(t.db, orgId, acc, { issue: '2025-12-01', due: '2026-01-01', total: '333.33' });
    const notYet = await makeInvoice(t.db, orgId, acc, { issue: '2025-12-05', due: '2026-01-02', total: '100' });
    const paid = await makeInvoice(t.db, orgId, acc, { issue: '2025-12-01', due: '2026-01-01', total: '50', balance: '0', state: 'paid' });

    assert.equal(await runLateFeeJob(deps.deps, at('2026-01-31')), 1, '30 days past due: the fee; 29 days: not yet');
    assert.equal(await runLateFeeJob(deps.deps, at('2026-01-31')), 0);
    const scheduler = startReceivablesScheduler(deps.deps, deps.storage, { intervalMs: 3_600_000, now: () => at('2026-02-01') });
    await scheduler.firstRound;
    await scheduler.stop();

    const fees = await t.db.select().from(arLateFee).where(eq(arLateFee.invoiceItemId, late));
    assert.equal(fees.length, 1);
    assert.equal(fees[0]!.rule, 'late:percent:30');
    assert.equal(Number(fees[0]!.amount), 5);
    const [inv] = await t.db.select().from(invoice).where(eq(invoice.itemId, late));
    assert.equal(Number(inv!.total), 338.33);
    assert.equal(Number(inv!.balance), 338.33);
    assert.equal(Number(inv!.subtotal), 338.33);
    assert.deepEqual(inv!.lines.at(-1), { description: 'Late fee', quantity: '1', unit_price: '5.00', tax_rate: '0', discount: '0', amount: '5.00', tax: '0.00' });
    // The restarted scheduler ran on 02-01, when the second invoice was 30 days past due.
    assert.equal((await t.db.select().from(arLateFee).where(eq(arLateFee.invoiceItemId, notYet))).length, 1);
    assert.equal((await t.db.select().from(arLateFee).where(eq(arLateFee.invoiceItemId, paid))).length, 0);

    // The fee counts from the day it was added: the aging before that day does not include it.
    const before = await agingInvoices(t.db, { orgId, accountId: acc, asOf: '2026-01-30' });
    assert.equal(before.find((r) => r.id === late)!.open, '333.33');
    const afterFee = await agingInvoices(t.db, { orgId, accountId: acc, asOf: '2026-02-01' });
    assert.equal(afterFee.find((r) => r.id === late)!.open, '338.33');
    const ledger = await accountLedger(t.db, { orgId, accountId: acc, currency: 'USD', from: '2026-01-01', asOf: '2026-02-28' });
    assert.deepEqual(
      ledger.lines.map((l) => [l.date, l.kind, l.charge]),
      [
        ['2026-01-31', 'late_fee', '5.00'],
        ['2026-02-01', 'late_fee', '1.50'],
      ],
    );
    assert.equal(ledger.opening, '483.33');
    assert.equal(ledger.closing, '489.83');
  });

  test('a fixed fee in a currency without minor units; none when the setting is off', async () => {
    const { orgId } = await makeOrg(t.db, { name: 'Fixed Fee Org' });
    await t.db.insert(receivablesSettings).values({ organizationId: orgId, lateFeeKind: 'fixed', lateFeeAmount: '500.4', lateFeeAfterDays: 10 });
    const acc = await makeAccount(t.db, orgId, 'Yen Payer');
    const inv = await makeInvoice(t.db, orgId, acc, { issue: '2026-01-01', due: '2026-01-10', total: '12000', currency: 'JPY' });
    assert.equal(await runLateFeeJob(deps.deps, at('2026-01-20')), 1);
    const [row] = await t.db.select().from(invoice).where(eq(invoice.itemId, inv));
    assert.equal(Number(row!.total), 12500);
    const { orgId: off } = await makeOrg(t.db, { name: 'No Fee Org' });
    const other = await makeAccount(t.db, off, 'Never Charged');
    await makeInvoice(t.db, off, other, { issue: '2026-01-01', due: '2026-01-10', total: '100' });
    assert.equal(await runLateFeeJob(deps.deps, at('2026-06-20')), 0);
  });

  test('audited, the PDF made again with the fee; settings changed later never add a second fee', async () => {
    const { orgId } = await makeOrg(t.db, { name: 'Fee Audit Org' });
    await t.db.insert(receivablesSettings).values({ organizationId: orgId, lateFeeKind: 'fixed', lateFeeAmount: '25', lateFeeAfterDays: 5 });
    const acc = await makeAccount(t.db, orgId, 'Audited Payer');
    const inv = await makeInvoice(t.db, orgId, acc, { issue: '2026-01-01', due: '2026-01-10', total: '100' });
    assert.equal(await runLateFeeJob(deps.deps, at('2026-01-20'), deps.storage), 1);
    const [event] = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, inv), eq(auditEvent.action, 'late_fee_added')));
    assert.deepEqual(event!.details, { rule: 'late:fixed:5', amount: '25.00', currency: 'USD', total: '125.00' });
    assert.equal(event!.actorUserId, null);
    const pdfs = await t.db.select().from(file).where(eq(file.itemId, inv));
    assert.equal(pdfs.length, 1);
    const bytes = Buffer.concat(await (await deps.storage.get(pdfs[0]!.storageKey)).toArray());
    const text = await pdfText(bytes);
    assert.ok(text.includes('Latefee') && text.includes('125.00'), 'the PDF shows the fee line and the new total');
    // A new rule (another kind, amount and delay) does not charge the same invoice again.
    await t.db.update(receivablesSettings).set({ lateFeeKind: 'percent', lateFeeAmount: '10', lateFeeAfterDays: 3 }).where(eq(receivablesSettings.organizationId, orgId));
    assert.equal(await runLateFeeJob(deps.deps, at('2026-02-20'), deps.storage), 0);
    assert.equal((await t.db.select().from(arLateFee).where(eq(arLateFee.invoiceItemId, inv))).length, 1);
  });
});

describe('monthly statements', () => {
  test('the day of the month', () => {
    assert.equal(lastScheduledDay(5, '2026-03-05'), '2026-03-05');
    assert.equal(lastScheduledDay(5, '2026-03-04'), '2026-02-05');
    assert.equal(lastScheduledDay(28, '2026-01-10'), '2025-12-28');
  });

  test('sent once on its day; after an outage the next tick catches up once, never twice, also after a restart', async () => {
    const { orgId } = await makeOrg(t.db, { name: 'Statement Org' });
    const acc = await makeAccount(t.db, orgId, 'Monthly Customer');
    const who = await addContact(t.db, orgId, acc, 'Monthly');
    await makeInvoice(t.db, orgId, acc, { issue: '2026-02-01', due: '2026-03-01', total: '120' });
    await t.db.insert(statementSchedule).values({ accountId: acc, organizationId: orgId, dayOfMonth: 5, enabled: true });
    const statements = async () => (await t.db.select().from(item).where(and(eq(item.accountId, acc), eq(item.kind, ItemKind.STATEMENT)))).length;
    const email = (await readOutbox(t.db)).length;

    assert.equal((await runStatementJob(deps.deps, deps.storage, at('2026-03-04'))).statements, 0, 'not before its first day');
    assert.equal((await runStatementJob(deps.deps, deps.storage, at('2026-03-05'))).statements, 1);
    assert.equal((await runStatementJob(deps.deps, deps.storage, at('2026-03-05'))).statements, 0);
    assert.equal((await runStatementJob(deps.deps, deps.storage, at('2026-03-20'))).statements, 0);
    assert.equal(await statements(), 1);
    const [mark] = await t.db.select().from(statementSchedule).where(eq(statementSchedule.accountId, acc));
    assert.equal(mark!.lastSentOn, '2026-03-05');

    // Down from 03-20 to 06-10: one statement, as of 06-05.
    assert.equal((await runStatementJob(deps.deps, deps.storage, at('2026-06-10'))).statements, 1);
    assert.equal((await runStatementJob(deps.deps, deps.storage, at('2026-06-11'))).statements, 0);
    const scheduler = startReceivablesScheduler(deps.deps, deps.storage, { intervalMs: 3_600_000, now: () => at('2026-06-12') });
    await scheduler.firstRound;
    await scheduler.stop();
    assert.equal(await statements(), 2);
    const rows = await t.db.select({ date: statement.statementDate, due: statement.totalDue }).from(statement).innerJoin(item, eq(item.id, statement.itemId)).where(eq(item.accountId, acc));
    assert.deepEqual(rows.map((r) => [r.date, Number(r.due)]).sort(), [
      ['2026-03-05', 120],
      ['2026-06-05', 120],
    ]);
    const mails = await readOutbox(t.db);
    assert.equal(mails.length - email, 2);
    assert.ok(mails.slice(0, 2).every((m) => m.to.startsWith('monthly')));
    assert.ok(who.contactId);

    // Customer notifications off: nothing sent nor claimed; back on, the latest one goes once.
    await setConfig(t.db, orgId, ConfigProperty.CUSTOMER_NOTIFICATIONS_ENABLED, 'false');
    assert.equal((await runStatementJob(deps.deps, deps.storage, at('2026-07-06'))).statements, 0);
    const [account] = await t.db.select().from(account_).where(eq(account_.id, acc));
    await assert.rejects(sendStatement(deps.deps, deps.storage, { orgId, acc: account!, actorUserId: null }), (err: { status?: number }) => err.status === 409);
    assert.equal(await statements(), 2);
    await setConfig(t.db, orgId, ConfigProperty.CUSTOMER_NOTIFICATIONS_ENABLED, 'true');
    assert.equal((await runStatementJob(deps.deps, deps.storage, at('2026-07-07'))).statements, 1);
    assert.equal((await runStatementJob(deps.deps, deps.storage, at('2026-07-08'))).statements, 0);

    // Turned off: nothing more.
    await t.db.update(statementSchedule).set({ enabled: false }).where(eq(statementSchedule.accountId, acc));
    assert.equal((await runStatementJob(deps.deps, deps.storage, at('2026-08-06'))).statements, 0);
  });

  test('the mail carries the statement PDF', async () => {
    const { orgId } = await makeOrg(t.db, { name: 'Attach Org' });
    const acc = await makeAccount(t.db, orgId, 'Attached Customer');
    await addContact(t.db, orgId, acc, 'Attached');
    await makeInvoice(t.db, orgId, acc, { issue: '2026-02-01', due: '2026-03-01', total: '75' });
    const sent: MailMessage[] = [];
    const capture = createDeps({ db: t.db, settings, log: () => {}, mailer: { send: async (m) => void sent.push(m) } });
    const [row] = await t.db.select().from(account).where(eq(account.id, acc));
    const res = await sendStatement(capture.deps, capture.storage, { orgId, acc: row!, asOf: '2026-03-31', actorUserId: null });
    assert.equal(res.sent_to.length, 1);
    assert.equal(sent.length, 1);
    const [pdf] = sent[0]!.attachments ?? [];
    assert.equal(pdf!.filename, 'statement-2026-03-31-USD.pdf');
    assert.equal(pdf!.contentType, 'application/pdf');
    assert.equal(Buffer.from(pdf!.content).subarray(0, 5).toString(), '%PDF-');
  });
});

describe('the balances kept per account', () => {
  test('equal the open invoices summed, after everything this file did', async () => {
    const { kept, summed } = await keptBalancesDrift(t.db);
    assert.deepEqual(kept, summed);
  });
});
