/**
 * Receivables rows for the reports' tests and bench, written straight to the tables (item +
 * invoice, ar_payment + ar_allocation), so the reports are tested on exact, known figures.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ItemKind } from '@si/contract';
import { formatAmount } from '@si/contract/money';
import type { Db } from '../src/db/client.ts';
import { account, item } from '../src/db/schema.ts';
import { arAllocation, arPayment, invoice } from '../src/modules/receivables/schema.ts';
import { RECEIVABLES_KIND } from '../src/modules/receivables/module.ts';

let n = 0;

export async function makeAccount(db: Db, orgId: number, name: string, opts: { archived?: boolean; hold?: boolean; leadUserId?: number } = {}): Promise<number> {
  const [row] = await db
    .insert(account)
    .values({ organizationId: orgId, moduleKind: RECEIVABLES_KIND, name, archivedAt: opts.archived ? new Date() : null, accountHold: opts.hold ?? false, leadUserId: opts.leadUserId ?? null })
    .returning({ id: account.id });
  return row!.id;
}

export interface InvoiceSpec {
  issue: string;
  due: string | null;
  total: string;
  currency?: string;
  /** Default 'open'. */
  state?: string;
  docType?: 'invoice' | 'credit_note';
  /** What is still owed today (default: the total). */
  balance?: string;
  voidedAt?: string;
  creditedItemId?: number;
  title?: string;
}

export async function makeInvoice(db: Db, orgId: number, accountId: number, s: InvoiceSpec): Promise<number> {
  const currency = s.currency ?? 'USD';
  const docType = s.docType ?? 'invoice';
  const [row] = await db
    .insert(item)
    .values({ organizationId: orgId, accountId, kind: ItemKind.INVOICE, status: 'open', title: s.title ?? `Services ${++n}`, dueDate: s.due })
    .returning({ id: item.id });
  const total = formatAmount(s.total, currency);
  await db.insert(invoice).values({
    itemId: row!.id,
    number: `${docType === 'invoice' ? 'INV' : 'CN'}-${String(row!.id).padStart(5, '0')}`,
    docType,
    state: s.state ?? 'open',
    issueDate: s.issue,
    currency,
    lines: [{ description: 'Services', quantity: '1', unit_price: total, tax_rate: '0', discount: '0', amount: total, tax: formatAmount(0, currency) }],
    subtotal: total,
    tax: '0',
    total,
    balance: s.balance ?? total,
    creditedItemId: s.creditedItemId ?? null,
    finalizedAt: new Date(`${s.issue}T09:00:00Z`),
    voidedAt: s.voidedAt ? new Date(`${s.voidedAt}T12:00:00Z`) : null,
    voidReason: s.voidedAt ? 'Raised in error' : null,
  });
  return row!.id;
}

export interface PaymentSpec {
  on: string;
  amount: string;
  currency?: string;
  /** [invoice item id, amount, applied on (default: the payment date)]. */
  allocations?: [number, string, string?][];
  reference?: string;
}

/** A payment and its allocations; what is not allocated is its unapplied credit. */
export async function makePayment(db: Db, orgId: number, accountId: number, s: PaymentSpec): Promise<number> {
  const currency = s.currency ?? 'USD';
  const allocated = (s.allocations ?? []).reduce((sum, [, a]) => sum + Number(a), 0);
  const [p] = await db
    .insert(arPayment)
    .values({ organizationId: orgId, accountId, method: 'bank_transfer', receivedOn: s.on, reference: s.reference ?? '', amount: s.amount, currency, unapplied: formatAmount(Number(s.amount) - allocated, currency) })
    .returning({ id: arPayment.id });
  for (const [invoiceItemId, amount, appliedOn] of s.allocations ?? []) {
    await db.insert(arAllocation).values({ organizationId: orgId, invoiceItemId, paymentId: p!.id, amount, appliedOn: appliedOn ?? s.on });
  }
  return p!.id;
}

/**
 * What ar_account_balance holds (kept by the invoice trigger) against the sums of the open
 * invoices themselves, for every organization: equal, currency by currency (rows at zero aside).
 */
export async function keptBalancesDrift(db: Db): Promise<{ kept: string[]; summed: string[] }> {
  const rows = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: { account_id: number; currency: string; amount: string; n: number }[] }).rows.map((r) => `${r.account_id} ${r.currency} ${Number(r.amount).toFixed(4)} ${Number(r.n)}`).sort();
  const kept = await rows(sql`select account_id, currency, open_balance as amount, open_invoices as n from ar_account_balance where open_invoices <> 0 or open_balance <> 0`);
  const summed = await rows(sql`select account_id, coalesce(currency, 'USD') as currency, sum(coalesce(balance, total, 0)) as amount, count(*) as n from invoice
    where doc_type = 'invoice' and state in ('open', 'partially_paid') and account_id is not null group by 1, 2`);
  return { kept, summed };
}
