/**
 * The actions on vendors' bills, one function per verb, knowing no HTTP: staff enter a bill
 * (`createBill`), change it while it is received or rejected (`updateBill`), attach its document
 * (`attachBillFile`), send it for approval (`submitBill`), approve (`approveBill`), reject with a
 * reason the vendor sees (`rejectBill`) and void it (`voidBill`); the vendor sends a bill or a
 * corrected one from its portal (`receivePortalBill`).
 *
 * A bill is an item (kind INVOICE, its status kept equal to the bill's state so the portal, the
 * dashboards and the workspace lists read it) with one `bill` row. Totals are computed here with
 * big.js at the currency's minor units (receivables' line maths). Every state change is one
 * conditional UPDATE (`... WHERE state IN (...) RETURNING`): of two approvals at once, one finds
 * the bill still waiting and records it, the other finds it approved and answers 409. Each change
 * is audited on the bill's item.
 */
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import {
  AuditEntityKind,
  BILL_APPROVABLE_STATES,
  BILL_EDITABLE_STATES,
  BILL_REJECTABLE_STATES,
  BILL_VOIDABLE_STATES,
  BillMessage,
  ItemKind,
  type BillCreate,
  type BillLineWrite,
  type BillState,
  type BillUpdate,
  VendorCreditMessage,
} from '@si/contract';
import { Big, formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { account, item, purchaseOrder } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, detailError, newFieldErrors, notFound, type FieldErrors } from '../../../platform/http/errors.ts';
import { assertRefs } from '../../../platform/http/refs.ts';
import type { Storage } from '../../../platform/storage.ts';
import { putBytes, recordFileVersion } from '../../../shared/files/store.ts';
import { asInput, fitsCurrency, priceLines } from '../../receivables/invoices/lines.ts';
import { PAYABLES } from '../module.ts';
import { bill, type StoredBillLine } from '../schema.ts';
import { fixSteps, recordApproval } from '../approvals/flow.ts';
import { openStep, sendAll } from '../approvals/links.ts';
import type { MailMessage } from '../../../platform/mail.ts';
import type { BillDocument } from './upload.ts';
import { hasCredits } from '../credits/rows.ts';

/** The account kinds a bill may be entered on: the payables kinds (purchase and vendor). */
export const VENDOR_KINDS: readonly number[] = [...PAYABLES.portalKinds];

/** The staff member acting. */
export interface ActingStaff {
  orgId: number;
  userId: number;
}

/** The vendor's portal contact acting. */
export interface ActingVendor {
  orgId: number;
  accountId: number;
  contactId: number;
}

type BillRecord = typeof bill.$inferSelect;

interface Priced {
  lines: StoredBillLine[];
  subtotal: string;
  tax: string;
  total: string;
}

/**
 * The lines priced in `currency`: each unit price within the currency's decimals (400 on
 * `lines.N.unit_price`), amounts and tax rounded per line, totals their sums; a negative total is
 * refused (400 on `lines`).
 */
function priceBill(lines: readonly BillLineWrite[], currency: string): Priced {
  const errors = newFieldErrors();
  lines.forEach((l, i) => {
    const wrong = fitsCurrency(l.unit_price, currency);
    if (wrong) errors[`lines.${i}.unit_price`] = [wrong];
  });
  if (Object.keys(errors).length) throw badRequest(errors);
  const priced = priceLines(lines, currency);
  if (new Big(priced.total).lt(0)) throw badRequest({ lines: [BillMessage.NEGATIVE_TOTAL] });
  return { ...priced, lines: priced.lines.map((l, i) => ({ ...l, account_code: lines[i]!.account_code })) };
}

/** The stored lines again as input, with their account codes (a bill whose currency changes is priced again). */
const linesAsInput = (stored: readonly StoredBillLine[]): BillLineWrite[] => asInput(stored).map((l, i) => ({ ...l, account_code: stored[i]!.account_code ?? '' }));

function checkDates(billDate: string | null, dueDate: string | null, errors: FieldErrors = newFieldErrors()): void {
  if (billDate && dueDate && dueDate < billDate) errors.due_date = [BillMessage.DUE_BEFORE_BILL];
  if (Object.keys(errors).length) throw badRequest(errors);
}

/** The purchase order (item id) when it is one of this vendor's; 400 on `purchase_order_id` otherwise. */
async function assertVendorsOrder(db: Db, orgId: number, accountId: number, poId: number | null | undefined): Promise<void> {
  if (poId === null || poId === undefined) return;
  const [found] = await db
    .select({ id: item.id })
    .from(item)
    .innerJoin(purchaseOrder, eq(purchaseOrder.itemId, item.id))
    .where(and(eq(item.id, poId), eq(item.organizationId, orgId), eq(item.accountId, accountId)))
    .limit(1);
  if (!found) throw badRequest({ purchase_order_id: [BillMessage.PO_OTHER_VENDOR] });
}

const titleOf = (title: string | undefined, number: string) => title?.trim() || `Bill ${number}`;

/**
 * A bill typed by staff on the vendor account `input.account_id` (source manual, entered by the
 * caller, received). 400 on `account_id` when the account is not the organization's or not a
 * vendor's, on a unit price with more decimals than the currency, a negative total, a due date
 * before the bill date, a purchase order of another vendor. Answers the new bill's id.
 */
export async function createBill(deps: Deps, by: ActingStaff, input: BillCreate): Promise<number> {
  const { db } = deps;
  await assertRefs(db, by.orgId, { account_id: input.account_id });
  const [acc] = await db.select({ id: account.id, kind: account.moduleKind }).from(account).where(and(eq(account.id, input.account_id), eq(account.organizationId, by.orgId)));
  if (!acc || !VENDOR_KINDS.includes(acc.kind)) throw badRequest({ account_id: [BillMessage.NOT_PAYABLES] });
  checkDates(input.bill_date, input.due_date ?? null);
  const priced = priceBill(input.lines, input.currency);
  await assertVendorsOrder(db, by.orgId, acc.id, input.purchase_order_id);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .insert(item)
      .values({ organizationId: by.orgId, accountId: acc.id, kind: ItemKind.INVOICE, status: 'received', title: titleOf(input.title, input.number), dueDate: input.due_date ?? null, createdByUserId: by.userId })
      .returning({ id: item.id });
    const id = row!.id;
    await tx.insert(bill).values({
      itemId: id,
      organizationId: by.orgId,
      accountId: acc.id,
      number: input.number,
      billDate: input.bill_date,
      currency: input.currency,
      lines: priced.lines,
      subtotal: priced.subtotal,
      tax: priced.tax,
      total: priced.total,
      balance: priced.total,
      state: 'received',
      source: 'manual',
      enteredBy: by.userId,
      purchaseOrderItemId: input.purchase_order_id ?? null,
      memo: input.memo ?? '',
    });
    await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action: 'bill_created', actorUserId: by.userId, details: { account_id: acc.id, number: input.number, currency: input.currency, total: priced.total } });
    return id;
  });
}

/** Bill `id` of the organization, locked for the rest of the transaction; 404 when it is not theirs. */
async function lockBill(tx: Db, orgId: number, id: number): Promise<{ bill: BillRecord; item: typeof item.$inferSelect }> {
  const [row] = await tx.select({ bill, item }).from(bill).innerJoin(item, eq(item.id, bill.itemId)).where(and(eq(bill.itemId, id), eq(bill.organizationId, orgId))).for('update');
  if (!row) throw notFound();
  return row;
}

const editable = (state: BillState) => (BILL_EDITABLE_STATES as readonly BillState[]).includes(state);

/**
 * Changes bill `id` (the fields sent; lines priced again, in the new currency when it changes)
 * while it is received or rejected; 409 NOT_EDITABLE otherwise, 404 when it is not theirs.
 */
export async function updateBill(deps: Deps, by: ActingStaff, id: number, input: BillUpdate): Promise<void> {
  await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const r = await lockBill(tx, by.orgId, id);
    if (!editable(r.bill.state)) throw detailError(409, BillMessage.NOT_EDITABLE);
    const b = r.bill;
    const currency = input.currency ?? b.currency;
    const billDate = input.bill_date ?? b.billDate;
    const dueDate = input.due_date !== undefined ? input.due_date : r.item.dueDate;
    checkDates(billDate, dueDate);
    const priced = input.lines || currency !== b.currency ? priceBill(input.lines ?? linesAsInput(b.lines), currency) : { lines: b.lines, subtotal: b.subtotal, tax: b.tax, total: b.total };
    await assertVendorsOrder(tx, by.orgId, b.accountId, input.purchase_order_id);
    const number = input.number ?? b.number;
    await tx
      .update(bill)
      .set({
        number,
        billDate,
        currency,
        lines: priced.lines,
        subtotal: priced.subtotal,
        tax: priced.tax,
        total: priced.total,
        balance: priced.total,
        memo: input.memo ?? b.memo,
        purchaseOrderItemId: input.purchase_order_id !== undefined ? input.purchase_order_id : b.purchaseOrderItemId,
      })
      .where(eq(bill.itemId, id));
    const title = input.title !== undefined ? titleOf(input.title, number) : r.item.title;
    await tx.update(item).set({ title, dueDate, updatedAt: new Date() }).where(eq(item.id, id));
    await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action: 'bill_updated', actorUserId: by.userId, details: { fields: Object.keys(input), total: priced.total } });
  });
}

/**
 * One state change as a single conditional UPDATE: bill `id` moves to `to` only if it is still in
 * one of `from` (and passes `also`); the item's status follows, and the change is audited. 404
 * when the bill is not the organization's, `refused()` (a 409 or 403) when it is no longer in `from`.
 */
async function transition(
  deps: Deps,
  by: ActingStaff,
  id: number,
  change: { from: readonly BillState[]; to: BillState; set?: Partial<typeof bill.$inferInsert>; also?: ReturnType<typeof and>; action: string; details?: Record<string, unknown>; after?: (tx: Db) => Promise<Record<string, unknown>> },
  refused: (current: BillRecord) => Error,
): Promise<void> {
  await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [moved] = await tx
      .update(bill)
      .set({ ...change.set, state: change.to })
      .where(and(eq(bill.itemId, id), eq(bill.organizationId, by.orgId), inArray(bill.state, [...change.from]), change.also))
      .returning({ itemId: bill.itemId, accountId: bill.accountId, total: bill.total, currency: bill.currency });
    if (!moved) {
      const [current] = await tx.select().from(bill).where(and(eq(bill.itemId, id), eq(bill.organizationId, by.orgId)));
      if (!current) throw notFound();
      throw refused(current);
    }
    await tx.update(item).set({ status: change.to, updatedAt: new Date() }).where(eq(item.id, id));
    const more = change.after ? await change.after(tx) : {};
    await audit(tx, {
      orgId: by.orgId,
      entityKind: AuditEntityKind.ITEM,
      entityId: id,
      action: change.action,
      actorUserId: by.userId,
      details: { account_id: moved.accountId, total: formatAmount(moved.total, moved.currency), currency: moved.currency, ...change.details, ...more },
    });
  });
}

/**
 * A received or rejected bill goes for approval (its rejection reason is cleared); 409 otherwise.
 * Its approval steps are fixed from the matching approval rule (approvals/flow.ts).
 */
export async function submitBill(deps: Deps, by: ActingStaff, id: number): Promise<void> {
  const mails: MailMessage[] = [];
  const after = async (tx: Db) => {
    const steps = await fixSteps(tx, by.orgId, id);
    // Each approver of the first step gets a mail with links to approve or reject (approvals/links.ts).
    if (steps) mails.push(...(await openStep(tx, deps.settings.publicUrl, by.orgId, id)));
    return { approval_steps: steps };
  };
  await transition(deps, by, id, { from: BILL_EDITABLE_STATES, to: 'in_approval', set: { rejectReason: null }, action: 'bill_submitted', after }, () => detailError(409, BillMessage.NOT_SUBMITTABLE));
  await sendAll(deps, mails);
}

/**
 * Approves a bill waiting for approval (or just received). Never by the staff member who entered
 * it (403 OWN_BILL, also held in the UPDATE itself); of two approvals at once one is recorded, the
 * other answers 409.
 */
export async function approveBill(deps: Deps, by: ActingStaff, id: number): Promise<void> {
  // A bill with approval steps is approved step by step (approvals/flow.ts).
  if (await recordApproval(deps, by, id)) return;
  await transition(
    deps,
    by,
    id,
    { from: BILL_APPROVABLE_STATES, to: 'approved', set: { approvedAt: new Date(), rejectReason: null }, also: or(isNull(bill.enteredBy), ne(bill.enteredBy, by.userId)), action: 'bill_approved' },
    (current) => (current.enteredBy === by.userId && (BILL_APPROVABLE_STATES as readonly BillState[]).includes(current.state) ? detailError(403, BillMessage.OWN_BILL) : detailError(409, BillMessage.NOT_APPROVABLE)),
  );
}

/** Rejects a bill with the reason the vendor sees; it may then be changed, or corrected by the vendor. */
export async function rejectBill(deps: Deps, by: ActingStaff, id: number, reason: string): Promise<void> {
  await transition(
    deps,
    by,
    id,
    { from: BILL_REJECTABLE_STATES, to: 'rejected', set: { rejectReason: reason, approvedAt: null }, action: 'bill_rejected', details: { reason }, after: noCreditApplied(id) },
    () => detailError(409, BillMessage.NOT_REJECTABLE),
  );
}

/** Voids a bill that is not in a payment run or paid; 409 otherwise. */
export async function voidBill(deps: Deps, by: ActingStaff, id: number): Promise<void> {
  await transition(deps, by, id, { from: BILL_VOIDABLE_STATES, to: 'void', action: 'bill_voided', after: noCreditApplied(id) }, () => detailError(409, BillMessage.NOT_VOIDABLE));
}

/**
 * A bill a vendor credit was applied to keeps it: rejecting or voiding it is refused (409). Read
 * after the update took the bill's row lock, so an application committed meanwhile is seen (one
 * that comes after waits for the lock, then finds the bill no longer approved).
 */
const noCreditApplied = (id: number) => async (tx: Db) => {
  if (await hasCredits(tx, id)) throw detailError(409, VendorCreditMessage.CREDIT_APPLIED_TO_BILL);
  return {};
};

/**
 * Keeps `doc` as bill `id`'s document (a new file version on the bill's item), while the bill is
 * received or rejected (409 otherwise); the bytes are stored first, the rows in one transaction.
 */
export async function attachBillFile(deps: Deps, storage: Storage, by: ActingStaff, id: number, doc: BillDocument): Promise<void> {
  const { db } = deps;
  const [found] = await db.select({ state: bill.state }).from(bill).where(and(eq(bill.itemId, id), eq(bill.organizationId, by.orgId)));
  if (!found) throw notFound();
  if (!editable(found.state)) throw detailError(409, BillMessage.NOT_EDITABLE);
  const stored = await putBytes(storage, by.orgId, doc.contentType, { bytes: doc.bytes });
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const r = await lockBill(tx, by.orgId, id);
    if (!editable(r.bill.state)) throw detailError(409, BillMessage.NOT_EDITABLE);
    const row = await recordFileVersion(tx, { orgId: by.orgId, accountId: r.bill.accountId, itemId: id, name: doc.name, contentType: doc.contentType, by: { userId: by.userId }, ...stored });
    await tx.update(bill).set({ fileId: row.id, source: r.bill.source === 'manual' ? 'upload' : r.bill.source }).where(eq(bill.itemId, id));
    await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action: 'bill_file_attached', actorUserId: by.userId, details: { file_id: row.id, name: doc.name, size: doc.bytes.length } });
  });
}

/** What the vendor types when it sends a bill (the form's fields, checked by the contract). */
export interface PortalBillInput {
  number: string;
  bill_date: string;
  due_date?: string;
  currency: string;
  total: string;
  tax?: string;
  memo?: string;
}

/**
 * A bill sent by the vendor from its portal: one line for its total (tax included, `tax` of it),
 * with its document, source portal, nobody of the staff as its author. With `replaces`, a
 * corrected bill answering the rejection of the vendor's own bill `replaces`: it goes straight
 * into approval, and the rejected one stays as it is. 400 on `total` or `tax` with more decimals
 * than the currency, on `tax` over the total, on `due_date` before `bill_date`; for a correction,
 * 404 when the bill is not this vendor's, 409 unless it is rejected and not corrected yet.
 * Answers the new bill's id.
 */
export async function receivePortalBill(deps: Deps, storage: Storage, by: ActingVendor, input: PortalBillInput, doc: BillDocument, replaces?: number): Promise<number> {
  const { db } = deps;
  const errors = newFieldErrors();
  const tax = input.tax ?? '0';
  const wrongTotal = fitsCurrency(input.total, input.currency);
  if (wrongTotal) errors.total = [wrongTotal];
  const wrongTax = fitsCurrency(tax, input.currency);
  if (wrongTax) errors.tax = [wrongTax];
  else if (!wrongTotal && new Big(tax).gt(input.total)) errors.tax = [BillMessage.TAX_OVER_TOTAL];
  checkDates(input.bill_date, input.due_date ?? null, errors);
  const total = formatAmount(input.total, input.currency);
  const taxAmount = formatAmount(tax, input.currency);
  const subtotal = formatAmount(new Big(input.total).minus(tax), input.currency);
  const rate = new Big(subtotal).gt(0) ? new Big(taxAmount).times(100).div(subtotal).round(4).toString() : '0';
  const line: StoredBillLine = { description: `Bill ${input.number}`, quantity: '1', unit_price: subtotal, tax_rate: rate, discount: '0', amount: subtotal, tax: taxAmount, account_code: '' };

  /** The rejected bill a correction answers: the vendor's own (404 otherwise), rejected and not answered yet (409). */
  const assertCorrectable = async (tx: Db, lock: boolean) => {
    if (replaces === undefined) return;
    const mine = and(eq(bill.itemId, replaces), eq(bill.organizationId, by.orgId), eq(bill.accountId, by.accountId));
    const read = tx.select({ state: bill.state }).from(bill).where(mine);
    const [old] = lock ? await read.for('update') : await read;
    if (!old) throw notFound();
    if (old.state !== 'rejected') throw detailError(409, BillMessage.NOT_CORRECTABLE);
    const [answered] = await tx.select({ id: bill.itemId }).from(bill).where(and(eq(bill.organizationId, by.orgId), eq(bill.replacesItemId, replaces))).limit(1);
    if (answered) throw detailError(409, BillMessage.ALREADY_CORRECTED);
  };
  // Refused before the bytes are stored; checked again, locked, where the bill is written (two corrections at once make one).
  await assertCorrectable(db, false);
  const stored = await putBytes(storage, by.orgId, doc.contentType, { bytes: doc.bytes });
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await assertCorrectable(tx, true);
    const state: BillState = replaces !== undefined ? 'in_approval' : 'received';
    const [row] = await tx
      .insert(item)
      .values({ organizationId: by.orgId, accountId: by.accountId, kind: ItemKind.INVOICE, status: state, title: `Bill ${input.number}`, dueDate: input.due_date ?? null, createdByContactId: by.contactId })
      .returning({ id: item.id });
    const id = row!.id;
    const file = await recordFileVersion(tx, { orgId: by.orgId, accountId: by.accountId, itemId: id, name: doc.name, contentType: doc.contentType, by: { contactId: by.contactId }, ...stored });
    await tx.insert(bill).values({
      itemId: id,
      organizationId: by.orgId,
      accountId: by.accountId,
      number: input.number,
      billDate: input.bill_date,
      currency: input.currency,
      lines: [line],
      subtotal,
      tax: taxAmount,
      total,
      balance: total,
      state,
      source: 'portal',
      enteredBy: null,
      fileId: file.id,
      replacesItemId: replaces ?? null,
      memo: input.memo ?? '',
    });
    await audit(tx, {
      orgId: by.orgId,
      entityKind: AuditEntityKind.ITEM,
      entityId: id,
      action: replaces !== undefined ? 'bill_corrected' : 'bill_received',
      actorUserId: null,
      details: { contact_id: by.contactId, account_id: by.accountId, number: input.number, currency: input.currency, total, ...(replaces !== undefined ? { replaces_id: replaces } : {}) },
    });
    return id;
  });
}
