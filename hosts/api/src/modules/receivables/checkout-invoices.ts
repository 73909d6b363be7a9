/**
 * What a checkout of several invoices (get_or_create_payment_session with `items`) may pay:
 * invoices of the token's account, finalized, open or partially paid, in one currency; each
 * amount at most the invoice's balance, and less only where the organization takes partial
 * payments. Refusals are 400s on the line's field; an id that does not exist and another
 * account's get the same answer, so nothing tells whether an id exists elsewhere.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ItemKind, ReceivablesMessage, type PaymentSessionInvoice } from '@si/contract';
import { Big, formatAmount } from '@si/contract/money';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invoice as invoiceTable, item } from '../../db/schema.ts';
import { badRequest, detailError, newFieldErrors } from '../../platform/http/errors.ts';
import { assertNotOnHold, type PortalAccess } from '../../shared/portal/access.ts';
import { fitsCurrency } from './invoices/lines.ts';
import { readSettings } from './invoices/numbering.ts';
import { PAYABLE_STATES } from './ledger/allocate.ts';
import type { Checkout } from './checkout-session.ts';
import { ONLINE_PAYMENT_OFF, onlinePaymentOn } from './payments.ts';
import { RECEIVABLES_KIND } from './module.ts';


/**
 * What to take of an invoice's balance for a requested amount (left out: all of it), or why
 * not: at most the balance, no more decimals than the currency has, and less only where the
 * organization takes partial payments (`partialAllowed` is asked only then).
 */
export async function amountToPay(balance: Big, requested: string | undefined, currency: string, partialAllowed: () => Promise<boolean>): Promise<{ amount: string } | { problem: string }> {
  if (requested === undefined || new Big(requested).eq(balance)) return { amount: formatAmount(balance, currency) };
  const wrong = fitsCurrency(requested, currency);
  if (wrong) return { problem: wrong };
  if (new Big(requested).gt(balance)) return { problem: ReceivablesMessage.OVER_ALLOCATED };
  if (!(await partialAllowed())) return { problem: ReceivablesMessage.PARTIAL_NOT_ALLOWED };
  return { amount: formatAmount(requested, currency) };
}

/** The organization's partial-payment setting, read once however many invoices ask. */
export function partialPaymentSetting(db: Db, orgId: number): () => Promise<boolean> {
  let read: Promise<boolean> | undefined;
  return () => (read ??= readSettings(db, orgId).then((s) => s.allowPartialPayment));
}
/** What the provider's page may name of the invoices (Stripe shows it as the product). */
const DESCRIPTION_MAX = 200;

export async function invoicesCheckout(db: Db, p: PortalAccess, items: z.output<typeof PaymentSessionInvoice>[]): Promise<Checkout> {
  await assertNotOnHold(db, p);
  if (p.account.moduleKind !== RECEIVABLES_KIND) throw detailError(400, 'This document cannot be paid online.');
  if (!(await onlinePaymentOn(db, p.orgId))) throw detailError(403, ONLINE_PAYMENT_OFF);
  const rows = await db
    .select({ id: item.id, title: item.title, invoice: invoiceTable })
    .from(item)
    .innerJoin(invoiceTable, eq(invoiceTable.itemId, item.id))
    .where(
      and(
        inArray(
          item.id,
          items.map((i) => i.item_id),
        ),
        eq(item.accountId, p.account.id),
        eq(item.kind, ItemKind.INVOICE),
      ),
    );
  const found = new Map(rows.map((r) => [r.id, r]));
  const errors = newFieldErrors();
  const lines: Checkout['lines'] = [];
  const names: string[] = [];
  let currency: string | undefined;
  const partialAllowed = partialPaymentSetting(db, p.orgId);
  for (const [n, line] of items.entries()) {
    const row = found.get(line.item_id);
    const inv = row?.invoice;
    const field = (key: 'item_id' | 'amount') => `items.${n}.${key}`;
    if (!row || !inv || inv.docType !== 'invoice' || ![...PAYABLE_STATES, 'paid'].includes(inv.state)) {
      errors[field('item_id')] = [ReceivablesMessage.NOT_PAYABLE];
      continue;
    }
    const balance = new Big(inv.balance ?? inv.total ?? 0);
    if (inv.paid || !balance.gt(0)) {
      errors[field('item_id')] = [ReceivablesMessage.ALREADY_PAID];
      continue;
    }
    const own = inv.currency ?? 'USD';
    currency ??= own;
    if (own !== currency) {
      errors[field('item_id')] = [ReceivablesMessage.MIXED_CURRENCIES];
      continue;
    }
    const take = await amountToPay(balance, line.amount, currency, partialAllowed);
    if ('problem' in take) errors[field('amount')] = [take.problem];
    else lines.push({ itemId: row.id, amount: take.amount });
    names.push(inv.number ?? row.title);
  }
  if (Object.keys(errors).length || !currency) throw badRequest(errors);
  const description = `${p.organizationName}: ${names.length === 1 ? 'invoice' : 'invoices'} ${names.join(', ')}`;
  return { currency, lines, description: description.length > DESCRIPTION_MAX ? `${description.slice(0, DESCRIPTION_MAX - 1)}…` : description };
}
