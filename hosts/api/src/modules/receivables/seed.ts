/**
 * The receivables demo: the portal's customer (open, overdue and paid invoices, a comment
 * thread, a statement) and a customer book for the staff screens, with every state an invoice
 * passes through (draft, open, partially paid, paid, void), credit notes, payments by bank
 * transfer and cheque allocated across invoices, a customer credit, an overpayment refunded, and three currencies with
 * different minor units (USD 2, JPY 0, KWD 3). Amounts are exact (big.js), as the screens compute them.
 */
import { AuditEntityKind, ItemKind, RECEIVABLES_DEFAULTS } from '@si/contract';
import { Big, formatAmount, invoiceMoney } from '@si/contract/money';
import { eq, sql } from 'drizzle-orm';
import type { PortalSeed, SeedCtx } from '../../seed/portals.ts';
import { tablePdf } from '../../seed/pdf.ts';
import { audit } from '../../platform/audit.ts';
import { dayOffset } from '../../shared/dates/days.ts';
import { item } from '../../db/schema-portal.ts';
import { arAllocation, arPayment, invoice, numberingSeries, receivablesSettings, statementSchedule } from './schema.ts';
import { refundPayment } from './ledger/refund.ts';
import { RECEIVABLES_KIND } from './module.ts';

const day = (offset: number) => dayOffset(offset);

type Row = [description: string, quantity: string, unitPrice: string, taxRate: string, discount?: string];
interface DocSpec {
  title: string;
  /** Days from today; a draft has no number and no issue date. */
  issued?: number;
  terms?: number;
  rows: Row[];
  currency: string;
  draft?: boolean;
  creditNote?: boolean;
}

interface Ledger {
  ctx: SeedCtx;
  accountId: number;
  next: Record<'invoice' | 'credit_note' | 'receipt', number>;
}

const numbered = (prefix: string, n: number, padding = 4) => `${prefix}${String(n).padStart(padding, '0')}`;

async function addDoc(l: Ledger, s: DocSpec) {
  const lines = s.rows.map(([description, quantity, unit_price, tax_rate, discount = '0']) => ({ description, quantity, unit_price, tax_rate, discount }));
  const m = invoiceMoney(lines, s.currency);
  const issueDate = s.draft ? null : day(s.issued ?? 0);
  const dueDate = issueDate ? day((s.issued ?? 0) + (s.terms ?? 30)) : null;
  const [row] = await l.ctx.tx
    .insert(item)
    .values({ organizationId: l.ctx.orgId, accountId: l.accountId, kind: ItemKind.INVOICE, status: s.draft ? 'draft' : 'open', title: s.title, dueDate, createdByUserId: l.ctx.leadUserId })
    .returning();
  const number = s.draft ? null : s.creditNote ? numbered(RECEIVABLES_DEFAULTS.credit_note_series.prefix, l.next.credit_note++) : numbered(RECEIVABLES_DEFAULTS.invoice_series.prefix, l.next.invoice++);
  await l.ctx.tx.insert(invoice).values({
    itemId: row!.id,
    number,
    state: s.draft ? 'draft' : 'open',
    issueDate,
    paymentTermsDays: s.terms ?? 30,
    currency: s.currency,
    lines: lines.map((x, i) => ({ ...x, amount: m.lines[i]!.amount, tax: m.lines[i]!.tax })),
    subtotal: m.subtotal,
    tax: m.tax,
    total: m.total,
    balance: m.total,
    finalizedAt: issueDate ? new Date(`${issueDate}T09:00:00Z`) : null,
    sentAt: issueDate ? new Date(`${issueDate}T09:05:00Z`) : null,
  });
  await audit(l.ctx.tx, { orgId: l.ctx.orgId, entityKind: AuditEntityKind.ITEM, entityId: row!.id, actorUserId: l.ctx.leadUserId, action: s.draft ? 'invoice_drafted' : 'invoice_finalized', details: { number } });
  return { id: row!.id, number, total: m.total, currency: s.currency };
}

/** Lowers an invoice's balance by an applied amount, and moves its state with it. */
async function applyTo(l: Ledger, invoiceId: number, amount: string, on: string, from: { paymentId?: number; creditItemId?: number }) {
  await l.ctx.tx.insert(arAllocation).values({ organizationId: l.ctx.orgId, invoiceItemId: invoiceId, paymentId: from.paymentId ?? null, creditItemId: from.creditItemId ?? null, amount, appliedOn: on });
  const [inv] = await l.ctx.tx
    .update(invoice)
    .set({ balance: sql`${invoice.balance} - ${amount}` })
    .where(eq(invoice.itemId, invoiceId))
    .returning();
  const paid = new Big(inv!.balance ?? 0).lte(0);
  const state = paid ? 'paid' : 'partially_paid';
  await l.ctx.tx.update(invoice).set({ state, paid, paidAt: paid ? new Date(`${on}T12:00:00Z`) : null }).where(eq(invoice.itemId, invoiceId));
  await l.ctx.tx.update(item).set({ status: state }).where(eq(item.id, invoiceId));
}

/** A payment received on a date, allocated to invoices; what is left is the customer's credit. Answers its id. */
async function addPayment(l: Ledger, p: { method: string; received: number; reference: string; amount: string; currency: string; to: [invoiceId: number, amount: string][] }): Promise<number> {
  const on = day(p.received);
  const applied = p.to.reduce((sum, [, a]) => sum.plus(a), new Big(0));
  const [pay] = await l.ctx.tx
    .insert(arPayment)
    .values({
      organizationId: l.ctx.orgId,
      accountId: l.accountId,
      method: p.method,
      receivedOn: on,
      reference: p.reference,
      amount: p.amount,
      currency: p.currency,
      unapplied: formatAmount(new Big(p.amount).minus(applied), p.currency),
      receiptNumber: numbered(RECEIVABLES_DEFAULTS.receipt_series.prefix, l.next.receipt++),
      createdByUserId: l.ctx.leadUserId,
    })
    .returning();
  for (const [invoiceId, amount] of p.to) await applyTo(l, invoiceId, amount, on, { paymentId: pay!.id });
  await audit(l.ctx.tx, { orgId: l.ctx.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: l.accountId, actorUserId: l.ctx.leadUserId, action: 'payment_recorded', details: { amount: p.amount, currency: p.currency, reference: p.reference } });
  return pay!.id;
}

/** A credit note against an invoice, applied to it at once. */
async function addCreditNote(l: Ledger, against: { id: number; number: string | null; currency: string }, c: { issued: number; reason: string; rows: Row[] }) {
  const doc = await addDoc(l, { title: `Credit note for ${against.number}: ${c.reason}`, issued: c.issued, terms: 0, rows: c.rows, currency: against.currency, creditNote: true });
  await l.ctx.tx.update(invoice).set({ docType: 'credit_note', state: 'applied', balance: '0', creditedItemId: against.id, memo: c.reason }).where(eq(invoice.itemId, doc.id));
  await l.ctx.tx.update(item).set({ status: 'applied' }).where(eq(item.id, doc.id));
  await applyTo(l, against.id, doc.total, day(c.issued), { creditItemId: doc.id });
}

/** Void: nothing was applied, the balance is gone, the number stays in the series. */
async function voidDoc(l: Ledger, id: number, reason: string, on: number) {
  await l.ctx.tx.update(invoice).set({ state: 'void', balance: '0', voidedAt: new Date(`${day(on)}T10:00:00Z`), voidReason: reason }).where(eq(invoice.itemId, id));
  await l.ctx.tx.update(item).set({ status: 'void' }).where(eq(item.id, id));
}

const people = (...names: [string, string, string][]) => names;

export async function seedReceivablesPortal({ ctx, kit, add, staff }: PortalSeed): Promise<void> {
  const customer = kit.role('Customer');
  const a = await kit.makeAccount(ctx, { module: RECEIVABLES_KIND, name: 'Contoso Retail', role: customer, people: people(['Maria', 'Garcia', 'maria.garcia@contoso.example'], ['Tom', 'Baker', 'tom.baker@contoso.example']) });
  const invoices = await kit.addInvoices(ctx, a.accountId, 'USD', [
    { number: 'INV-1001', title: 'Store fit-out, phase 1', issued: -10, due: 20, rows: [['Shelving units', 12, 240], ['Installation (hours)', 16, 65], ['Delivery', 1, 150]] },
    { number: 'INV-0994', title: 'Point-of-sale hardware', issued: -50, due: -20, rows: [['Card terminals', 4, 320], ['Receipt printers', 4, 180]] },
    // Paid below, by a recorded payment (its allocation makes it paid).
    { number: 'INV-0981', title: 'Signage', issued: -90, due: -60, rows: [['Window decals', 6, 45]] },
  ]);
  const first = invoices[0]!;
  const pdf = await tablePdf({
    title: `Invoice ${first.number}`,
    subtitle: [ctx.orgName, 'Bill to: Contoso Retail', `Issued ${first.issueDate}, due ${first.dueDate}`],
    columns: ['Description', 'Qty', 'Unit price', 'Amount'],
    rows: first.lines.map((l) => [l.description, String(l.quantity), l.unit_price, l.amount]),
    footer: [`Subtotal ${first.subtotal}  Tax ${first.tax}  Total ${first.total} USD`],
  });
  await kit.storeFile(ctx, a.accountId, first.id, `${first.number}.pdf`, 'application/pdf', pdf, staff);
  await kit.addComment(ctx, a.accountId, first.id, 'Hello Maria, the shelving was delivered on Monday. Let us know if anything is missing.', staff);
  await kit.addComment(ctx, a.accountId, first.id, 'Thanks! Everything arrived. We will pay by the due date.', { contactId: a.links[0]!.contactId });
  add('receivables', a.links[0]!.token);

  // The series continue after the portal customer's numbers.
  const next = { invoice: 1002, credit_note: 1, receipt: 1 };
  const contoso: Ledger = { ctx, accountId: a.accountId, next };
  const signage = invoices[2]!;
  await addPayment(contoso, { method: 'bank_transfer', received: -60, reference: 'ACH 20931', amount: signage.total!, currency: 'USD', to: [[signage.id, signage.total!]] });
  // Today's statement, after the payment: the signage invoice is paid, the other two are open.
  await kit.addStatement(ctx, a.accountId, 'Contoso Retail', 'USD', invoices.filter((i) => i.id !== signage.id));
  await ctx.tx.insert(statementSchedule).values({ accountId: a.accountId, organizationId: ctx.orgId, dayOfMonth: 1, enabled: true, lastSentOn: day(0) });

  const book: { name: string; currency: string; contact: [string, string, string]; build: (l: Ledger) => Promise<void> }[] = [
    {
      name: 'Adventure Works Cycles',
      currency: 'EUR',
      contact: ['Léa', 'Martin', 'lea.martin@adventure-works.example'],
      async build(l) {
        const fit = await addDoc(l, { title: 'Workshop tools', issued: -75, rows: [['Torque wrench set', '4', '189.90', '20'], ['Wheel truing stand', '2', '349.00', '20', '10']], currency: 'EUR' });
        const bikes = await addDoc(l, { title: 'Demo fleet rental, spring', issued: -40, rows: [['E-bike rental (days)', '30', '45.00', '20'], ['Insurance', '1', '120.00', '0']], currency: 'EUR' });
        await addDoc(l, { title: 'Service contract, Q4', issued: -5, terms: 45, rows: [['Quarterly maintenance visit', '3', '260.00', '20']], currency: 'EUR' });
        await addPayment(l, { method: 'bank_transfer', received: -30, reference: 'SEPA RF18 5390 0754', amount: '600.00', currency: 'EUR', to: [[fit.id, '600.00']] });
        await addCreditNote(l, bikes, { issued: -20, reason: 'Two rental days not used', rows: [['E-bike rental (days), not used', '2', '45.00', '20']] });
        await addDoc(l, { title: 'Spare parts, December', draft: true, rows: [['Brake pads (pairs)', '24', '12.50', '20'], ['Chains', '10', '21.90', '20']], currency: 'EUR' });
      },
    },
    {
      name: 'Tailspin Toys',
      currency: 'USD',
      contact: ['Jordan', 'Lee', 'jordan.lee@tailspin.example'],
      async build(l) {
        await addDoc(l, { title: 'Holiday display stands', issued: -130, rows: [['Display stand', '8', '310.00', '8.875']], currency: 'USD' });
        await addDoc(l, { title: 'Warehouse shelving', issued: -100, rows: [['Shelving bay', '12', '185.00', '8.875'], ['Assembly (hours)', '10', '55.00', '0']], currency: 'USD' });
        const wrong = await addDoc(l, { title: 'Catalogue printing (wrong quantity)', issued: -35, rows: [['Catalogue, 48 pages', '5000', '0.42', '8.875']], currency: 'USD' });
        await voidDoc(l, wrong.id, 'Issued with the wrong quantity; replaced by the next invoice', -34);
        const reprint = await addDoc(l, { title: 'Catalogue printing', issued: -34, rows: [['Catalogue, 48 pages', '500', '0.42', '8.875']], currency: 'USD' });
        const cheque = await addPayment(l, { method: 'check', received: -3, reference: 'Cheque 004512', amount: '300.00', currency: 'USD', to: [[reprint.id, reprint.total]] });
        // The cheque paid more than the invoice: the rest went back to the customer (a refund from its credit).
        const over = formatAmount(new Big('300.00').minus(reprint.total), 'USD');
        await refundPayment(l.ctx.tx, { orgId: l.ctx.orgId, paymentId: cheque, input: { amount: over, reason: 'Overpayment returned by cheque 004530', refunded_on: day(-1) }, userId: l.ctx.leadUserId, publicUrl: '' });
      },
    },
    {
      name: 'Al-Noor Trading Co.',
      currency: 'KWD',
      contact: ['Yousef', 'Al-Sabah', 'yousef@alnoor-trading.example'],
      async build(l) {
        await addDoc(l, { title: 'Import brokerage, November', issued: -12, rows: [['Customs brokerage', '3', '41.250', '0'], ['Document handling', '1', '7.125', '0']], currency: 'KWD' });
        await addDoc(l, { title: 'Freight forwarding', issued: -70, rows: [['Sea freight, 20 ft container', '1', '512.750', '0']], currency: 'KWD' });
      },
    },
    {
      name: 'Sakura Imports',
      currency: 'JPY',
      contact: ['Haruto', 'Sato', 'haruto.sato@sakura-imports.example'],
      async build(l) {
        const tea = await addDoc(l, { title: 'Tea sets', issued: -25, rows: [['Porcelain tea set', '15', '8400', '10']], currency: 'JPY' });
        // Paid in full plus a little more: the rest stays as the customer's credit.
        await addPayment(l, { method: 'bank_transfer', received: -10, reference: 'Zengin 7731', amount: '140000', currency: 'JPY', to: [[tea.id, tea.total]] });
      },
    },
  ];
  for (const b of book) {
    const acct = await kit.makeAccount(ctx, { module: RECEIVABLES_KIND, name: b.name, role: customer, people: [b.contact] });
    await b.build({ ctx, accountId: acct.accountId, next });
  }

  await ctx.tx.insert(numberingSeries).values([
    { organizationId: ctx.orgId, docType: 'invoice', prefix: RECEIVABLES_DEFAULTS.invoice_series.prefix, nextNumber: next.invoice, padding: 4 },
    { organizationId: ctx.orgId, docType: 'credit_note', prefix: RECEIVABLES_DEFAULTS.credit_note_series.prefix, nextNumber: next.credit_note, padding: 4 },
    { organizationId: ctx.orgId, docType: 'receipt', prefix: RECEIVABLES_DEFAULTS.receipt_series.prefix, nextNumber: next.receipt, padding: 4 },
  ]);
  await ctx.tx.insert(receivablesSettings).values({ organizationId: ctx.orgId, paymentTermsDays: 30, defaultCurrency: 'USD', allowPartialPayment: true, lateFeeKind: 'none' });
}
