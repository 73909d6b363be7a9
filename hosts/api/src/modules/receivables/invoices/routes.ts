/**
 * Staff invoices and credit notes (receivables): drafts, finalizing with the organization's
 * gapless numbering, void, credit notes, mailing, the PDF and the free-form document; and the
 * receivables settings. Every staff role reads; IC, OA and LRA write; settings are OA's. An
 * invoice is an `item` (kind INVOICE, its status kept equal to the invoice's state so the
 * portal and the workflows read it) with one `invoice` row. The settings are in settings.ts.
 */
import { Hono, type Context } from 'hono';
import { and, count, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  AuditEntityKind,
  CreditNoteCreate,
  InvoiceCreate,
  InvoiceDocumentWrite,
  InvoiceListQuery,
  InvoiceSend,
  InvoiceUpdate,
  InvoiceVoid,
  ItemKind,
  ReceivablesMessage,
  type InvoiceDocumentSaved,
  type InvoiceRow,
} from '@si/contract';
import { addDays, Big } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { account, arAllocation, invoice, item } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, detailError } from '../../../platform/http/errors.ts';
import { likePattern, listParams, pageOf } from '../../../platform/http/paging.ts';
import { assertRefs } from '../../../platform/http/refs.ts';
import { requireModule, requireRole, staffAuth, staffOf, WRITE_ROLES, type Staff, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, pathId, query } from '../../../platform/http/validate.ts';
import type { Storage } from '../../../platform/storage.ts';
import { contentDisposition } from '../../../shared/files/send.ts';
import { fillTemplate, readTemplate } from './document.ts';
import { asInput, fitsCurrency, priceLines } from './lines.ts';
import { readSettings, takeNumber } from './numbering.ts';
import { APPLICATION, settingsRoutes } from './settings.ts';
import { attachPdf, currentInvoicePdf, documentPdf, documentVariables, pdfName, pdfOrganization } from './pdf.ts';
import { findInvoice, invoiceScope, latestPdfs, RECEIVABLES_KIND, today, toInvoiceRow, type Loaded } from './rows.ts';
import { assertSendable, saveAndSendOn, customerNotificationsOn, sendInvoice } from './send.ts';

const NOT_CREDITABLE = 'Only a finalized invoice with an open balance can be credited.';
const DRAFT_NOT_VOIDED = 'A draft is deleted, not voided.';
const DUE_BEFORE_ISSUE = 'The due date cannot be before the issue date.';
const UNSETTLED = ['open', 'partially_paid'];

type Ctx = Context<StaffEnv>;

/** The due date a draft shows: issue date plus terms, or the date set by hand. */
function dueOf(issueDate: string | null, terms: number | null, fixed: string | null): string | null {
  if (terms !== null) return issueDate ? addDays(issueDate, terms) : null;
  return fixed;
}

function checkDates(issueDate: string | null, dueDate: string | null): void {
  if (issueDate && dueDate && dueDate < issueDate) throw badRequest({ due_date: [DUE_BEFORE_ISSUE] });
}

export function invoiceRoutes(deps: Deps, storage: Storage) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const auth = staffAuth(deps);
  const one = '/api/invoices/:id{[0-9]+}';

  async function reader(c: Ctx): Promise<Staff> {
    staffOf(c);
    return requireModule(c, APPLICATION);
  }
  async function writer(c: Ctx): Promise<Staff> {
    requireRole(c, WRITE_ROLES);
    return requireModule(c, APPLICATION);
  }

  async function answer(r: Loaded): Promise<InvoiceRow> {
    const pdf = (await latestPdfs(db, [r.item.id])).get(r.item.id);
    return toInvoiceRow(r, pdf?.id ?? null);
  }

  async function orgName(orgId: number): Promise<string> {
    return (await pdfOrganization(db, orgId)).name;
  }

  /**
   * Renders and attaches the invoice's PDF (its saved free-form document when there is one); a
   * failure leaves the invoice as it is, without a PDF (GET .../pdf renders it on demand).
   */
  async function attachInvoicePdf(staff: Staff, id: number): Promise<void> {
    try {
      const r = await findInvoice(db, staff.orgId, id);
      const bytes = await currentInvoicePdf(db, staff.orgId, r);
      await attachPdf(db, storage, staff.orgId, r, pdfName(r), bytes, staff.user.id);
    } catch (err) {
      deps.log(`[receivables] the PDF of invoice ${id} was not attached: ${(err as Error).message}`);
    }
  }

  /** The attached PDF's bytes, or the PDF rendered now. */
  async function pdfOf(orgId: number, r: Loaded): Promise<{ name: string; bytes: Uint8Array }> {
    const stored = (await latestPdfs(db, [r.item.id])).get(r.item.id);
    if (stored) {
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of await storage.get(stored.storageKey)) chunks.push(chunk as Buffer);
        return { name: stored.name, bytes: Buffer.concat(chunks) };
      } catch {
        // The stored copy is gone: render it again.
      }
    }
    return { name: pdfName(r), bytes: await currentInvoicePdf(db, orgId, r) };
  }

  // ---- List ------------------------------------------------------------------------------

  app.get('/api/invoices', auth, async (c) => {
    const staff = await reader(c);
    const q = query(c, InvoiceListQuery);
    const params = listParams(c, {
      orderings: {
        number: invoice.number,
        title: item.title,
        account_name: account.name,
        state: invoice.state,
        issue_date: invoice.issueDate,
        due_date: item.dueDate,
        total: invoice.total,
        balance: invoice.balance,
        created: item.createdAt,
      },
      defaultOrdering: '-created',
      search: [],
      tiebreak: item.id,
    });
    const conditions: (SQL | undefined)[] = [invoiceScope(staff.orgId)];
    if (q.state) conditions.push(eq(invoice.state, q.state));
    if (q.doc_type) conditions.push(eq(invoice.docType, q.doc_type));
    if (q.account) conditions.push(eq(item.accountId, q.account));
    if (q.overdue !== undefined) {
      const overdue = and(eq(invoice.docType, 'invoice'), inArray(invoice.state, UNSETTLED), lt(item.dueDate, today()));
      conditions.push(q.overdue ? overdue : sql`not coalesce(${overdue}, false)`);
    }
    if (q.search) {
      const pattern = likePattern(q.search);
      conditions.push(or(ilike(invoice.number, pattern), ilike(item.title, pattern), ilike(account.name, pattern)));
    }
    const where = and(...conditions);
    const [total] = await db
      .select({ n: count() })
      .from(item)
      .innerJoin(invoice, eq(invoice.itemId, item.id))
      .innerJoin(account, eq(account.id, item.accountId))
      .where(where);
    const rows = await db
      .select({ item, invoice, accountName: account.name })
      .from(item)
      .innerJoin(invoice, eq(invoice.itemId, item.id))
      .innerJoin(account, eq(account.id, item.accountId))
      .where(where)
      .orderBy(...params.orderBy)
      .limit(params.limit)
      .offset(params.offset);
    const pdfs = await latestPdfs(
      db,
      rows.map((r) => r.item.id),
    );
    return c.json(pageOf(c, params, Number(total?.n ?? 0), rows.map((r) => toInvoiceRow(r, pdfs.get(r.item.id)?.id ?? null))));
  });

  // ---- Drafts ----------------------------------------------------------------------------

  app.post('/api/invoices', auth, async (c) => {
    const staff = await writer(c);
    const input = await body(c, InvoiceCreate);
    await assertRefs(db, staff.orgId, { account_id: input.account_id });
    const [acc] = await db.select().from(account).where(and(eq(account.id, input.account_id), eq(account.organizationId, staff.orgId)));
    if (acc!.moduleKind !== RECEIVABLES_KIND) throw badRequest({ account_id: [ReceivablesMessage.NOT_RECEIVABLES] });
    const settings = await readSettings(db, staff.orgId);
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
        .values({ organizationId: staff.orgId, accountId: acc!.id, kind: ItemKind.INVOICE, status: 'draft', title: input.title ?? '', dueDate, createdByUserId: staff.user.id })
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
      await audit(tx, { orgId: staff.orgId, entityKind: AuditEntityKind.ITEM, entityId: row!.id, action: 'invoice_created', actorUserId: staff.user.id, details: { account_id: acc!.id, currency, total: priced.total } });
      return row!.id;
    });
    return c.json(await answer(await findInvoice(db, staff.orgId, id)), 201);
  });

  app.get(one, auth, async (c) => {
    const staff = await reader(c);
    return c.json(await answer(await findInvoice(db, staff.orgId, pathId(c))));
  });

  app.patch(one, auth, async (c) => {
    const staff = await writer(c);
    const id = pathId(c);
    await findInvoice(db, staff.orgId, id);
    const input = await body(c, InvoiceUpdate);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as Db;
      const r = await findInvoice(tx, staff.orgId, id, true);
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
      await audit(tx, { orgId: staff.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action: 'invoice_updated', actorUserId: staff.user.id, details: { fields: Object.keys(input), total: priced.total } });
    });
    return c.json(await answer(await findInvoice(db, staff.orgId, id)));
  });

  app.delete(one, auth, async (c) => {
    const staff = await writer(c);
    const id = pathId(c);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as Db;
      const r = await findInvoice(tx, staff.orgId, id, true);
      if (r.invoice.state !== 'draft') throw detailError(409, ReceivablesMessage.NOT_DRAFT);
      await tx.delete(item).where(eq(item.id, id));
      await audit(tx, { orgId: staff.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action: 'invoice_deleted', actorUserId: staff.user.id, details: { account_id: r.item.accountId, title: r.item.title } });
    });
    return c.body(null, 204);
  });

  // ---- Lifecycle -------------------------------------------------------------------------

  app.post(`${one}/finalize`, auth, async (c) => {
    const staff = await writer(c);
    const id = pathId(c);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as Db;
      const r = await findInvoice(tx, staff.orgId, id, true);
      if (r.invoice.state !== 'draft') throw detailError(409, ReceivablesMessage.FINALIZED);
      if (!r.invoice.lines.length) throw badRequest({ lines: [ReceivablesMessage.NO_LINES] });
      const number = await takeNumber(tx, staff.orgId, 'invoice');
      const issueDate = r.invoice.issueDate ?? today();
      const dueDate = dueOf(issueDate, r.invoice.paymentTermsDays, r.item.dueDate) ?? issueDate;
      checkDates(issueDate, dueDate);
      const now = new Date();
      await tx.update(invoice).set({ number, state: 'open', issueDate, balance: r.invoice.total, finalizedAt: now }).where(eq(invoice.itemId, id));
      await tx
        .update(item)
        .set({ status: 'open', dueDate, title: r.item.title || `Invoice ${number}`, updatedAt: now })
        .where(eq(item.id, id));
      await audit(tx, { orgId: staff.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action: 'invoice_finalized', actorUserId: staff.user.id, details: { number, total: r.invoice.total, currency: r.invoice.currency } });
    });
    await attachInvoicePdf(staff, id);
    return c.json(await answer(await findInvoice(db, staff.orgId, id)));
  });

  app.post(`${one}/void`, auth, async (c) => {
    const staff = await writer(c);
    const id = pathId(c);
    await findInvoice(db, staff.orgId, id);
    const input = await body(c, InvoiceVoid);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as Db;
      const r = await findInvoice(tx, staff.orgId, id, true);
      const state = r.invoice.state;
      if (state === 'void') throw detailError(409, ReceivablesMessage.ALREADY_VOID);
      if (state === 'draft') throw detailError(409, DRAFT_NOT_VOIDED);
      // What is applied now: a payment refunded in full left rows that add up to nothing.
      const [applied] = await tx
        .select({ net: sql<string | null>`sum(${arAllocation.amount})` })
        .from(arAllocation)
        .where(or(eq(arAllocation.invoiceItemId, id), eq(arAllocation.creditItemId, id)));
      if (state !== 'open' || !new Big(applied?.net ?? 0).eq(0)) throw detailError(409, ReceivablesMessage.VOID_PAID);
      const now = new Date();
      await tx.update(invoice).set({ state: 'void', balance: '0', voidedAt: now, voidReason: input.reason }).where(eq(invoice.itemId, id));
      await tx.update(item).set({ status: 'void', updatedAt: now }).where(eq(item.id, id));
      await audit(tx, { orgId: staff.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action: 'invoice_voided', actorUserId: staff.user.id, details: { number: r.invoice.number, reason: input.reason } });
    });
    return c.json(await answer(await findInvoice(db, staff.orgId, id)));
  });

  app.post(`${one}/credit_notes`, auth, async (c) => {
    const staff = await writer(c);
    const id = pathId(c);
    await findInvoice(db, staff.orgId, id);
    const input = await body(c, CreditNoteCreate);
    const creditId = await db.transaction(async (txRaw) => {
      const tx = txRaw as Db;
      const r = await findInvoice(tx, staff.orgId, id, true);
      const inv = r.invoice;
      if (inv.docType !== 'invoice' || !UNSETTLED.includes(inv.state)) throw detailError(409, NOT_CREDITABLE);
      const currency = inv.currency ?? 'USD';
      const field = input.amount !== undefined ? 'amount' : 'lines';
      let priced;
      if (input.amount !== undefined) {
        const wrong = fitsCurrency(input.amount, currency);
        if (wrong) throw badRequest({ amount: [wrong] });
        // An amount is tax included: one line of the reason for that amount.
        priced = priceLines([{ description: input.reason, quantity: '1', unit_price: input.amount, tax_rate: '0', discount: '0' }], currency);
      } else {
        priced = priceLines(input.lines!, currency);
      }
      const balance = new Big(inv.balance ?? inv.total ?? 0);
      if (new Big(priced.total).gt(balance)) throw badRequest({ [field]: [ReceivablesMessage.CREDIT_EXCEEDS] });
      if (new Big(priced.total).lte(0)) throw badRequest({ [field]: ['Enter an amount greater than zero.'] });
      const number = await takeNumber(tx, staff.orgId, 'credit_note');
      const on = today();
      const now = new Date();
      const [row] = await tx
        .insert(item)
        .values({ organizationId: staff.orgId, accountId: r.item.accountId, kind: ItemKind.INVOICE, status: 'applied', title: `Credit note ${number} for ${inv.number}`, createdByUserId: staff.user.id })
        .returning({ id: item.id });
      await tx.insert(invoice).values({
        itemId: row!.id,
        number,
        docType: 'credit_note',
        state: 'applied',
        issueDate: on,
        currency,
        language: inv.language,
        paymentTermsDays: null,
        lines: priced.lines,
        memo: input.reason,
        subtotal: priced.subtotal,
        tax: priced.tax,
        total: priced.total,
        balance: '0',
        creditedItemId: id,
        finalizedAt: now,
      });
      await tx.insert(arAllocation).values({ organizationId: staff.orgId, invoiceItemId: id, creditItemId: row!.id, amount: priced.total, appliedOn: on });
      const left = balance.minus(priced.total);
      const paid = left.lte(0);
      const state = paid ? 'paid' : 'partially_paid';
      await tx
        .update(invoice)
        .set({ balance: left.toFixed(4), state, paid, paidAt: paid ? now : null })
        .where(eq(invoice.itemId, id));
      await tx.update(item).set({ status: state, updatedAt: now }).where(eq(item.id, id));
      await audit(tx, { orgId: staff.orgId, entityKind: AuditEntityKind.ITEM, entityId: row!.id, action: 'credit_note_issued', actorUserId: staff.user.id, details: { number, invoice_id: id, invoice_number: inv.number, total: priced.total, reason: input.reason } });
      await audit(tx, { orgId: staff.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action: 'credit_applied', actorUserId: staff.user.id, details: { credit_note_id: row!.id, credit_note_number: number, amount: priced.total, state } });
      return row!.id;
    });
    await attachInvoicePdf(staff, creditId);
    return c.json(await answer(await findInvoice(db, staff.orgId, creditId)), 201);
  });

  app.post(`${one}/send`, auth, async (c) => {
    const staff = await writer(c);
    const id = pathId(c);
    const r = await findInvoice(db, staff.orgId, id);
    const input = await body(c, InvoiceSend);
    assertSendable(r);
    const sentTo = await sendInvoice(deps, staff.orgId, await orgName(staff.orgId), r, await pdfOf(staff.orgId, r), { contactIds: input.contact_ids, actorUserId: staff.user.id });
    return c.json({ sent_to: sentTo });
  });

  // ---- PDF and the free-form document ------------------------------------------------------

  app.get(`${one}/pdf`, auth, async (c) => {
    const staff = await reader(c);
    const r = await findInvoice(db, staff.orgId, pathId(c));
    const pdf = await pdfOf(staff.orgId, r);
    return c.body(Buffer.from(pdf.bytes), 200, {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.bytes.length),
      'Content-Disposition': contentDisposition('attachment', pdf.name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  });

  async function documentOf(orgId: number, r: Loaded) {
    return { template: await readTemplate(db, storage, orgId), variables: await documentVariables(db, orgId, r) };
  }

  app.get(`${one}/document`, auth, async (c) => {
    const staff = await reader(c);
    const r = await findInvoice(db, staff.orgId, pathId(c));
    const { template, variables } = await documentOf(staff.orgId, r);
    return c.json({ body: r.item.description || fillTemplate(template, variables), template, variables });
  });

  app.put(`${one}/document`, auth, async (c) => {
    const staff = await writer(c);
    const id = pathId(c);
    const before = await findInvoice(db, staff.orgId, id);
    const input = await body(c, InvoiceDocumentWrite);
    if (before.invoice.state === 'void') throw detailError(409, ReceivablesMessage.ALREADY_VOID);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as Db;
      await tx.update(item).set({ description: input.body, updatedAt: new Date() }).where(eq(item.id, id));
      await audit(tx, { orgId: staff.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action: 'invoice_document_saved', actorUserId: staff.user.id, details: { number: before.invoice.number, length: input.body.length } });
    });
    const r = await findInvoice(db, staff.orgId, id);
    const saved: Pick<InvoiceDocumentSaved, 'sent_to' | 'not_sent'> = { sent_to: [], not_sent: null };
    // A draft keeps only the text: its PDF is made when it is finalized, so nothing of a draft reaches the portal.
    if (r.invoice.state !== 'draft') {
      const bytes = await documentPdf(db, staff.orgId, r, input.body);
      await attachPdf(db, storage, staff.orgId, r, pdfName(r), bytes, staff.user.id);
      // The document is saved either way: the answer says whether it was mailed, and why not.
      if (await saveAndSendOn(db, staff.orgId)) {
        if (!(await customerNotificationsOn(db, staff.orgId))) saved.not_sent = 'customer_notifications_off';
        else {
          saved.sent_to = await sendInvoice(deps, staff.orgId, await orgName(staff.orgId), r, { name: pdfName(r), bytes }, { actorUserId: staff.user.id, noneIsEmpty: true });
          if (!saved.sent_to.length) saved.not_sent = 'no_contact';
        }
      }
    }
    return c.json({ ...(await answer(await findInvoice(db, staff.orgId, id))), ...saved } satisfies InvoiceDocumentSaved);
  });

  app.route('/', settingsRoutes(deps));
  return app;
}
