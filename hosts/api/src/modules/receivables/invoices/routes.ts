/**
 * Staff invoices and credit notes (receivables): drafts, finalizing with the organization's
 * gapless numbering, void, credit notes, mailing, the PDF and the free-form document; and the
 * receivables settings. Every staff role reads; IC, OA and LRA write; settings are OA's. An
 * invoice is an `item` (kind INVOICE, its status kept equal to the invoice's state so the
 * portal and the workflows read it) with one `invoice` row. The settings are in settings.ts.
 * Each state change is an action of its own file (drafts.ts, finalize.ts, void.ts,
 * credit-note.ts, save-document.ts); a handler here only guards, parses, calls and answers.
 */
import { Hono } from 'hono';
import { and, count, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { CreditNoteCreate, InvoiceCreate, InvoiceDocumentWrite, InvoiceListQuery, InvoiceSend, InvoiceUpdate, InvoiceVoid } from '@si/contract';
import { account, invoice, item } from '../../../db/schema.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { likePattern, listParams, pageOf } from '../../../platform/http/paging.ts';
import { staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, pathId, query } from '../../../platform/http/validate.ts';
import type { Storage } from '../../../platform/storage.ts';
import { downloadHeaders } from '../../../shared/files/send.ts';
import { actingAs } from './acting.ts';
import { issueCreditNote } from './credit-note.ts';
import { fillTemplate, readTemplate } from './document.ts';
import { createDraft, deleteDraft, updateDraft } from './drafts.ts';
import { finalizeInvoice } from './finalize.ts';
import { settingsRoutes } from './settings.ts';
import { currentInvoicePdf, documentVariables, pdfName, pdfOrganization } from './pdf.ts';
import { findInvoice, invoiceAnswer, invoiceScope, latestPdfs, toInvoiceRow, type Loaded } from './rows.ts';
import { today } from '../../../shared/dates/days.ts';
import { receivablesAccess } from '../module.ts';
import { saveInvoiceDocument } from './save-document.ts';
import { assertSendable, sendInvoice } from './send.ts';
import { voidInvoice } from './void.ts';

const UNSETTLED = ['open', 'partially_paid'];

export function invoiceRoutes(deps: Deps, storage: Storage) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = receivablesAccess(deps);
  const one = '/api/invoices/:id{[0-9]+}';

  async function orgName(orgId: number): Promise<string> {
    return (await pdfOrganization(db, orgId)).name;
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

  app.get('/api/invoices', access.read, async (c) => {
    const staff = staffOf(c);
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

  app.post('/api/invoices', access.write, async (c) => {
    const staff = staffOf(c);
    const input = await body(c, InvoiceCreate);
    return c.json(await createDraft(db, actingAs(staff), input), 201);
  });

  app.get(one, access.read, async (c) => {
    const staff = staffOf(c);
    return c.json(await invoiceAnswer(db, await findInvoice(db, staff.orgId, pathId(c))));
  });

  app.patch(one, access.write, async (c) => {
    const staff = staffOf(c);
    const id = pathId(c);
    await findInvoice(db, staff.orgId, id);
    const input = await body(c, InvoiceUpdate);
    return c.json(await updateDraft(db, actingAs(staff), id, input));
  });

  app.delete(one, access.write, async (c) => {
    const staff = staffOf(c);
    await deleteDraft(db, actingAs(staff), pathId(c));
    return c.body(null, 204);
  });

  // ---- Lifecycle -------------------------------------------------------------------------

  app.post(`${one}/finalize`, access.write, async (c) => {
    const staff = staffOf(c);
    return c.json(await finalizeInvoice(deps, storage, actingAs(staff), pathId(c)));
  });

  app.post(`${one}/void`, access.write, async (c) => {
    const staff = staffOf(c);
    const id = pathId(c);
    await findInvoice(db, staff.orgId, id);
    const input = await body(c, InvoiceVoid);
    return c.json(await voidInvoice(deps, actingAs(staff), id, input));
  });

  app.post(`${one}/credit_notes`, access.write, async (c) => {
    const staff = staffOf(c);
    const id = pathId(c);
    await findInvoice(db, staff.orgId, id);
    const input = await body(c, CreditNoteCreate);
    return c.json(await issueCreditNote(deps, storage, actingAs(staff), id, input), 201);
  });

  app.post(`${one}/send`, access.write, async (c) => {
    const staff = staffOf(c);
    const id = pathId(c);
    const r = await findInvoice(db, staff.orgId, id);
    const input = await body(c, InvoiceSend);
    assertSendable(r);
    const sentTo = await sendInvoice(deps, staff.orgId, await orgName(staff.orgId), r, await pdfOf(staff.orgId, r), { contactIds: input.contact_ids, actorUserId: staff.user.id });
    return c.json({ sent_to: sentTo });
  });

  // ---- PDF and the free-form document ------------------------------------------------------

  app.get(`${one}/pdf`, access.read, async (c) => {
    const staff = staffOf(c);
    const r = await findInvoice(db, staff.orgId, pathId(c));
    const pdf = await pdfOf(staff.orgId, r);
    return c.body(Buffer.from(pdf.bytes), 200, downloadHeaders({ name: pdf.name, contentType: 'application/pdf', size: pdf.bytes.length }));
  });

  async function documentOf(orgId: number, r: Loaded) {
    return { template: await readTemplate(db, storage, orgId), variables: await documentVariables(db, orgId, r) };
  }

  app.get(`${one}/document`, access.read, async (c) => {
    const staff = staffOf(c);
    const r = await findInvoice(db, staff.orgId, pathId(c));
    const { template, variables } = await documentOf(staff.orgId, r);
    return c.json({ body: r.invoice.document || fillTemplate(template, variables), template, variables });
  });

  app.put(`${one}/document`, access.write, async (c) => {
    const staff = staffOf(c);
    const id = pathId(c);
    await findInvoice(db, staff.orgId, id);
    const input = await body(c, InvoiceDocumentWrite);
    return c.json(await saveInvoiceDocument(deps, storage, actingAs(staff), id, input));
  });

  app.route('/', settingsRoutes(deps));
  return app;
}
