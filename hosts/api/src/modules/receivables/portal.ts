/** The receivables portal's reads (spec 7.4): the latest statement with its files, and how to pay. */
import { Hono } from 'hono';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { ItemKind } from '@si/contract';
import { formatAmount } from '@si/contract/money';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { file, invoice, item, payInstruction, statement } from '../../db/schema.ts';
import { portalOf, type PortalAccess } from '../../shared/portal/access.ts';
import { filesWithUploader } from '../../shared/portal/serialize.ts';
import { readSettings } from './invoices/numbering.ts';
import { PAYABLE_STATES } from './ledger/allocate.ts';
import type { StatementInvoice } from './schema.ts';
import { onlinePaymentOn } from './payments.ts';

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

  app.get('/api/fetch_latest_statement_files', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    const [found] = await db
      .select({ item, statement })
      .from(item)
      .leftJoin(statement, eq(statement.itemId, item.id))
      .where(and(eq(item.accountId, p.account.id), eq(item.kind, ItemKind.STATEMENT)))
      .orderBy(desc(statement.statementDate), desc(item.id))
      .limit(1);
    if (!found) return c.json({ statement: null, files: [] });
    const { item: latest, statement: st } = found;
    const files = await filesWithUploader(db, eq(file.itemId, latest.id));
    const currency = st?.currency ?? 'USD';
    // In the currency's minor units (JPY none, KWD three), exactly.
    const amount = (v: string | null | undefined) => formatAmount(v ?? 0, currency);
    return c.json({
      statement: {
        id: latest.id,
        statement_date: st?.statementDate ?? latest.createdAt.toISOString().slice(0, 10),
        currency,
        total_due: amount(st?.totalDue),
        aging: {
          current: amount(st?.agingCurrent),
          days_1_30: amount(st?.agingDays1To30),
          days_31_60: amount(st?.agingDays31To60),
          days_61_90: amount(st?.agingDays61To90),
          days_over_90: amount(st?.agingDaysOver90),
        },
        ...(await payableNow(db, p, st?.invoices ?? [], st?.currency ?? 'USD')),
      },
      files: files.map((f) => f.file),
    });
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
