/** The receivables portal's reads (spec 7.4): the latest statement with its files, and how to pay. */
import { Hono } from 'hono';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { ItemKind } from '@si/contract';
import type { Deps } from '../../platform/http/deps.ts';
import { file, item, payInstruction, statement } from '../../db/schema.ts';
import { portalOf } from '../../shared/portal/access.ts';
import { filesWithUploader } from '../../shared/portal/serialize.ts';

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
    const amount = (v: string | undefined) => Number(v ?? 0).toFixed(2);
    return c.json({
      statement: {
        id: latest.id,
        statement_date: st?.statementDate ?? latest.createdAt.toISOString().slice(0, 10),
        currency: st?.currency ?? 'USD',
        total_due: Number(st?.totalDue ?? 0).toFixed(2),
        aging: {
          current: amount(st?.agingCurrent),
          days_1_30: amount(st?.agingDays1To30),
          days_31_60: amount(st?.agingDays31To60),
          days_61_90: amount(st?.agingDays61To90),
          days_over_90: amount(st?.agingDaysOver90),
        },
        invoices: st?.invoices ?? [],
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
