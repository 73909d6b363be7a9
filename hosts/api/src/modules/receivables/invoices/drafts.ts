/**
 * Draft invoices: created on a receivables account with the organization's defaults (currency,
 * payment terms), edited and priced again while a draft, deleted while a draft. Each step is
 * audited. A draft has no number and no PDF: both come when it is finalized (finalize.ts).
 */
import { and, eq } from 'drizzle-orm';
import { AuditEntityKind, ItemKind, ReceivablesMessage, type InvoiceCreate, type InvoiceRow, type InvoiceUpdate } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { account, invoice, item } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import { badRequest, detailError } from '../../../platform/http/errors.ts';
import { assertRefs } from '../../../platform/http/refs.ts';
import type { ActingStaff } from './acting.ts';
import { checkDates, dueOf } from './dates.ts';
import { asInput, priceLines } from './lines.ts';
import { readSettings } from './numbering.ts';
import { RECEIVABLES_KIND } from '../module.ts';
import { findInvoice, invoiceAnswer } from './rows.ts';

/**
 * A new draft on the account `input.account_id` of the acting staff member's organization,
 * answered as staff read it. 400 on `account_id` when the account is not theirs or not a
 * receivables customer, on `due_date` before the issue date, and on lines the contract refuses.
 */
export async function createDraft(db: Db, by: ActingStaff, input: InvoiceCreate): Promise<InvoiceRow> {
  await assertRefs(db, by.orgId, { account_id: input.account_id });
  const [acc] = await db.select().from(account).where(and(eq(account.id, input.account_id), eq(account.organizationId, by.orgId)));
  if (acc!.moduleKind !== RECEIVABLES_KIND) throw badRequest({ account_id: [ReceivablesMessage.NOT_RECEIVABLES] });
  const settings = await readSettings(db, by.orgId);
  const currency = input.currency ?? settings.defaultCurrency;
  const terms = input.payment_terms_days !== undefined ? input.payment_terms_days : input.due_date ? null : settings.paymentTermsDays;
  const issueDate = input.issue_date ?? null;
  const dueDate = dueOf(issueDate, terms, input.due_date ?? null);
  checkDates(issueDate, dueDate);
  const priced = priceLines(input.lines ?? [], currency);
  const id = await db.transaction(async (txRaw) => {
    const tx = txRaw as Db;
    const [row] = await tx
      .insert(item)
      .values({ organizationId: by.orgId, accountId: acc!.id, kind: ItemKind.INVOICE, status: 'draft', title: input.title ?? '', dueDate, createdByUserId: by.userId })
      .returning({ id: item.id });
    await tx.insert(invoice).values({
      itemId: row!.id,
      docType: 'invoice',
      state: 'draft',
      currency,
      language: input.language ?? 'en',
      issueDate,
      paymentTermsDays: terms,
      lines: priced.lines,
      memo: input.memo ?? '',
      subtotal: priced.subtotal,
      tax: priced.tax,
      total: priced.total,
      balance: priced.total,
    });
    await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.ITEM, entityId: row!.id, action: 'invoice_created', actorUserId: by.userId, details: { account_id: acc!.id, currency, total: priced.total } });
    return row!.id;
  });
  return invoiceAnswer(db, await findInvoice(db, by.orgId, id));
}

/**
 * Changes the draft `id` (the fields sent; lines are priced again, in the new currency when it
 * changes) and answers it as staff read it. 404 when it is not theirs, 409 FINALIZED once it is no
 * draft, 400 on `due_date` before the issue date.
 */
export async function updateDraft(db: Db, by: ActingStaff, id: number, input: InvoiceUpdate): Promise<InvoiceRow> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as Db;
    const r = await findInvoice(tx, by.orgId, id, true);
    if (r.invoice.state !== 'draft') throw detailError(409, ReceivablesMessage.FINALIZED);
    const inv = r.invoice;
    const currency = input.currency ?? inv.currency ?? 'USD';
    // A due date set by hand, without terms, fixes the due date.
    const terms = input.payment_terms_days !== undefined ? input.payment_terms_days : input.due_date ? null : inv.paymentTermsDays;
    const issueDate = input.issue_date !== undefined ? input.issue_date : inv.issueDate;
    const dueDate = dueOf(issueDate, terms, input.due_date !== undefined ? input.due_date : r.item.dueDate);
    checkDates(issueDate, dueDate);
    const priced = priceLines(input.lines ?? asInput(inv.lines), currency);
    await tx
      .update(invoice)
      .set({
        currency,
        language: input.language ?? inv.language,
        issueDate,
        paymentTermsDays: terms,
        lines: priced.lines,
        memo: input.memo ?? inv.memo,
        subtotal: priced.subtotal,
        tax: priced.tax,
        total: priced.total,
        balance: priced.total,
      })
      .where(eq(invoice.itemId, id));
    await tx
      .update(item)
      .set({ title: input.title ?? r.item.title, dueDate, updatedAt: new Date() })
      .where(eq(item.id, id));
    await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action: 'invoice_updated', actorUserId: by.userId, details: { fields: Object.keys(input), total: priced.total } });
  });
  return invoiceAnswer(db, await findInvoice(db, by.orgId, id));
}

/** Deletes the draft `id`. 404 when it is not theirs, 409 NOT_DRAFT once it is finalized. */
export async function deleteDraft(db: Db, by: ActingStaff, id: number): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as Db;
    const r = await findInvoice(tx, by.orgId, id, true);
    if (r.invoice.state !== 'draft') throw detailError(409, ReceivablesMessage.NOT_DRAFT);
    await tx.delete(item).where(eq(item.id, id));
    await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action: 'invoice_deleted', actorUserId: by.userId, details: { account_id: r.item.accountId, title: r.item.title } });
  });
}
