/**
 * Handing a won deal on to receivables: a draft invoice for its amount, made through receivables'
 * own draft action (modules/receivables/invoices/drafts.ts: priced, audited), with one line (the
 * product's name, else the deal's title; quantity 1; the amount as the price) in the deal's
 * currency. It goes on the customer account (receivables' module kind) of the deal account's name,
 * any case, not archived; when there is none, one is made with the deal account's contacts on it.
 *
 * Only a won deal (409 DEAL_NOT_WON) with an amount (409 DEAL_NO_AMOUNT), and only once (409
 * DEAL_HANDED_OVER): the deal's row is locked for the whole call, so a second call at the same time
 * waits and then finds the invoice recorded. A draft deleted in receivables frees the deal again
 * (its invoice_item_id is set null with the item).
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { AuditEntityKind, RECEIVABLES_LIMITS, SalesMessage, type DealHandedOver } from '@si/contract';
import { Big } from '@si/contract/money';
import { inTransaction, type Db } from '../../../db/client.ts';
import { account, accountContact, product } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import { detailError } from '../../../platform/http/errors.ts';
import { createDraft } from '../../receivables/invoices/drafts.ts';
import { RECEIVABLES_KIND } from '../../receivables/module.ts';
import { salesDeal } from '../schema.ts';
import { auditDeal, lockDeal, type SalesStaff } from './actions.ts';

/** The customer account named like the deal's account, or a new one with that account's contacts. */
async function customerFor(tx: Db, by: SalesStaff, dealAccountId: number): Promise<{ id: number; made: boolean }> {
  const [source] = await tx.select({ name: account.name }).from(account).where(eq(account.id, dealAccountId));
  const [existing] = await tx
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.organizationId, by.orgId), eq(account.moduleKind, RECEIVABLES_KIND), isNull(account.archivedAt), sql`lower(${account.name}) = lower(${source!.name})`))
    .orderBy(asc(account.id))
    .limit(1);
  if (existing) return { id: existing.id, made: false };
  const [made] = await tx.insert(account).values({ organizationId: by.orgId, moduleKind: RECEIVABLES_KIND, name: source!.name, createdByUserId: by.userId }).returning({ id: account.id });
  const people = await tx
    .select({ contactId: accountContact.contactId })
    .from(accountContact)
    .where(and(eq(accountContact.accountId, dealAccountId), eq(accountContact.organizationId, by.orgId)))
    .orderBy(asc(accountContact.id));
  // Only their place on the account: portal links are issued from the customer's screen as for any customer.
  if (people.length) await tx.insert(accountContact).values(people.map((p) => ({ organizationId: by.orgId, accountId: made!.id, contactId: p.contactId })));
  await audit(tx, {
    orgId: by.orgId,
    entityKind: AuditEntityKind.WORKSPACE,
    entityId: made!.id,
    action: 'account_created',
    actorUserId: by.userId,
    details: { name: source!.name, module_kind: RECEIVABLES_KIND, from_account_id: dealAccountId, contact_ids: people.map((p) => p.contactId) },
  });
  return { id: made!.id, made: true };
}

/** Hands the won deal `id` on to a draft invoice; answers the invoice (its item id, its account and number: '' while a draft). */
export async function handDealToInvoice(db: Db, by: SalesStaff, id: number): Promise<DealHandedOver> {
  return inTransaction(db, async (tx) => {
    const d = await lockDeal(tx, by.orgId, id);
    if (d.state !== 'won') throw detailError(409, SalesMessage.DEAL_NOT_WON);
    if (d.invoiceItemId !== null) throw detailError(409, SalesMessage.DEAL_HANDED_OVER);
    if (!new Big(d.amount).gt(0)) throw detailError(409, SalesMessage.DEAL_NO_AMOUNT);
    const customer = await customerFor(tx, by, d.accountId);
    const [p] = d.productId === null ? [] : await tx.select({ name: product.name }).from(product).where(eq(product.id, d.productId));
    const draft = await createDraft(tx, by, {
      account_id: customer.id,
      currency: d.currency,
      title: d.title.slice(0, RECEIVABLES_LIMITS.title),
      lines: [{ description: (p?.name || d.title).slice(0, RECEIVABLES_LIMITS.lineDescription), quantity: '1', unit_price: new Big(d.amount).toString(), tax_rate: '0', discount: '0' }],
    });
    await tx
      .update(salesDeal)
      .set({ invoiceItemId: draft.id, version: d.version + 1, updatedAt: new Date() })
      .where(eq(salesDeal.id, d.id));
    await auditDeal(tx, by, d, 'deal_handed_over', { invoice_id: draft.id, customer_account_id: customer.id, new_customer: customer.made, total: draft.total, currency: d.currency });
    return { invoice_id: draft.id, account_id: customer.id, number: draft.number ?? '' };
  });
}
