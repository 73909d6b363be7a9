/**
 * The actions on purchase orders, one function per verb, knowing no HTTP: staff write a draft
 * (`createOrder`, `updateOrder`), send it (`sendOrder`: mailed to the vendor's contacts with their
 * portal link and the PDF), record goods received (`receiveGoods`) and close it (`closeOrder`);
 * the vendor accepts or declines it in its portal (`decideOrder`). The item's status follows the
 * order's state. Each state change is one conditional UPDATE (`... WHERE state IN (...)`), so of
 * two answers at once one is recorded and the other is a 409; every change is audited.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { AuditEntityKind, ItemKind, PurchaseOrderMessage, type PurchaseOrderCreate, type PurchaseOrderReceive, type PurchaseOrderState, type PurchaseOrderUpdate } from '@si/contract';
import { formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { account, accountContact, contact, item } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, detailError, newFieldErrors, notFound } from '../../../platform/http/errors.ts';
import { assertRefs } from '../../../platform/http/refs.ts';
import type { MailMessage } from '../../../platform/mail.ts';
import { today } from '../../../shared/dates/days.ts';
import { accountingEmailOf, customerNotificationsOn, greetingOf, NOTIFICATIONS_OFF, salutation } from '../../../shared/organizations/mail-settings.ts';
import { contactName } from '../../../shared/portal/access.ts';
import { defaultLinkExpiry, issuePortalLink } from '../../../shared/portal/links.ts';
import { fitsCurrency, priceLines, asInput } from '../../receivables/invoices/lines.ts';
import { VENDOR_KINDS, type ActingStaff } from '../bills/actions.ts';
import { PAYABLES_KIND } from '../module.ts';
import { purchaseOrder, purchaseOrderReceipt } from '../schema.ts';
import { findOrder, type OrderRecord } from './rows.ts';

type Lines = NonNullable<PurchaseOrderCreate['lines']>;

/** The lines priced in `currency`; 400 on `lines.N.unit_price` with more decimals than the currency has. */
function priceOrder(lines: Lines, currency: string) {
  const errors = newFieldErrors();
  lines.forEach((l, i) => {
    const wrong = fitsCurrency(l.unit_price, currency);
    if (wrong) errors[`lines.${i}.unit_price`] = [wrong];
  });
  if (Object.keys(errors).length) throw badRequest(errors);
  return priceLines(lines, currency);
}

function checkDates(issue: string | null, due: string | null) {
  if (issue && due && due < issue) throw badRequest({ due_date: ['The date wanted cannot be before the order date.'] });
}

/** 400 on `number` when another order of the organization has it. */
async function assertNumberFree(db: Db, orgId: number, number: string, except?: number) {
  const [taken] = await db
    .select({ id: purchaseOrder.itemId })
    .from(purchaseOrder)
    .innerJoin(item, eq(item.id, purchaseOrder.itemId))
    .where(and(eq(item.organizationId, orgId), eq(purchaseOrder.number, number), except === undefined ? undefined : ne(purchaseOrder.itemId, except)))
    .limit(1);
  if (taken) throw badRequest({ number: [PurchaseOrderMessage.DUPLICATE_NUMBER] });
}

const titleOf = (title: string | undefined, number: string) => title?.trim() || `Purchase order ${number}`;

/** A draft order for the vendor account `input.account_id`; answers its id. */
export async function createOrder(deps: Deps, by: ActingStaff, input: PurchaseOrderCreate): Promise<number> {
  const { db } = deps;
  await assertRefs(db, by.orgId, { account_id: input.account_id });
  const [acc] = await db.select({ id: account.id, kind: account.moduleKind }).from(account).where(and(eq(account.id, input.account_id), eq(account.organizationId, by.orgId)));
  if (!acc || !VENDOR_KINDS.includes(acc.kind)) throw badRequest({ account_id: [PurchaseOrderMessage.NOT_PAYABLES] });
  checkDates(input.issue_date ?? null, input.due_date ?? null);
  const priced = priceOrder(input.lines ?? [], input.currency);
  await assertNumberFree(db, by.orgId, input.number);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .insert(item)
      .values({ organizationId: by.orgId, accountId: acc.id, kind: ItemKind.INVOICE, status: 'draft', title: titleOf(input.title, input.number), dueDate: input.due_date ?? null, createdByUserId: by.userId })
      .returning({ id: item.id });
    const id = row!.id;
    await tx.insert(purchaseOrder).values({
      itemId: id,
      number: input.number,
      issueDate: input.issue_date ?? null,
      currency: input.currency,
      lines: priced.lines,
      subtotal: priced.subtotal,
      tax: priced.tax,
      total: priced.total,
      externalReference: input.external_reference || null,
      state: 'draft',
    });
    await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action: 'purchase_order_created', actorUserId: by.userId, details: { account_id: acc.id, number: input.number, total: priced.total, currency: input.currency } });
    return id;
  });
}

/** Changes a draft order (409 NOT_EDITABLE once sent). */
export async function updateOrder(deps: Deps, by: ActingStaff, id: number, input: PurchaseOrderUpdate): Promise<void> {
  const { db } = deps;
  const r = await findOrder(db, by.orgId, id);
  if (r.po.state !== 'draft') throw detailError(409, PurchaseOrderMessage.NOT_EDITABLE);
  const currency = input.currency ?? r.po.currency;
  const issueDate = input.issue_date !== undefined ? input.issue_date : r.po.issueDate;
  const dueDate = input.due_date !== undefined ? input.due_date : r.item.dueDate;
  checkDates(issueDate, dueDate);
  const priced = input.lines || currency !== r.po.currency ? priceOrder(input.lines ?? asInput(r.po.lines), currency) : { lines: r.po.lines, subtotal: r.po.subtotal, tax: r.po.tax, total: r.po.total };
  const number = input.number ?? r.po.number;
  if (input.number !== undefined) await assertNumberFree(db, by.orgId, number, id);
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [moved] = await tx
      .update(purchaseOrder)
      .set({ number, currency, issueDate, lines: priced.lines, subtotal: priced.subtotal, tax: priced.tax, total: priced.total, externalReference: input.external_reference !== undefined ? input.external_reference || null : r.po.externalReference })
      .where(and(eq(purchaseOrder.itemId, id), eq(purchaseOrder.state, 'draft')))
      .returning({ id: purchaseOrder.itemId });
    if (!moved) throw detailError(409, PurchaseOrderMessage.NOT_EDITABLE);
    await tx.update(item).set({ title: input.title !== undefined ? titleOf(input.title, number) : r.item.title, dueDate, updatedAt: new Date() }).where(eq(item.id, id));
    await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action: 'purchase_order_updated', actorUserId: by.userId, details: { fields: Object.keys(input), total: priced.total } });
  });
}

/**
 * Order `id` moves from one of `from` to `to` in one conditional UPDATE (with `set`), the item's
 * status follows, audited. 404 when it is not the organization's, `refused` when it is no longer
 * in `from`. `where` narrows it further (the vendor's own account).
 */
async function transition(
  tx: Db,
  orgId: number,
  id: number,
  change: { from: readonly PurchaseOrderState[]; to: PurchaseOrderState; set?: Partial<typeof purchaseOrder.$inferInsert>; action: string; actorUserId: number | null; details?: Record<string, unknown>; accountId?: number },
  refused: string,
): Promise<void> {
  const [own] = await tx
    .select({ id: item.id })
    .from(item)
    .where(and(eq(item.id, id), eq(item.organizationId, orgId), change.accountId === undefined ? undefined : eq(item.accountId, change.accountId)));
  if (!own) throw notFound();
  const [moved] = await tx
    .update(purchaseOrder)
    .set({ ...change.set, state: change.to })
    .where(and(eq(purchaseOrder.itemId, id), inArray(purchaseOrder.state, [...change.from])))
    .returning({ number: purchaseOrder.number });
  if (!moved) {
    const [exists] = await tx.select({ id: purchaseOrder.itemId }).from(purchaseOrder).where(eq(purchaseOrder.itemId, id));
    if (!exists) throw notFound();
    throw detailError(409, refused);
  }
  await tx.update(item).set({ status: change.to, updatedAt: new Date() }).where(eq(item.id, id));
  await audit(tx, { orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action: change.action, actorUserId: change.actorUserId, details: { number: moved.number, ...change.details } });
}

/** Closes a sent or accepted order. */
export async function closeOrder(deps: Deps, by: ActingStaff, id: number): Promise<void> {
  await deps.db.transaction((tx) =>
    transition(tx as unknown as Db, by.orgId, id, { from: ['sent', 'accepted'], to: 'closed', set: { closedAt: new Date() }, action: 'purchase_order_closed', actorUserId: by.userId }, PurchaseOrderMessage.NOT_CLOSABLE),
  );
}

/** The vendor's answer to a sent order, in its portal: accepted, or declined with its reason. */
export async function decideOrder(deps: Deps, by: { orgId: number; accountId: number; contactId: number }, id: number, answer: { accept: true } | { accept: false; reason: string }): Promise<void> {
  await deps.db.transaction((tx) =>
    transition(
      tx as unknown as Db,
      by.orgId,
      id,
      {
        from: ['sent'],
        to: answer.accept ? 'accepted' : 'declined',
        set: { decidedAt: new Date(), declineReason: answer.accept ? null : answer.reason },
        action: answer.accept ? 'purchase_order_accepted' : 'purchase_order_declined',
        actorUserId: null,
        accountId: by.accountId,
        details: { contact_id: by.contactId, ...(answer.accept ? {} : { reason: answer.reason }) },
      },
      PurchaseOrderMessage.NOT_DECIDABLE,
    ),
  );
}

/** Records goods received on lines of a sent, accepted or closed order (400 on `lines.N.line` for a line it does not have). */
export async function receiveGoods(deps: Deps, by: ActingStaff, id: number, input: PurchaseOrderReceive): Promise<void> {
  const { db } = deps;
  const r = await findOrder(db, by.orgId, id);
  if (!(['sent', 'accepted', 'closed'] as PurchaseOrderState[]).includes(r.po.state)) throw detailError(409, PurchaseOrderMessage.NOT_RECEIVABLE);
  const errors = newFieldErrors();
  input.lines.forEach((l, i) => {
    if (!r.po.lines[l.line]) errors[`lines.${i}.line`] = [PurchaseOrderMessage.NO_SUCH_LINE];
  });
  if (Object.keys(errors).length) throw badRequest(errors);
  const on = input.received_on ?? today();
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.insert(purchaseOrderReceipt).values(input.lines.map((l) => ({ organizationId: by.orgId, itemId: id, line: l.line, quantity: l.quantity, receivedOn: on, receivedBy: by.userId, note: input.note ?? '' })));
    await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action: 'purchase_order_goods_received', actorUserId: by.userId, details: { number: r.po.number, received_on: on, lines: input.lines.map((l) => ({ line: l.line, quantity: l.quantity })) } });
  });
}

/**
 * Sends a draft order: each of the vendor's contacts (a revoked link left out) gets a fresh portal
 * link and the PDF by mail; the order is then sent. 409 for an order that is not a draft, has no
 * lines, with customer notifications off, or no contact to mail. Answers the addresses mailed.
 */
export async function sendOrder(deps: Deps, by: ActingStaff & { orgName: string }, id: number, pdf: (r: OrderRecord) => Promise<{ name: string; bytes: Uint8Array }>): Promise<string[]> {
  const { db } = deps;
  const r = await findOrder(db, by.orgId, id);
  if (r.po.state !== 'draft') throw detailError(409, PurchaseOrderMessage.NOT_SENDABLE);
  if (!r.po.lines.length) throw detailError(409, PurchaseOrderMessage.NO_LINES);
  if (!(await customerNotificationsOn(db, by.orgId))) throw detailError(409, NOTIFICATIONS_OFF);
  const recipients = (
    await db
      .select({ link: accountContact, who: contact })
      .from(accountContact)
      .innerJoin(contact, eq(contact.id, accountContact.contactId))
      .where(and(eq(accountContact.accountId, r.item.accountId), eq(accountContact.organizationId, by.orgId)))
      .orderBy(accountContact.id)
  ).filter((l) => !l.link.tokenRevokedAt);
  if (!recipients.length) throw detailError(409, PurchaseOrderMessage.NO_RECIPIENTS);
  const doc = await pdf(r);
  const now = new Date();
  const greeting = await greetingOf(db, by.orgId);
  const replyTo = await accountingEmailOf(db, by.orgId);
  const amount = `${formatAmount(r.po.total ?? '0', r.po.currency)} ${r.po.currency}`;
  const messages: MailMessage[] = [];
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await transition(tx, by.orgId, id, { from: ['draft'], to: 'sent', set: { sentAt: now, issueDate: r.po.issueDate ?? today(now) }, action: 'purchase_order_sent', actorUserId: by.userId, details: { to: recipients.map((l) => l.who.email) } }, PurchaseOrderMessage.NOT_SENDABLE);
    for (const { link, who } of recipients) {
      const running = link.tokenHash && (link.tokenExpiresAt === null || link.tokenExpiresAt > now);
      const expiresAt = running ? link.tokenExpiresAt : defaultLinkExpiry(now);
      const { url } = await issuePortalLink(tx, link.id, { publicUrl: deps.settings.publicUrl, moduleKind: PAYABLES_KIND, expiresAt, sent: true, now, keepRevoked: true });
      messages.push({
        to: who.email,
        subject: `${by.orgName}: purchase order ${r.po.number}`,
        body: [
          salutation(greeting, contactName(who)),
          '',
          `${by.orgName} has sent ${r.accountName} purchase order ${r.po.number} for ${amount}${r.item.dueDate ? `, wanted by ${r.item.dueDate}` : ''}.`,
          '',
          'See it, and accept or decline it, in your secure portal:',
          url,
          '',
          `The purchase order is attached as ${doc.name}.`,
          expiresAt ? `The link works until ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.` : 'Keep this link private: anyone holding it can open the portal.',
        ].join('\n'),
        links: [url],
        orgId: by.orgId,
        replyTo,
        attachments: [{ filename: doc.name, contentType: 'application/pdf', content: doc.bytes }],
      });
    }
  });
  for (const m of messages) await deps.mailer.send(m);
  return messages.map((m) => m.to);
}

