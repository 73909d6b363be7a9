/**
 * Opens the portal's checkout for what get_or_create_payment_session asked, once it is checked:
 * one invoice or several, each with its amount. The same open session comes back for the same
 * invoices and amounts; an open one covering any of them otherwise is closed first (at the
 * provider too), so no invoice is ever in two payable checkouts of one contact.
 */
import type { Context } from 'hono';
import { and, eq, inArray, or } from 'drizzle-orm';
import { formatAmount, sumMoney } from '@si/contract/money';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { paymentSession, paymentSessionItem } from '../../db/schema.ts';
import { detailError } from '../../platform/http/errors.ts';
import type { PortalAccess } from '../../shared/portal/access.ts';
import { isUniqueViolation } from './ledger/allocate.ts';
import { RECEIVABLES } from './module.ts';
import { linesOf, paymentTerms, providerFor, sameLines, settle, SESSION_PLACEHOLDER, toPaymentSession, type CheckoutLine, type SessionRow } from './payments.ts';

const CHECKOUT_UNDER_WAY = 'A checkout of this invoice is under way: finish or cancel it first.';

export interface Checkout {
  currency: string;
  /** Amounts already in the currency's minor units; one line per invoice. */
  lines: CheckoutLine[];
  /** What the provider's page names. */
  description: string;
}

/** The contact's open sessions that pay any of `itemIds`, with what each pays. */
async function openSessionsCovering(db: Db, linkId: number, itemIds: number[]): Promise<{ row: SessionRow; lines: CheckoutLine[] }[]> {
  const several = db.select({ id: paymentSessionItem.sessionId }).from(paymentSessionItem).where(inArray(paymentSessionItem.itemId, itemIds));
  const rows = await db
    .select()
    .from(paymentSession)
    .where(and(eq(paymentSession.accountContactId, linkId), eq(paymentSession.status, 'open'), or(inArray(paymentSession.itemId, itemIds), inArray(paymentSession.id, several))));
  return Promise.all(rows.map(async (row) => ({ row, lines: await linesOf(db, row) })));
}

export async function openCheckout(c: Context, deps: Deps, p: PortalAccess, checkout: Checkout): Promise<Response> {
  const { db } = deps;
  const { currency, lines } = checkout;
  const ids = lines.map((l) => l.itemId);
  const open = await openSessionsCovering(db, p.link.id, ids);
  const same = open.find((o) => sameLines(o.lines, lines));
  if (same) return c.json(await toPaymentSession(db, same.row, p.token));
  for (const { row } of open) {
    // Other invoices or amounts: the open checkout is closed first (at the provider too), so it
    // can no longer be paid, and a new one is opened for what was asked.
    const provider = await providerFor(db, p.orgId, deps.settings.publicUrl);
    if (provider.name === row.provider && !(await provider.close(row.providerSessionId))) throw detailError(409, CHECKOUT_UNDER_WAY);
    const closed = await settle(deps, row.id, 'cancelled', 'replaced');
    if (closed.status !== 'cancelled') throw detailError(409, CHECKOUT_UNDER_WAY);
  }

  const provider = await providerFor(db, p.orgId, deps.settings.publicUrl);
  // item_id lets the result page (often reached from a tenant's site) say which invoice was
  // paid; a checkout of several names none, and the page shows the list.
  const itemQuery = lines.length === 1 ? `&item_id=${lines[0]!.itemId}` : '';
  const back = (page: string) => `${deps.settings.publicUrl}/${RECEIVABLES.prefix}/${page}?token=${encodeURIComponent(p.token)}${itemQuery}&session_id=${SESSION_PLACEHOLDER}`;
  const amount = formatAmount(sumMoney(lines.map((l) => l.amount)), currency);
  const created = await provider.create({
    amount,
    currency,
    description: checkout.description,
    customerEmail: p.contact.email,
    successUrl: back('payment-successful'),
    cancelUrl: back('payment-cancelled'),
    termsOfService: await paymentTerms(db, p.orgId),
  });
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(paymentSession)
        .values({
          organizationId: p.orgId,
          accountId: p.account.id,
          // A checkout of several is keyed on its lowest invoice id, so two identical requests
          // at once meet on the one-open-session index and share a session.
          itemId: Math.min(...ids),
          accountContactId: p.link.id,
          provider: provider.name,
          providerSessionId: created.providerSessionId,
          amount,
          currency,
          checkoutUrl: created.checkoutUrl,
        })
        .returning();
      if (lines.length > 1) await tx.insert(paymentSessionItem).values(lines.map((l) => ({ organizationId: p.orgId, sessionId: inserted!.id, itemId: l.itemId, amount: l.amount })));
      return inserted!;
    });
    return c.json(await toPaymentSession(db, row, p.token), 201);
  } catch (err) {
    // Two clicks at once: the other request's session won; hand it back when it pays the same.
    if (!isUniqueViolation(err)) throw err;
    const winner = (await openSessionsCovering(db, p.link.id, ids)).find((o) => sameLines(o.lines, lines));
    if (!winner) throw detailError(409, CHECKOUT_UNDER_WAY);
    return c.json(await toPaymentSession(db, winner.row, p.token));
  }
}
