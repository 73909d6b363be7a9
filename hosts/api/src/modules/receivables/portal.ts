/**
 * The receivables portal's reads (spec 7.4): the account's statement as of today with the files of
 * the latest one sent, how to pay, and an invoice's PDF and receipts.
 */
import { Hono } from 'hono';
import { and, asc, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { ItemKind, parseDbId } from '@si/contract';
import { Big, formatAmount } from '@si/contract/money';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { arAllocation, arPayment, file, invoice, item, payInstruction, statement } from '../../db/schema.ts';
import { ApiError, detailError } from '../../platform/http/errors.ts';
import { downloadHeaders } from '../../shared/files/send.ts';
import { portalOf, type PortalAccess } from '../../shared/portal/access.ts';
import { filesWithUploader } from '../../shared/portal/serialize.ts';
import { readSettings } from './invoices/numbering.ts';
import { currentInvoicePdf, pdfName } from './invoices/pdf.ts';
import { findInvoice } from './invoices/rows.ts';
import { PAYABLE_STATES } from './ledger/allocate.ts';
import { receiptPdf } from './ledger/receipt.ts';
import { agingInvoices, totalsOf } from './reports/balances.ts';
import { isoDay, today } from '../../shared/dates/days.ts';
import { statementCurrency } from './reports/statement.ts';
import type { StatementInvoice } from './schema.ts';
import { onlinePaymentOn } from './payments.ts';

/** The `id` of a portal call's query: 400 on it when it is not an id. */
function queryId(raw: string | undefined): number {
  const value = parseDbId(raw);
  if (value === undefined) throw new ApiError(400, { id: ['A valid integer is required.'] });
  return value;
}

const pdfHeaders = (name: string, bytes: Uint8Array) => downloadHeaders({ name, contentType: 'application/pdf', size: bytes.length });

/**
 * What the statement's invoices owe now (they may have been paid since it was made) and whether
 * the customer can pay them online: the statement view offers to pay several in one checkout.
 */
async function payableNow(db: Db, p: PortalAccess, listed: StatementInvoice[], currency: string) {
  const rows = listed.length
    ? await db
        .select({ id: invoice.itemId, balance: invoice.balance, total: invoice.total, currency: invoice.currency, state: invoice.state, docType: invoice.docType, paid: invoice.paid })
        .from(invoice)
        .innerJoin(item, eq(item.id, invoice.itemId))
        .where(
          and(
            inArray(
              invoice.itemId,
              listed.map((i) => i.id),
            ),
            eq(item.accountId, p.account.id),
          ),
        )
    : [];
  const open = new Map(rows.filter((r) => r.docType === 'invoice' && !r.paid && PAYABLE_STATES.includes(r.state)).map((r) => [r.id, formatAmount(r.balance ?? r.total ?? 0, r.currency ?? currency)]));
  const enabled = await onlinePaymentOn(db, p.orgId);
  return {
    invoices: listed.map((i) => ({ ...i, open_balance: open.get(i.id) ?? formatAmount(0, currency) })),
    online_payment: enabled && !p.account.accountHold,
    allow_partial_payment: (await readSettings(db, p.orgId)).allowPartialPayment,
  };
}

export function receivablesPortalRoutes(deps: Deps) {
  const app = new Hono();
  const { db } = deps;

  // The statement shown is computed as of today, so it agrees with the invoice list beside it; the
  // latest statement sent stays downloadable, labelled with its own date.
  app.get('/api/fetch_latest_statement_files', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    const [found] = await db
      .select({ item, statement })
      .from(item)
      .leftJoin(statement, eq(statement.itemId, item.id))
      .where(and(eq(item.accountId, p.account.id), eq(item.kind, ItemKind.STATEMENT)))
      .orderBy(desc(statement.statementDate), desc(item.id))
      .limit(1);
    const asOf = today();
    const currency = found?.statement?.currency ?? (await statementCurrency(db, p.orgId, p.account.id));
    const open = await agingInvoices(db, { orgId: p.orgId, accountId: p.account.id, asOf, currency });
    if (!found && !open.length) return c.json({ statement: null, files: [] });
    const files = found ? await filesWithUploader(db, eq(file.itemId, found.item.id)) : [];
    const aging = totalsOf(open, currency);
    const listed: StatementInvoice[] = open.map((r) => ({ id: r.id, number: r.number ?? String(r.id), issue_date: r.issue_date ?? '', due_date: r.due_date, total: r.total, balance: r.open }));
    return c.json({
      statement: {
        id: found?.item.id ?? null,
        statement_date: asOf,
        issued_on: found ? (found.statement?.statementDate ?? isoDay(found.item.createdAt)) : null,
        currency,
        total_due: aging.total,
        aging: { current: aging.current, days_1_30: aging.days_1_30, days_31_60: aging.days_31_60, days_61_90: aging.days_61_90, days_over_90: aging.days_over_90 },
        ...(await payableNow(db, p, listed, currency)),
      },
      files: files.map((f) => f.file),
    });
  });

  /** An invoice of the token's account that the portal lists (finalized, not a credit note); 404 otherwise. */
  async function portalInvoice(p: PortalAccess, id: number) {
    const [own] = await db
      .select({ id: item.id })
      .from(item)
      .innerJoin(invoice, eq(invoice.itemId, item.id))
      .where(and(eq(item.id, id), eq(item.accountId, p.account.id), ne(invoice.state, 'draft'), ne(invoice.docType, 'credit_note')))
      .limit(1);
    if (!own) throw detailError(404, 'Not found.');
    return findInvoice(db, p.orgId, id);
  }

  app.get('/api/portal/invoice_pdf', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    const r = await portalInvoice(p, queryId(c.req.query('id')));
    const bytes = await currentInvoicePdf(db, p.orgId, r);
    return c.body(Buffer.from(bytes), 200, pdfHeaders(pdfName(r), bytes));
  });

  app.get('/api/portal/invoice_receipts', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    const r = await portalInvoice(p, queryId(c.req.query('id')));
    const rows = await db
      .select({ id: arPayment.id, number: arPayment.receiptNumber, receivedOn: arPayment.receivedOn, currency: arPayment.currency, amount: arPayment.amount, applied: arAllocation.amount })
      .from(arAllocation)
      .innerJoin(arPayment, eq(arPayment.id, arAllocation.paymentId))
      .where(and(eq(arAllocation.invoiceItemId, r.item.id), eq(arPayment.accountId, p.account.id)))
      .orderBy(asc(arPayment.receivedOn), asc(arAllocation.id));
    // A refund is a negative allocation of its payment: each payment shows once, with what it still pays of this invoice.
    const receipts = new Map<number, (typeof rows)[number] & { net: Big }>();
    for (const row of rows) {
      const seen = receipts.get(row.id);
      if (seen) seen.net = seen.net.plus(row.applied);
      else receipts.set(row.id, { ...row, net: new Big(row.applied) });
    }
    return c.json({
      receipts: [...receipts.values()].map((row) => ({
        id: row.id,
        number: row.number,
        received_on: row.receivedOn,
        currency: row.currency,
        amount: formatAmount(row.amount, row.currency),
        applied: formatAmount(row.net.toString(), row.currency),
      })),
    });
  });

  app.get('/api/portal/receipt', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    const { name, bytes } = await receiptPdf(db, { orgId: p.orgId, paymentId: queryId(c.req.query('id')), accountId: p.account.id });
    return c.body(Buffer.from(bytes), 200, pdfHeaders(name, bytes));
  });

  app.get('/api/portal/pay_instructions', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    const rows = await db
      .select()
      .from(payInstruction)
      .where(and(eq(payInstruction.organizationId, p.orgId), or(isNull(payInstruction.accountId), eq(payInstruction.accountId, p.account.id))))
      .orderBy(payInstruction.id);
    return c.json({
      instructions: rows.map((r) => ({
        id: r.id,
        bank_name: r.bankName,
        account_name: r.accountName,
        account_number: r.accountNumber,
        routing_number: r.routingNumber,
        iban: r.iban,
        swift: r.swift,
        reference: r.reference.replaceAll('{account}', p.account.name),
        notes: r.notes,
      })),
    });
  });

  return app;
}
