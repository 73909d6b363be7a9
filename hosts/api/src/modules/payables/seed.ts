/**
 * The demo's payables: the vendor portal of Fabrikam Supplies (its bills, among them FAB-5521, a
 * purchase order, an invoice to upload, a statement of what is owed to it), and lived-in bills on
 * the five vendors of the workspaces list: received, in approval, rejected with a reason and
 * answered by a corrected bill, approved, paid with its date and reference, a near-duplicate pair,
 * and some over 30 and 60 days past due. Bills are written as the actions write them (an item
 * whose status is the bill's state, one `bill` row, the document as a file of the item, audited).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { AuditEntityKind, ItemKind, moduleById, type BillSource, type BillState } from '@si/contract';
import { account, accountContact, item, user } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import { dayOffset } from '../../shared/dates/days.ts';
import type { PortalSeed, SeedCtx, SeedKit, StatementDoc } from '../../seed/portals.ts';
import { tablePdf } from '../../seed/pdf.ts';
import { priceLines } from '../receivables/invoices/lines.ts';
import { PAYABLES } from './module.ts';
import { seedPurchaseOrderFlow } from './orders/seed.ts';
import { bill } from './schema.ts';

type Line = [description: string, quantity: number, unitPrice: number, accountCode: string];

interface BillSpec {
  number: string;
  title: string;
  /** Days from today (negative: in the past). */
  billDate: number;
  due: number;
  rows: Line[];
  state: BillState;
  source: BillSource;
  /** Staff entered it (the demo's lead user); else the vendor sent it from its portal. */
  byStaff?: boolean;
  taxRate?: string;
  rejectReason?: string;
  paidOn?: number;
  paymentReference?: string;
  /** The number of an earlier spec of the same vendor this one corrects. */
  replaces?: string;
  memo?: string;
}

interface Who {
  /** A portal contact of the vendor (the author of what it sent). */
  contactId: number | null;
  /** The staff member who entered staff bills, and another who approves and pays. */
  enteredBy: number;
  approver: number;
}

/** The vendor's bills, in order (a correction after the bill it answers); answers what a statement lists of each. */
async function addBills(ctx: SeedCtx, kit: SeedKit, accountId: number, vendor: string, currency: string, who: Who, specs: BillSpec[]): Promise<StatementDoc[]> {
  const ids = new Map<string, number>();
  const out: StatementDoc[] = [];
  for (const s of specs) {
    const input = s.rows.map(([description, quantity, price, code]) => ({ description, quantity: String(quantity), unit_price: String(price), tax_rate: s.taxRate ?? '0', discount: '0', account_code: code }));
    const priced = priceLines(input, currency);
    const lines = priced.lines.map((l, i) => ({ ...l, account_code: input[i]!.account_code }));
    const paid = s.state === 'paid';
    const [row] = await ctx.tx
      .insert(item)
      .values({
        organizationId: ctx.orgId,
        accountId,
        kind: ItemKind.INVOICE,
        status: s.state,
        title: s.title,
        dueDate: dayOffset(s.due),
        createdByUserId: s.byStaff ? who.enteredBy : null,
        createdByContactId: s.byStaff ? null : who.contactId,
        createdAt: new Date(`${dayOffset(s.billDate + 1)}T10:00:00Z`),
      })
      .returning({ id: item.id });
    const id = row!.id;
    ids.set(s.number, id);
    let fileId: number | null = null;
    if (s.source !== 'manual') {
      const pdf = await tablePdf({
        title: `Invoice ${s.number}`,
        subtitle: [vendor, `Invoice date: ${dayOffset(s.billDate)}`, `Due date: ${dayOffset(s.due)}`, `Currency: ${currency}`],
        columns: ['Description', 'Quantity', 'Unit price', 'Amount'],
        rows: lines.map((l) => [l.description, String(l.quantity), l.unit_price, l.amount]),
        footer: [`Subtotal ${priced.subtotal}`, `Tax ${priced.tax}`, `Total due ${priced.total} ${currency}`],
      });
      const by = s.source === 'portal' ? { contactId: who.contactId ?? undefined } : { userId: who.enteredBy };
      fileId = (await kit.storeFile(ctx, accountId, id, `${s.number}.pdf`, 'application/pdf', pdf, by)).id;
    }
    const approved = s.state === 'approved' || s.state === 'scheduled' || paid;
    await ctx.tx.insert(bill).values({
      itemId: id,
      organizationId: ctx.orgId,
      accountId,
      number: s.number,
      billDate: dayOffset(s.billDate),
      currency,
      lines,
      subtotal: priced.subtotal,
      tax: priced.tax,
      total: priced.total,
      balance: paid ? '0' : priced.total,
      state: s.state,
      rejectReason: s.rejectReason ?? null,
      source: s.source,
      enteredBy: s.byStaff ? who.enteredBy : null,
      fileId,
      replacesItemId: s.replaces ? (ids.get(s.replaces) ?? null) : null,
      memo: s.memo ?? '',
      approvedAt: approved ? new Date(`${dayOffset(Math.min(s.billDate + 3, 0))}T15:00:00Z`) : null,
      paidOn: paid && s.paidOn !== undefined ? dayOffset(s.paidOn) : null,
      paymentReference: paid ? (s.paymentReference ?? null) : null,
      createdAt: new Date(`${dayOffset(s.billDate + 1)}T10:00:00Z`),
    });
    const action = s.replaces ? 'bill_corrected' : s.source === 'portal' ? 'bill_received' : 'bill_created';
    await audit(ctx.tx, { orgId: ctx.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action, actorUserId: s.byStaff ? who.enteredBy : null, details: { number: s.number, total: priced.total, currency } });
    if (approved) await audit(ctx.tx, { orgId: ctx.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action: 'bill_approved', actorUserId: who.approver, details: { total: priced.total, currency } });
    if (s.state === 'rejected') await audit(ctx.tx, { orgId: ctx.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action: 'bill_rejected', actorUserId: who.approver, details: { reason: s.rejectReason } });
    // A statement lists what is owed: a rejected or void bill is not (its `paid` here means "nothing owed").
    out.push({ id, number: s.number, issueDate: dayOffset(s.billDate), dueDate: dayOffset(s.due), total: priced.total, balance: paid ? '0' : priced.total, paid: paid || s.state === 'void' || s.state === 'rejected' });
  }
  return out;
}

/** The demo's staff: the lead enters bills; another office administrator or collaborator approves them. */
async function staffOf(ctx: SeedCtx): Promise<Who> {
  const users = await ctx.tx.select({ id: user.id }).from(user).where(eq(user.organizationId, ctx.orgId)).orderBy(user.id);
  const approver = users.find((u) => u.id !== ctx.leadUserId)?.id ?? ctx.leadUserId;
  return { contactId: null, enteredBy: ctx.leadUserId, approver };
}

export async function seedPayablesPortal({ ctx, kit, add, staff }: PortalSeed): Promise<void> {
  const a = await kit.makeAccount(ctx, { module: moduleById('payables').kind, name: 'Fabrikam Supplies', role: kit.role('Vendor'), people: [['Kenji', 'Sato', 'kenji.sato@fabrikam.example']] });
  const [po] = await kit.addInvoices(ctx, a.accountId, 'USD', [{ number: 'PO-2001', title: 'Printer paper, Q3', issued: -3, due: 27, rows: [['Paper, A4, box of 5 reams', 40, 27.5]], subtype: 'purchase_order' }]);
  const who = { ...(await staffOf(ctx)), contactId: a.links[0]!.contactId };
  const bills = await addBills(ctx, kit, a.accountId, 'Fabrikam Supplies', 'USD', who, [
    { number: 'FAB-5488', title: 'Standing desks', billDate: -52, due: -22, rows: [['Standing desk, oak', 6, 410, '6120']], taxRate: '20', state: 'paid', source: 'portal', paidOn: -21, paymentReference: 'PAYRUN-0412' },
    {
      number: 'FAB-5502',
      title: 'Meeting room tables',
      billDate: -20,
      due: 10,
      rows: [['Meeting table, 8 seats', 2, 1240, '6120']],
      taxRate: '20',
      state: 'rejected',
      source: 'portal',
      rejectReason: 'The unit price does not match our order PO-1987 (USD 1,180.00 per table, not USD 1,240.00). Please send a corrected invoice.',
    },
    { number: 'FAB-5502-A', title: 'Meeting room tables (corrected)', billDate: -14, due: 16, rows: [['Meeting table, 8 seats', 2, 1180, '6120']], taxRate: '20', state: 'in_approval', source: 'portal', replaces: 'FAB-5502' },
    { number: 'FAB-5521', title: 'Office chairs', billDate: -12, due: 18, rows: [['Ergonomic chair', 20, 189, '6120']], taxRate: '20', state: 'received', source: 'portal' },
    { number: 'FAB-5530', title: 'Chair mats', billDate: -6, due: 24, rows: [['Chair mat, polycarbonate', 20, 39.9, '6120']], taxRate: '20', state: 'approved', source: 'portal' },
    // On purchase order PO-2001 (orders/seed.ts): one matching it, one that does not.
    { number: 'FAB-5540', title: 'Printer paper, Q3', billDate: -1, due: 29, rows: [['Paper, A4, box of 5 reams', 40, 27.5, '6110']], state: 'received', source: 'portal' },
    { number: 'FAB-5549', title: 'Printer paper, extra boxes', billDate: 0, due: 30, rows: [['Paper, A4, box of 5 reams', 45, 28.9, '6110']], state: 'received', source: 'portal' },
  ]);
  await seedPurchaseOrderFlow(ctx, po!.id, { matched: 'FAB-5540', mismatched: 'FAB-5549' });
  const [upload] = await kit.addRequirements(ctx, a.accountId, [{ title: 'Invoice for PO-2001', description: 'Upload your invoice for purchase order PO-2001 (PDF).', due: 30, types: ['.pdf'], maxMb: 10 }]);
  await kit.addComment(ctx, a.accountId, upload!.id, 'Please quote PO-2001 on the invoice.', staff);
  // The statement lists what is still owed to the vendor.
  await kit.addStatement(ctx, a.accountId, 'Fabrikam Supplies', 'USD', bills);
  add('payables', a.links[0]!.token);
}

/** Each workspace vendor's bills: their currency and what they sent or staff entered. */
const VENDOR_BILLS: Record<string, { currency: string; bills: BillSpec[] }> = {
  'Brightline Office Supply': {
    currency: 'EUR',
    bills: [
      { number: 'BOS-2026-118', title: 'Toner cartridges', billDate: -75, due: -45, rows: [['Toner, black, HP 59A', 12, 96.5, '6110']], taxRate: '19', state: 'paid', source: 'portal', paidOn: -44, paymentReference: 'SEPA-20260914-03' },
      { number: 'BOS-2026-131', title: 'Copy paper', billDate: -40, due: -10, rows: [['Copy paper, A4, 80 g, pallet', 1, 1890, '6110']], taxRate: '19', state: 'approved', source: 'portal' },
      // The same bill sent twice, its number written differently: the duplicate check pairs them.
      { number: 'BOS-2026-140', title: 'Desk organisers', billDate: -9, due: 21, rows: [['Desk organiser, bamboo', 30, 18.4, '6110']], taxRate: '19', state: 'in_approval', source: 'portal' },
      { number: 'BOS 2026 140', title: 'Desk organisers', billDate: -7, due: 23, rows: [['Desk organiser, bamboo', 30, 18.4, '6110']], taxRate: '19', state: 'received', source: 'portal', memo: 'Resent: we did not hear back.' },
    ],
  },
  'Copperleaf Print & Signs': {
    currency: 'USD',
    bills: [
      { number: 'CPS-7781', title: 'Trade show banners', billDate: -98, due: -68, rows: [['Roll-up banner, 85 x 200 cm', 4, 145, '6300'], ['Design and proofs', 3, 85, '6300']], state: 'approved', source: 'upload', byStaff: true, memo: 'Received by mail; scanned by the front desk.' },
      { number: 'CPS-7802', title: 'Business cards', billDate: -30, due: 0, rows: [['Business cards, 500, two-sided', 6, 64, '6300']], state: 'paid', source: 'manual', byStaff: true, paidOn: -2, paymentReference: 'ACH 88120456' },
      { number: 'CPS-7815', title: 'Window lettering', billDate: -3, due: 27, rows: [['Vinyl window lettering', 1, 780, '6300']], state: 'received', source: 'portal' },
    ],
  },
  'Summit Cloud Hosting': {
    currency: 'USD',
    bills: [
      { number: 'SCH-INV-2211', title: 'Hosting, August', billDate: -88, due: -58, rows: [['Managed Kubernetes, 3 nodes', 1, 1350, '6420'], ['Backup storage, 2 TB', 2, 46, '6420']], state: 'paid', source: 'portal', paidOn: -57, paymentReference: 'WIRE-5571902' },
      { number: 'SCH-INV-2264', title: 'Hosting, September', billDate: -68, due: -38, rows: [['Managed Kubernetes, 3 nodes', 1, 1350, '6420'], ['Backup storage, 2 TB', 2, 46, '6420']], state: 'approved', source: 'portal' },
      { number: 'SCH-INV-2301', title: 'Hosting, October', billDate: -28, due: 2, rows: [['Managed Kubernetes, 3 nodes', 1, 1350, '6420'], ['Backup storage, 2 TB', 2, 46, '6420']], state: 'in_approval', source: 'portal' },
    ],
  },
  'Tidewater Courier Co.': {
    currency: 'USD',
    bills: [
      { number: 'TCC-0932', title: 'Courier runs, July', billDate: -110, due: -80, rows: [['Same-day courier run', 38, 24, '6510']], state: 'received', source: 'manual', byStaff: true, memo: 'On hold: disputed runs on July 14 and 15.' },
      { number: 'TCC-0987', title: 'Courier runs, August', billDate: -80, due: -50, rows: [['Same-day courier run', 41, 24, '6510']], state: 'void', source: 'portal', memo: 'Replaced by a credit agreement.' },
    ],
  },
  'Westbrook IT Services': {
    currency: 'USD',
    bills: [
      { number: 'WIT-1204', title: 'Laptop setup', billDate: -45, due: -15, rows: [['Laptop imaging and setup', 8, 95, '6430']], state: 'rejected', source: 'portal', rejectReason: 'Only 6 laptops were set up; please bill 6.' },
      { number: 'WIT-1204-R', title: 'Laptop setup (corrected)', billDate: -40, due: -10, rows: [['Laptop imaging and setup', 6, 95, '6430']], state: 'approved', source: 'portal', replaces: 'WIT-1204' },
      { number: 'WIT-1233', title: 'Support retainer, Q4', billDate: -5, due: 25, rows: [['Support retainer, 20 hours', 1, 2200, '6430']], state: 'in_approval', source: 'manual', byStaff: true },
    ],
  },
};

/** The workspace vendors' bills, seeded after the vendors exist (the workspaces list makes them). */
export async function seedVendorBills({ ctx, kit }: PortalSeed): Promise<void> {
  const vendors = await ctx.tx
    .select({ id: account.id, name: account.name })
    .from(account)
    .where(and(eq(account.organizationId, ctx.orgId), inArray(account.moduleKind, [...PAYABLES.portalKinds]), inArray(account.name, Object.keys(VENDOR_BILLS))));
  const staff = await staffOf(ctx);
  for (const v of vendors) {
    const spec = VENDOR_BILLS[v.name]!;
    const [link] = await ctx.tx.select({ contactId: accountContact.contactId }).from(accountContact).where(eq(accountContact.accountId, v.id)).orderBy(accountContact.id).limit(1);
    await addBills(ctx, kit, v.id, v.name, spec.currency, { ...staff, contactId: link?.contactId ?? null }, spec.bills);
  }
}
