/**
 * The demo's portals: for each portal module an account with contacts, invoices or
 * requirements, a statement with its generated PDF, files and comments, and a portal token;
 * plus a second file-collection account on hold. Tokens are returned once for data/demo.json.
 */
import { AuditEntityKind, ConfigProperty, ItemKind, type ModuleId, type PortalModule } from '@si/contract';
import type { Db } from '../db/client.ts';
import { and, eq } from 'drizzle-orm';
import { account, accountContact, comment, contact, contactRole, contract, expectedDocumentType, file, invoice, item, payInstruction, purchaseOrder, requirement, statement as statementTable, type StoredInvoiceLine } from '../db/schema.ts';
import { audit } from '../platform/audit.ts';
import { setConfig } from '../platform/config.ts';
import type { Storage } from '../platform/storage.ts';
import { putBytes } from '../shared/files/store.ts';
import { newPortalToken } from '../shared/portal/access.ts';
import { defaultLinkExpiry } from '../shared/portal/links.ts';
import { dayOffset } from '../shared/dates/days.ts';
import { tablePdf } from './pdf.ts';
import { agingBucket, Big, daysBetween, formatAmount, invoiceMoney, sumMoney, type AgingBucket } from '@si/contract/money';
import { portals } from './portal-data.ts';

export interface DemoPortal {
  module: PortalModule;
  path: string;
  token: string;
  onHold: boolean;
}

const day = (offset: number) => dayOffset(offset);

/** The demo's tax rate on every line (a sales tax or VAT of 20%). */
const DEMO_TAX_RATE = '20';
type Line = [description: string, quantity: number, unitPrice: number];
/** The lines and their exact totals, rounded as the invoices screens round them (@si/contract/money). */
function priced(rows: Line[], currency: string): { lines: StoredInvoiceLine[]; subtotal: string; tax: string; total: string } {
  const input = rows.map(([description, quantity, price]) => ({ description, quantity: String(quantity), unit_price: String(price), tax_rate: DEMO_TAX_RATE, discount: '0' }));
  const m = invoiceMoney(input, currency);
  return { lines: input.map((l, i) => ({ ...l, quantity: Number(l.quantity), unit_price: formatAmount(l.unit_price, currency), amount: m.lines[i]!.amount, tax: m.lines[i]!.tax })), subtotal: m.subtotal, tax: m.tax, total: m.total };
}

interface Ctx {
  tx: Db;
  orgId: number;
  orgName: string;
  leadUserId: number;
  storage: Storage;
}

async function storeFile(ctx: Ctx, accountId: number, itemId: number, name: string, contentType: string, bytes: Buffer, by: { userId?: number; contactId?: number }) {
  const stored = await putBytes(ctx.storage, ctx.orgId, contentType, { bytes });
  const [row] = await ctx.tx
    .insert(file)
    .values({ organizationId: ctx.orgId, accountId, itemId, name, contentType, ...stored, uploadedByUserId: by.userId ?? null, uploadedByContactId: by.contactId ?? null })
    .returning();
  return row!;
}

async function makeAccount(ctx: Ctx, spec: { module: number; name: string; hold?: boolean; workspaceKind?: number; people: [string, string, string][]; role: number }) {
  const [acct] = await ctx.tx
    .insert(account)
    .values({ organizationId: ctx.orgId, moduleKind: spec.module, workspaceKind: spec.workspaceKind ?? null, name: spec.name, leadUserId: ctx.leadUserId, accountHold: spec.hold ?? false })
    .returning();
  const links: { contactId: number; token: string }[] = [];
  for (const [first, last, email] of spec.people) {
    const [who] = await ctx.tx.insert(contact).values({ organizationId: ctx.orgId, firstName: first, lastName: last, email }).returning();
    const { token, hash } = newPortalToken();
    await ctx.tx.insert(accountContact).values({ organizationId: ctx.orgId, accountId: acct!.id, contactId: who!.id, contactRoleId: spec.role, tokenHash: hash, tokenExpiresAt: defaultLinkExpiry(new Date()) });
    links.push({ contactId: who!.id, token });
  }
  await audit(ctx.tx, { orgId: ctx.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: acct!.id, action: 'seeded' });
  return { accountId: acct!.id, links };
}

interface InvoiceSpec {
  number: string;
  title: string;
  issued: number;
  due: number;
  rows: Line[];
  paid?: boolean;
  subtype?: string;
}

async function addInvoices(ctx: Ctx, accountId: number, currency: string, specs: InvoiceSpec[]) {
  const out = [];
  for (const s of specs) {
    const p = priced(s.rows, currency);
    const [row] = await ctx.tx
      .insert(item)
      .values({
        organizationId: ctx.orgId,
        accountId,
        kind: ItemKind.INVOICE,
        status: s.paid ? 'paid' : 'open',
        title: s.title,
        dueDate: day(s.due),
        createdByUserId: ctx.leadUserId,
      })
      .returning();
    if (s.subtype === 'purchase_order') {
      // A purchase order: payables' own row, open for its total, never paid online.
      const [po] = await ctx.tx
        .insert(purchaseOrder)
        .values({ itemId: row!.id, number: s.number, issueDate: day(s.issued), currency, lines: p.lines, subtotal: p.subtotal, tax: p.tax, total: p.total, externalReference: s.number })
        .returning();
      out.push({ ...row!, ...po!, balance: p.total, paid: false, subtype: s.subtype });
      continue;
    }
    const [inv] = await ctx.tx
      .insert(invoice)
      .values({
        itemId: row!.id,
        number: s.number,
        state: s.paid ? 'paid' : 'open',
        issueDate: day(s.issued),
        paymentTermsDays: s.due - s.issued,
        finalizedAt: new Date(`${day(s.issued)}T09:00:00Z`),
        currency,
        lines: p.lines,
        subtotal: p.subtotal,
        tax: p.tax,
        total: p.total,
        balance: s.paid ? '0' : p.total,
        paid: s.paid ?? false,
        paidAt: s.paid ? new Date(`${day(s.due)}T12:00:00Z`) : null,
        externalReference: s.number,
      })
      .returning();
    out.push({ ...row!, ...inv!, subtype: s.subtype ?? null });
  }
  return out;
}

/** What a statement lists of a document (an invoice, or a vendor's bill): its id, number, dates, total, balance, and whether it is paid. */
export interface StatementDoc {
  id: number;
  number: string | null;
  issueDate: string | null;
  dueDate: string | null;
  total: string | null;
  balance: string | null;
  paid: boolean | null;
}

/** A statement snapshot of the account's open invoices, aged by days past due, with its PDF. */
async function addStatement(ctx: Ctx, accountId: number, accountName: string, currency: string, invoices: StatementDoc[]) {
  const open = invoices.filter((i) => !i.paid);
  const aging: Record<AgingBucket, Big> = { current: new Big(0), days_1_30: new Big(0), days_31_60: new Big(0), days_61_90: new Big(0), days_over_90: new Big(0) };
  for (const inv of open) aging[agingBucket(daysBetween(inv.dueDate!, day(0)))] = aging[agingBucket(daysBetween(inv.dueDate!, day(0)))].plus(inv.balance ?? 0);
  const total = formatAmount(sumMoney(open.map((i) => i.balance ?? 0)), currency);
  const amount = (b: AgingBucket) => formatAmount(aging[b], currency);
  const rows = open.map((i) => ({ id: i.id, number: i.number!, issue_date: i.issueDate!, due_date: i.dueDate, total: formatAmount(i.total ?? 0, currency), balance: formatAmount(i.balance ?? 0, currency) }));
  const [statement] = await ctx.tx
    .insert(item)
    .values({
      organizationId: ctx.orgId,
      accountId,
      kind: ItemKind.STATEMENT,
      status: 'open',
      title: `Statement ${day(0)}`,
      createdByUserId: ctx.leadUserId,
    })
    .returning();
  await ctx.tx.insert(statementTable).values({
    itemId: statement!.id,
    statementDate: day(0),
    currency,
    totalDue: total,
    agingCurrent: amount('current'),
    agingDays1To30: amount('days_1_30'),
    agingDays31To60: amount('days_31_60'),
    agingDays61To90: amount('days_61_90'),
    agingDaysOver90: amount('days_over_90'),
    invoices: rows,
  });
  const pdf = await tablePdf({
    title: `Statement of account`,
    subtitle: [ctx.orgName, `Customer: ${accountName}`, `Statement date: ${day(0)}`, `Currency: ${currency}`],
    columns: ['Invoice', 'Issued', 'Due', 'Total', 'Balance'],
    rows: rows.map((r) => [r.number, r.issue_date, r.due_date ?? '', r.total, r.balance]),
    footer: [`Total due: ${total} ${currency}`, `Current ${amount('current')} | 1-30 ${amount('days_1_30')} | 31-60 ${amount('days_31_60')} | 61-90 ${amount('days_61_90')} | 90+ ${amount('days_over_90')}`],
  });
  await storeFile(ctx, accountId, statement!.id, `statement-${day(0)}.pdf`, 'application/pdf', pdf, { userId: ctx.leadUserId });
  return statement!;
}

interface RequirementSpec {
  kind?: string;
  title: string;
  description: string;
  due: number;
  types: string[];
  maxMb: number;
  status?: string;
  body?: string;
  /** The expected document type's name (made in the organization's list if it is not there yet). */
  expected?: string;
}

/** The id of the organization's expected document type of this name, made if needed. */
async function documentType(ctx: Ctx, name: string): Promise<number> {
  const [found] = await ctx.tx.select({ id: expectedDocumentType.id }).from(expectedDocumentType).where(and(eq(expectedDocumentType.organizationId, ctx.orgId), eq(expectedDocumentType.name, name)));
  if (found) return found.id;
  const [made] = await ctx.tx.insert(expectedDocumentType).values({ organizationId: ctx.orgId, name }).returning({ id: expectedDocumentType.id });
  return made!.id;
}

async function addRequirements(ctx: Ctx, accountId: number, specs: RequirementSpec[]) {
  const rows = [];
  for (const s of specs) {
    const expectedDocumentTypeId = s.expected ? await documentType(ctx, s.expected) : null;
    const [row] = await ctx.tx
      .insert(item)
      .values({ organizationId: ctx.orgId, accountId, kind: s.kind ?? ItemKind.REQUEST_ITEM, status: s.status ?? 'pending', title: s.title, description: s.description, dueDate: day(s.due), createdByUserId: ctx.leadUserId })
      .returning();
    await ctx.tx.insert(requirement).values({ itemId: row!.id, allowedFileTypes: s.types, maxFileSize: s.maxMb * 1024 * 1024, expectedDocumentTypeId });
    if (s.body !== undefined) await ctx.tx.insert(contract).values({ itemId: row!.id, body: s.body });
    rows.push(row!);
  }
  return rows;
}

async function addComment(ctx: Ctx, accountId: number, itemId: number, text: string, by: { userId?: number; contactId?: number }) {
  await ctx.tx.insert(comment).values({ organizationId: ctx.orgId, accountId, targetType: 'item', targetId: itemId, authorUserId: by.userId ?? null, authorContactId: by.contactId ?? null, text });
}

export async function seedPortals(tx: Db, opts: { orgId: number; orgName: string; leadUserId: number; storage: Storage; tenantOrigins: string[] }): Promise<DemoPortal[]> {
  const ctx: Ctx = { tx, orgId: opts.orgId, orgName: opts.orgName, leadUserId: opts.leadUserId, storage: opts.storage };
  await setConfig(tx, opts.orgId, ConfigProperty.PORTAL_ALLOWED_ORIGINS, JSON.stringify(opts.tenantOrigins));
  await setConfig(tx, opts.orgId, ConfigProperty.PAYMENT_PROCESSING_ENABLED, 'true');
  await setConfig(tx, opts.orgId, ConfigProperty.POWERED_BY_TEXT, 'Powered by Secure Invoice Suite');
  await setConfig(tx, opts.orgId, ConfigProperty.POWERED_BY_TEXT_SECURE_INVOICE, 'Invoices and payments by Secure Invoice Suite');
  await setConfig(tx, opts.orgId, ConfigProperty.POWERED_BY_REDIRECTION_LINK, 'https://example.com/secure-invoice-suite');
  await setConfig(tx, opts.orgId, ConfigProperty.BRAND_COLOR, '#2065d1');
  await setConfig(
    tx,
    opts.orgId,
    ConfigProperty.PAYMENT_PROVIDER_TERMS_OF_SERVICE,
    'Card payments are processed by our payment provider and appear on your statement as NORTHWIND. A payment is applied to the invoices you choose on the day it clears. Refunds go back to the card used.',
  );
  await setConfig(tx, opts.orgId, ConfigProperty.PORTAL_ACCOUNT_HOLD_MESSAGE, 'Your account is on hold. Uploads and payments are paused until our accounts team has reviewed it; call +1 555 0100.');
  const roles = await tx
    .insert(contactRole)
    .values(['Customer', 'Vendor', 'Borrower', 'CFO', 'Signatory'].map((name) => ({ organizationId: opts.orgId, name })))
    .returning();
  const role = (name: string) => roles.find((r) => r.name === name)!.id;
  await tx.insert(payInstruction).values({
    organizationId: opts.orgId,
    bankName: 'First Harbor Bank',
    accountName: opts.orgName,
    accountNumber: '000123456789',
    routingNumber: '026009593',
    iban: 'US00 FHBK 0260 0959 3000 1234 56',
    swift: 'FHBKUS33',
    reference: 'Your invoice number',
    notes: 'Wire or ACH transfers only. Allow two business days for the payment to show on your statement.',
  });
  return portals(ctx, { makeAccount, addInvoices, addStatement, addRequirements, addComment, storeFile, role });
}

export type SeedKit = {
  makeAccount: typeof makeAccount;
  addInvoices: typeof addInvoices;
  addStatement: typeof addStatement;
  addRequirements: typeof addRequirements;
  addComment: typeof addComment;
  storeFile: typeof storeFile;
  role: (name: string) => number;
};
export type SeedCtx = Ctx;

/** What a module's demo seed gets: the transaction context, the kit, where to list its portal links, the staff author. */
export type PortalSeed = {
  ctx: SeedCtx;
  kit: SeedKit;
  add: (id: ModuleId, token: string, onHold?: boolean) => void;
  staff: { userId: number };
};
