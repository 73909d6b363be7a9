/**
 * Receivables' scheduled jobs, run in the API process beside the reminder scheduler:
 *
 * - Monthly statements: each enabled statement_schedule sends the account's statement on its
 *   day of the month. The schedule's last_sent_on is the mark: a send is claimed by moving it
 *   forward with one conditional UPDATE (so two processes or two ticks never both send), and a
 *   server that was down over the day sends once on the next tick, as of that day, never twice.
 *   A schedule that never sent starts with the first day that comes after it was set. While the
 *   organization's customer notifications are off nothing is sent or claimed.
 * - Late fees: an unpaid invoice `late_fee_after_days` or more past due gets the organization's
 *   fixed or percent fee once: ar_late_fee's unique (invoice, rule) key with ON CONFLICT DO
 *   NOTHING decides, and only the call that inserted the fee raises the invoice's total and
 *   balance, adds its "Late fee" line and audits it, in the same transaction; its PDF is then
 *   made again (a new version of the file). An invoice that already has a fee never gets a
 *   second one, even after the organization changes its fee settings (a new rule).
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { Big, formatAmount, roundMoney } from '@si/contract/money';
import { AuditEntityKind } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { account } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import type { Storage } from '../../../platform/storage.ts';
import { arLateFee, invoice, statementSchedule, type StoredInvoiceLine } from '../schema.ts';
import { attachPdf, currentInvoicePdf, pdfName } from '../invoices/pdf.ts';
import { findInvoice } from '../invoices/rows.ts';
import { customerNotificationsOn } from '../invoices/send.ts';
import { rowsOf } from './balances.ts';
import { today } from '../../../shared/dates/days.ts';
import { sendStatement } from './statement.ts';
import { runSecretExpiryMails } from '../../../shared/organizations/secret-expiry.ts';
import { RECEIVABLES_KIND } from '../module.ts';

export const LATE_FEE_LINE = 'Late fee';

/** The late fee rule's key: one fee per invoice and rule. */
export const lateFeeRule = (kind: string, afterDays: number) => `late:${kind}:${afterDays}`;

/** The latest day-of-month `day` on or before `on` (both ISO dates; day 1-28 exists in every month). */
export function lastScheduledDay(day: number, on: string): string {
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  const dd = String(day).padStart(2, '0');
  if (d >= day) return `${on.slice(0, 8)}${dd}`;
  const prev = m === 1 ? { y: y - 1, m: 12 } : { y, m: m - 1 };
  return `${prev.y}-${String(prev.m).padStart(2, '0')}-${dd}`;
}

export interface StatementJobResult {
  statements: number;
  mails: number;
}

/** Sends every statement whose day has come and that was not sent for that day. */
export async function runStatementJob(deps: Deps, storage: Storage, now: Date): Promise<StatementJobResult> {
  const { db } = deps;
  const on = today(now);
  const schedules = await db
    .select({ schedule: statementSchedule, account })
    .from(statementSchedule)
    .innerJoin(account, eq(account.id, statementSchedule.accountId))
    .where(and(eq(statementSchedule.enabled, true), eq(account.moduleKind, RECEIVABLES_KIND), isNull(account.archivedAt)));
  const result: StatementJobResult = { statements: 0, mails: 0 };
  const notifying = new Map<number, boolean>();
  for (const { schedule, account: acc } of schedules) {
    const due = lastScheduledDay(schedule.dayOfMonth, on);
    // Customer notifications off: left unclaimed, so the latest statement goes once they are back on.
    if (!notifying.has(acc.organizationId)) notifying.set(acc.organizationId, await customerNotificationsOn(db, acc.organizationId));
    if (!notifying.get(acc.organizationId)) continue;
    // Never sent: only a day of this month counts, so setting a schedule does not send last month's at once.
    if (schedule.lastSentOn === null && due.slice(0, 7) !== on.slice(0, 7)) continue;
    if (schedule.lastSentOn !== null && schedule.lastSentOn >= due) continue;
    const claimed = await db
      .update(statementSchedule)
      .set({ lastSentOn: due })
      .where(and(eq(statementSchedule.accountId, acc.id), or(isNull(statementSchedule.lastSentOn), lt(statementSchedule.lastSentOn, due))))
      .returning({ accountId: statementSchedule.accountId });
    if (!claimed.length) continue;
    try {
      const sent = await sendStatement(deps, storage, { orgId: acc.organizationId, acc, asOf: due, actorUserId: null });
      result.statements++;
      result.mails += sent.sent_to.length;
    } catch (err) {
      // Give the claim back so the next tick tries again.
      await db.update(statementSchedule).set({ lastSentOn: schedule.lastSentOn }).where(and(eq(statementSchedule.accountId, acc.id), eq(statementSchedule.lastSentOn, due)));
      deps.log(`[statements] account ${acc.id}: ${(err as Error).message}`);
    }
  }
  return result;
}

interface FeeCandidate {
  organization_id: number;
  item_id: number;
  currency: string;
  balance: string;
  kind: string;
  fee_amount: string;
  after_days: number;
}

/**
 * Adds the late fee to every unpaid invoice past its organization's threshold that has not had
 * one; answers how many fees were added. With `storage`, each charged invoice's PDF is made again.
 */
export async function runLateFeeJob(deps: Deps, now: Date, storage?: Storage): Promise<number> {
  const { db } = deps;
  const on = today(now);
  const candidates = rowsOf<FeeCandidate>(
    await db.execute(sql`select i.organization_id, i.id as item_id, v.currency, coalesce(v.balance, v.total) as balance,
        s.late_fee_kind as kind, s.late_fee_amount as fee_amount, s.late_fee_after_days as after_days
      from receivables_settings s
      join item i on i.organization_id = s.organization_id and i.kind = 'INVOICE'
      join invoice v on v.item_id = i.id
      join account a on a.id = i.account_id
      where s.late_fee_kind in ('fixed', 'percent') and s.late_fee_amount > 0
        and a.module_kind = ${RECEIVABLES_KIND}
        and v.doc_type = 'invoice' and v.state in ('open', 'partially_paid') and coalesce(v.balance, v.total) > 0
        and i.due_date is not null and ${on}::date - i.due_date >= s.late_fee_after_days
        and not exists (select 1 from ar_late_fee f where f.invoice_item_id = i.id)`),
  );
  let added = 0;
  for (const c of candidates) {
    const fee = c.kind === 'percent' ? roundMoney(new Big(c.balance).times(c.fee_amount).div(100), c.currency) : roundMoney(c.fee_amount, c.currency);
    if (fee.lte(0)) continue;
    const amount = formatAmount(fee, c.currency);
    const inserted = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const rows = await tx
        .insert(arLateFee)
        .values({ organizationId: c.organization_id, invoiceItemId: c.item_id, rule: lateFeeRule(c.kind, c.after_days), amount, appliedAt: now })
        .onConflictDoNothing()
        .returning({ id: arLateFee.id });
      if (!rows.length) return false;
      const [inv] = await tx.select().from(invoice).where(eq(invoice.itemId, c.item_id)).for('update');
      const line: StoredInvoiceLine = { description: LATE_FEE_LINE, quantity: '1', unit_price: amount, tax_rate: '0', discount: '0', amount, tax: formatAmount(0, c.currency) };
      const plus = (v: string | null) => formatAmount(new Big(v ?? 0).plus(fee), c.currency);
      await tx
        .update(invoice)
        .set({ lines: [...inv!.lines, line], subtotal: plus(inv!.subtotal), total: plus(inv!.total), balance: plus(inv!.balance ?? inv!.total) })
        .where(eq(invoice.itemId, c.item_id));
      await audit(tx, {
        orgId: c.organization_id,
        entityKind: AuditEntityKind.ITEM,
        entityId: c.item_id,
        action: 'late_fee_added',
        details: { rule: lateFeeRule(c.kind, c.after_days), amount, currency: c.currency, total: plus(inv!.total) },
      });
      return true;
    });
    if (!inserted) continue;
    added++;
    if (storage) {
      try {
        const r = await findInvoice(db, c.organization_id, c.item_id);
        await attachPdf(db, storage, c.organization_id, r, pdfName(r), await currentInvoicePdf(db, c.organization_id, r), null);
      } catch (err) {
        deps.log(`[receivables] the PDF of invoice ${c.item_id} was not made again after its late fee: ${(err as Error).message}`);
      }
    }
  }
  return added;
}

export interface ReceivablesScheduler {
  /** Resolves when the first round has finished. */
  firstRound: Promise<void>;
  stop(): Promise<void>;
}

/** Runs both jobs every `intervalMs`, one round at a time (a slow round delays the next). */
export function startReceivablesScheduler(deps: Deps, storage: Storage, opts: { intervalMs: number; now?: () => Date }): ReceivablesScheduler {
  const now = opts.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let first!: () => void;
  const firstRound = new Promise<void>((done) => (first = done));
  const round = () => {
    running = (async () => {
      try {
        const at = now();
        const fees = await runLateFeeJob(deps, at, storage);
        if (fees) deps.log(`[receivables] ${fees} late fee${fees === 1 ? '' : 's'} added`);
        const s = await runStatementJob(deps, storage, at);
        if (s.statements) deps.log(`[receivables] ${s.statements} statement${s.statements === 1 ? '' : 's'} sent`);
        const warned = await runSecretExpiryMails(deps, at);
        if (warned) deps.log(`[receivables] ${warned} accounting secret expiry warning${warned === 1 ? '' : 's'} mailed`);
      } catch (err) {
        deps.log(`[receivables] round failed: ${err instanceof Error ? err.message : String(err)}`);
      } finally {
        first();
        if (!stopped) timer = setTimeout(round, opts.intervalMs);
      }
    })();
  };
  timer = setTimeout(round, 0);
  return {
    firstRound,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      first();
    },
  };
}
