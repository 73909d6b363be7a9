/**
 * The sync of an accounting system (a driver, ./driver.ts): imports the organization's invoices
 * of the last N days (the configured fetch days, counted in the configured time zone) into
 * receivables, upserted by reference, and records the run in sync_run.
 *
 * - A customer is an account of the secure invoice module (kind 4) whose external_reference is
 *   the system's customer id; a new one is created by the configured user, with the configured
 *   lead and team (each only while it still belongs to the organization).
 * - An invoice is an item (kind INVOICE) with an invoice row whose external_reference is the
 *   driver's prefix and the system's invoice id. What the driver skips (drafts) is skipped, a
 *   canceled one is void, otherwise the state follows the remaining amount (paid,
 *   partially_paid, open), and the balance is that amount. A second run changes nothing:
 *   `updated` counts only invoices that differed.
 * - One run per organization and system at a time: the run's row is inserted as `running` under
 *   a transaction-scoped advisory lock on the organization, after checking no other run is
 *   running; a second request meanwhile is a 409. A `running` row older than STALE_MS (a
 *   process that stopped mid-run) no longer blocks and is closed as failed.
 * - A record that cannot be read or stored is counted as failed with its reason; a failure of
 *   the connection, the token or a page stops the run as failed with the reason as its message.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { AuditEntityKind, ItemKind, RECEIVABLES_DEFAULTS, type SyncRunRow } from '@si/contract';
import { addDays, Big } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { account, item } from '../../../db/schema.ts';
import { detailError } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit.ts';
import { invoice, receivablesSettings, syncRun, type StoredInvoiceLine } from '../schema.ts';
import { AccountingSystemError, type AccountingDriver, type ImportedInvoice, type SyncSettingsBase } from './driver.ts';
import { RECEIVABLES_KIND } from '../module.ts';

/** A run still `running` after this long was cut off (the process stopped); it no longer blocks. */
export const STALE_MS = 30 * 60_000;
const MAX_ERRORS = 200;

export const SyncMessage = {
  running: (label: string) => `A ${label} sync is already running for this organization. Wait for it to finish.`,
  STALE: 'The run stopped before it finished (the server was restarted or stopped).',
} as const;

/** Today's date in a time zone (YYYY-MM-DD), `days` back. */
export function sinceDate(now: Date, timezone: string, days: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return addDays(`${get('year')}-${get('month')}-${get('day')}`, -days);
}

type RunRow = typeof syncRun.$inferSelect;
export const toSyncRunRow = (r: RunRow): SyncRunRow => ({
  id: r.id,
  system: r.system,
  status: r.status as SyncRunRow['status'],
  started_at: r.startedAt.toISOString(),
  finished_at: r.finishedAt ? r.finishedAt.toISOString() : null,
  fetched: r.fetched,
  created: r.created,
  updated: r.updated,
  failed: r.failed,
  errors: r.errors,
  message: r.message,
});

const firstRow = <T>(result: unknown): T | undefined => (Array.isArray(result) ? result[0] : (result as { rows?: T[] }).rows?.[0]);

/** Inserts the run as `running`, or 409 when one is running for the organization. */
/** What the run's own steps need of a driver: its names, lock and references (not its settings' type). */
type DriverNames = Pick<AccountingDriver, 'system' | 'label' | 'lockClass' | 'referencePrefix' | 'voidReason'>;

async function startRun(db: Db, driver: DriverNames, orgId: number, now: Date): Promise<RunRow> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${driver.lockClass}::int, ${orgId}::int)`);
    await tx
      .update(syncRun)
      .set({ status: 'failed', finishedAt: now, message: SyncMessage.STALE })
      .where(and(eq(syncRun.organizationId, orgId), eq(syncRun.status, 'running'), lt(syncRun.startedAt, new Date(now.getTime() - STALE_MS))));
    const running = firstRow(await tx.execute(sql`select 1 as one from ${syncRun} where ${syncRun.organizationId} = ${orgId} and ${syncRun.status} = 'running' limit 1`));
    if (running) throw detailError(409, SyncMessage.running(driver.label));
    const [row] = await tx.insert(syncRun).values({ organizationId: orgId, system: driver.system, status: 'running', startedAt: now }).returning();
    return row!;
  });
}

interface Ctx {
  driver: DriverNames;
  orgId: number;
  actorUserId: number;
  settings: SyncSettingsBase;
  accounts: Map<string, number>;
}

/** The customer's account (found by the system's customer id, or created). */
async function customerAccount(tx: Db, ctx: Ctx, inv: ImportedInvoice): Promise<number> {
  const known = ctx.accounts.get(inv.customerId);
  if (known) return known;
  const where = and(eq(account.organizationId, ctx.orgId), eq(account.moduleKind, RECEIVABLES_KIND), eq(account.externalReference, inv.customerId));
  let [row] = await tx.select({ id: account.id }).from(account).where(where).limit(1);
  if (!row) {
    const s = ctx.settings;
    [row] = await tx
      .insert(account)
      .values({ organizationId: ctx.orgId, moduleKind: RECEIVABLES_KIND, name: inv.customerName, externalReference: inv.customerId, createdByUserId: s.createdByUserId, leadUserId: s.leadUserId, teamId: s.teamId })
      .onConflictDoNothing()
      .returning({ id: account.id });
    if (row) {
      await audit(tx, { orgId: ctx.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: row.id, actorUserId: ctx.actorUserId, action: 'workspace_imported', details: { system: ctx.driver.system, external_reference: inv.customerId } });
    } else {
      [row] = await tx.select({ id: account.id }).from(account).where(where).limit(1);
    }
  }
  ctx.accounts.set(inv.customerId, row!.id);
  return row!.id;
}

/** Lines compared field by field (jsonb does not keep the key order). */
const linesKey = (lines: readonly StoredInvoiceLine[]) =>
  JSON.stringify(lines.map((l) => [l.description, String(l.quantity), l.unit_price, l.tax_rate ?? '', l.discount ?? '', l.amount, l.tax ?? '']));
const sameMoney = (a: string | null, b: string) => a !== null && new Big(a).eq(b);
const title = (inv: ImportedInvoice) => `Invoice ${inv.number}`;

/** Stores one invoice: 'created', 'updated' (something differed) or 'unchanged'. */
/**
 * The invoice columns an imported record sets, on creation and on every later change alike. The
 * moments it became paid or void are kept from the first sync that saw them (`before`).
 */
function importedFields(ctx: Ctx, inv: ImportedInvoice, now: Date, before?: typeof invoice.$inferSelect) {
  const paid = inv.state === 'paid';
  const voided = inv.state === 'void';
  return {
    number: inv.number,
    state: inv.state,
    issueDate: inv.invoiceDate,
    currency: inv.currency,
    lines: inv.lines,
    subtotal: inv.subtotal,
    tax: inv.tax,
    total: inv.total,
    balance: inv.balance,
    paid,
    paidAt: paid ? (before?.paidAt ?? now) : null,
    voidedAt: voided ? (before?.voidedAt ?? now) : null,
    voidReason: voided ? (before?.voidReason ?? ctx.driver.voidReason) : null,
  };
}

async function upsertInvoice(tx: Db, ctx: Ctx, inv: ImportedInvoice, now: Date): Promise<'created' | 'updated' | 'unchanged'> {
  const accountId = await customerAccount(tx, ctx, inv);
  const reference = ctx.driver.referencePrefix + inv.id;
  const [existing] = await tx
    .select({ item, invoice })
    .from(invoice)
    .innerJoin(item, eq(item.id, invoice.itemId))
    .where(and(eq(invoice.externalReference, reference), eq(item.organizationId, ctx.orgId)))
    .limit(1);
  if (!existing) {
    const [row] = await tx
      .insert(item)
      .values({ organizationId: ctx.orgId, accountId, kind: ItemKind.INVOICE, status: inv.state, title: title(inv), dueDate: inv.dueDate, createdByUserId: ctx.actorUserId })
      .returning({ id: item.id });
    await tx.insert(invoice).values({
      itemId: row!.id,
      docType: 'invoice',
      paymentTermsDays: null,
      externalReference: reference,
      finalizedAt: now,
      ...importedFields(ctx, inv, now),
    });
    await audit(tx, { orgId: ctx.orgId, entityKind: AuditEntityKind.ITEM, entityId: row!.id, actorUserId: ctx.actorUserId, action: 'invoice_imported', details: { system: ctx.driver.system, number: inv.number, external_reference: reference } });
    return 'created';
  }
  const { item: it, invoice: row } = existing;
  const changed =
    it.accountId !== accountId ||
    it.status !== inv.state ||
    it.title !== title(inv) ||
    it.dueDate !== inv.dueDate ||
    row.number !== inv.number ||
    row.state !== inv.state ||
    row.issueDate !== inv.invoiceDate ||
    row.currency !== inv.currency ||
    linesKey(row.lines) !== linesKey(inv.lines) ||
    !sameMoney(row.subtotal, inv.subtotal) ||
    !sameMoney(row.tax, inv.tax) ||
    !sameMoney(row.total, inv.total) ||
    !sameMoney(row.balance, inv.balance);
  if (!changed) return 'unchanged';
  await tx.update(item).set({ accountId, status: inv.state, title: title(inv), dueDate: inv.dueDate, updatedAt: now }).where(eq(item.id, it.id));
  await tx.update(invoice).set(importedFields(ctx, inv, now, row)).where(eq(invoice.itemId, it.id));
  await audit(tx, { orgId: ctx.orgId, entityKind: AuditEntityKind.ITEM, entityId: it.id, actorUserId: ctx.actorUserId, action: 'invoice_synced', details: { system: ctx.driver.system, number: inv.number, external_reference: reference } });
  return 'updated';
}

async function defaultCurrency(db: Db, orgId: number): Promise<string> {
  const [row] = await db.select({ currency: receivablesSettings.defaultCurrency }).from(receivablesSettings).where(eq(receivablesSettings.organizationId, orgId)).limit(1);
  return row?.currency ?? RECEIVABLES_DEFAULTS.default_currency;
}

export interface SyncOptions {
  now?: () => Date;
  log?: (line: string) => void;
}

/**
 * Runs one sync for the organization and answers its finished row (status succeeded or
 * failed). Throws 409 before starting when the integration is disabled or incomplete, or a run
 * is already running.
 */
export async function runSync<S extends SyncSettingsBase>(driver: AccountingDriver<S>, db: Db, orgId: number, actorUserId: number, opts: SyncOptions = {}): Promise<SyncRunRow> {
  const now = opts.now ?? (() => new Date());
  const settings = await driver.settings(db, orgId);
  const run = await startRun(db, driver, orgId, now());
  const counts = { fetched: 0, created: 0, updated: 0, failed: 0 };
  let skipped = 0;
  const errors: { reference: string; reason: string }[] = [];
  const problem = (reference: string, reason: string) => {
    counts.failed += 1;
    if (errors.length < MAX_ERRORS) errors.push({ reference, reason });
  };
  let status: 'succeeded' | 'failed' = 'succeeded';
  let message: string;
  try {
    const currency = await defaultCurrency(db, orgId);
    const ctx: Ctx = { driver, orgId, actorUserId, settings, accounts: new Map() };
    const since = sinceDate(now(), settings.timezone, settings.fetchDays);
    for await (const page of driver.invoices(settings, since)) {
      for (const [index, raw] of page.records.entries()) {
        counts.fetched += 1;
        const checked = driver.check(raw, `page ${page.number} record ${index + 1}`, currency);
        if (!checked.ok) {
          if (checked.skip) skipped += 1;
          else problem(checked.reference, checked.reason);
          continue;
        }
        try {
          const outcome = await db.transaction((tx) => upsertInvoice(tx as unknown as Db, ctx, checked.invoice, now()));
          if (outcome !== 'unchanged') counts[outcome] += 1;
        } catch (err) {
          ctx.accounts.delete(checked.invoice.customerId);
          problem(checked.invoice.number, `could not be stored: ${(err as Error).message.slice(0, 300)}`);
        }
      }
      await db.update(syncRun).set(counts).where(eq(syncRun.id, run.id));
    }
    message =
      `Fetched ${counts.fetched} invoice${counts.fetched === 1 ? '' : 's'} dated from ${since}: ${counts.created} created, ${counts.updated} updated, ` +
      `${counts.failed} failed${skipped ? `, ${skipped} draft${skipped === 1 ? '' : 's'} skipped` : ''}.`;
  } catch (err) {
    status = 'failed';
    if (err instanceof AccountingSystemError) message = err.message;
    else {
      message = `The sync stopped on an unexpected error: ${(err as Error).message.slice(0, 300)}`;
      opts.log?.(`[${driver.system}] organization ${orgId}: ${(err as Error).stack ?? String(err)}`);
    }
  }
  const [done] = await db
    .update(syncRun)
    .set({ ...counts, status, errors, message, finishedAt: now() })
    .where(eq(syncRun.id, run.id))
    .returning();
  return toSyncRunRow(done!);
}
