/**
 * The Business Central sync: imports the organization's sales invoices of the last N days
 * (the configured fetch days, counted in the configured time zone) into receivables, upserted by
 * reference, and records the run in sync_run.
 *
 * - A customer is an account of the secure invoice module (kind 4) whose external_reference is
 *   the BC customerId; a new one is created by the configured user, with the configured lead
 *   and team (each only while it still belongs to the organization).
 * - An invoice is an item (kind INVOICE) with an invoice row whose external_reference is
 *   'bc:' + the BC invoice id. Drafts are skipped, Canceled is void, otherwise the state follows
 *   remainingAmount (paid, partially_paid, open), and the balance is remainingAmount. A second run
 *   changes nothing: `updated` counts only invoices that differed.
 * - One run per organization at a time: the run's row is inserted as `running` under a
 *   transaction-scoped advisory lock on the organization, after checking no other run is
 *   running; a second request meanwhile is a 409. A `running` row older than STALE_MS (a
 *   process that stopped mid-run) no longer blocks and is closed as failed.
 * - A record that cannot be read or stored is counted as failed with its reason; a failure of
 *   the connection, the token or a page stops the run as failed with the reason as its message.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { AuditEntityKind, BUSINESS_CENTRAL_FIELDS, ItemKind, RECEIVABLES_DEFAULTS, type BusinessCentralField, type SyncRunRow } from '@si/contract';
import { addDays, Big } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { account, configProperty, item, team, user } from '../../../db/schema.ts';
import { detailError } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit.ts';
import { isSecretName, readConfigValue } from '../../../platform/config.ts';
import { openSecret } from '../../../platform/secrets.ts';
import { invoice, receivablesSettings, syncRun, type StoredInvoiceLine } from '../schema.ts';
import { BusinessCentralClient, BusinessCentralError, DEFAULT_RETRY, type BusinessCentralSettings, type RetryPolicy } from './client.ts';
import { checkRecord, type BcInvoice } from './records.ts';
import { RECEIVABLES_KIND } from '../module.ts';

export const SYSTEM = 'business_central';
export const REFERENCE_PREFIX = 'bc:';
/** A run still `running` after this long was cut off (the process stopped); it no longer blocks. */
export const STALE_MS = 30 * 60_000;
/** The advisory lock's class (with the organization id as the second key): "BC" in ASCII. */
const LOCK_CLASS = 0x4243;
const DEFAULT_FETCH_DAYS = 30;
const DEFAULT_SCOPE = 'https://api.businesscentral.dynamics.com/.default';
const MAX_ERRORS = 200;

export const SyncMessage = {
  DISABLED: 'The Business Central integration is disabled. Enable it in the Business Central settings before syncing.',
  RUNNING: 'A Business Central sync is already running for this organization. Wait for it to finish.',
  STALE: 'The run stopped before it finished (the server was restarted or stopped).',
} as const;

type Config = Record<BusinessCentralField, string>;

export interface SyncSettings extends BusinessCentralSettings {
  fetchDays: number;
  timezone: string;
  createdByUserId: number | null;
  leadUserId: number | null;
  teamId: number | null;
}

const REQUIRED: [BusinessCentralField, string][] = [
  ['base_uri', 'base URI'],
  ['tenant_id', 'tenant id'],
  ['environment', 'environment'],
  ['company_id', 'company id'],
  ['client_id', 'client id'],
  ['client_secret', 'client secret'],
  ['token_url', 'token URL'],
];

async function readConfig(db: Db, orgId: number): Promise<Config> {
  const names = Object.values(BUSINESS_CENTRAL_FIELDS) as string[];
  const rows = await db
    .select({ name: configProperty.name, value: configProperty.value })
    .from(configProperty)
    .where(and(eq(configProperty.organizationId, orgId), sql`${configProperty.name} in ${names}`));
  const stored = new Map(rows.map((r) => [r.name, isSecretName(r.name) ? openSecret(r.value) : r.value]));
  return Object.fromEntries(Object.entries(BUSINESS_CENTRAL_FIELDS).map(([field, name]) => [field, (stored.get(name) ?? '').trim()])) as Config;
}

/** An id of a row of the organization, or null (unset, not a number, or no longer in the organization). */
async function ownId(db: Db, orgId: number, raw: string, table: typeof user | typeof team): Promise<number | null> {
  const id = Number(raw);
  if (!raw || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db.select({ id: table.id }).from(table).where(and(eq(table.id, id), eq(table.organizationId, orgId))).limit(1);
  return row ? row.id : null;
}

/** The decrypted settings of a sync, or a 409 naming what is off or missing. */
export async function syncSettings(db: Db, orgId: number): Promise<SyncSettings> {
  const c = await readConfig(db, orgId);
  if (readConfigValue(c.enabled) !== true) throw detailError(409, SyncMessage.DISABLED);
  const missing = REQUIRED.filter(([field]) => c[field] === '').map(([, label]) => label);
  if (missing.length) throw detailError(409, `The Business Central settings are incomplete: fill in the ${missing.join(', ')} before syncing.`);
  const days = Number(c.sales_invoices_fetch_days);
  const timezone = c.timezone || 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
  } catch {
    throw detailError(409, `The Business Central time zone "${timezone}" is unknown; use an IANA name such as Europe/Paris.`);
  }
  return {
    baseUri: c.base_uri,
    tenantId: c.tenant_id,
    environment: c.environment,
    companyId: c.company_id,
    clientId: c.client_id,
    clientSecret: c.client_secret,
    tokenUrl: c.token_url,
    scope: c.scope || (c.resources_url ? `${c.resources_url.replace(/\/+$/, '')}/.default` : DEFAULT_SCOPE),
    fetchDays: Number.isSafeInteger(days) && days >= 1 ? Math.min(days, 3650) : DEFAULT_FETCH_DAYS,
    timezone,
    createdByUserId: await ownId(db, orgId, c.account_created_by_user_id, user),
    leadUserId: await ownId(db, orgId, c.account_management_lead_id, user),
    teamId: await ownId(db, orgId, c.account_management_team_id, team),
  };
}

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
async function startRun(db: Db, orgId: number, now: Date): Promise<RunRow> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int, ${orgId}::int)`);
    await tx
      .update(syncRun)
      .set({ status: 'failed', finishedAt: now, message: SyncMessage.STALE })
      .where(and(eq(syncRun.organizationId, orgId), eq(syncRun.status, 'running'), lt(syncRun.startedAt, new Date(now.getTime() - STALE_MS))));
    const running = firstRow(await tx.execute(sql`select 1 as one from ${syncRun} where ${syncRun.organizationId} = ${orgId} and ${syncRun.status} = 'running' limit 1`));
    if (running) throw detailError(409, SyncMessage.RUNNING);
    const [row] = await tx.insert(syncRun).values({ organizationId: orgId, system: SYSTEM, status: 'running', startedAt: now }).returning();
    return row!;
  });
}

interface Ctx {
  orgId: number;
  actorUserId: number;
  settings: SyncSettings;
  accounts: Map<string, number>;
}

/** The customer's account (found by the BC customerId, or created). */
async function customerAccount(tx: Db, ctx: Ctx, inv: BcInvoice): Promise<number> {
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
      await audit(tx, { orgId: ctx.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: row.id, actorUserId: ctx.actorUserId, action: 'workspace_imported', details: { system: SYSTEM, external_reference: inv.customerId } });
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
const title = (inv: BcInvoice) => `Invoice ${inv.number}`;

/** Stores one invoice: 'created', 'updated' (something differed) or 'unchanged'. */
async function upsertInvoice(tx: Db, ctx: Ctx, inv: BcInvoice, now: Date): Promise<'created' | 'updated' | 'unchanged'> {
  const accountId = await customerAccount(tx, ctx, inv);
  const reference = REFERENCE_PREFIX + inv.id;
  const [existing] = await tx
    .select({ item, invoice })
    .from(invoice)
    .innerJoin(item, eq(item.id, invoice.itemId))
    .where(and(eq(invoice.externalReference, reference), eq(item.organizationId, ctx.orgId)))
    .limit(1);
  const paid = inv.state === 'paid';
  const voided = inv.state === 'void';
  if (!existing) {
    const [row] = await tx
      .insert(item)
      .values({ organizationId: ctx.orgId, accountId, kind: ItemKind.INVOICE, status: inv.state, title: title(inv), dueDate: inv.dueDate, createdByUserId: ctx.actorUserId })
      .returning({ id: item.id });
    await tx.insert(invoice).values({
      itemId: row!.id,
      number: inv.number,
      docType: 'invoice',
      state: inv.state,
      issueDate: inv.invoiceDate,
      currency: inv.currency,
      paymentTermsDays: null,
      lines: inv.lines,
      subtotal: inv.subtotal,
      tax: inv.tax,
      total: inv.total,
      balance: inv.balance,
      paid,
      paidAt: paid ? now : null,
      externalReference: reference,
      finalizedAt: now,
      voidedAt: voided ? now : null,
      voidReason: voided ? 'Canceled in Business Central.' : null,
    });
    await audit(tx, { orgId: ctx.orgId, entityKind: AuditEntityKind.ITEM, entityId: row!.id, actorUserId: ctx.actorUserId, action: 'invoice_imported', details: { system: SYSTEM, number: inv.number, external_reference: reference } });
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
  await tx
    .update(invoice)
    .set({
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
      paidAt: paid ? (row.paidAt ?? now) : null,
      voidedAt: voided ? (row.voidedAt ?? now) : null,
      voidReason: voided ? (row.voidReason ?? 'Canceled in Business Central.') : null,
    })
    .where(eq(invoice.itemId, it.id));
  await audit(tx, { orgId: ctx.orgId, entityKind: AuditEntityKind.ITEM, entityId: it.id, actorUserId: ctx.actorUserId, action: 'invoice_synced', details: { system: SYSTEM, number: inv.number, external_reference: reference } });
  return 'updated';
}

async function defaultCurrency(db: Db, orgId: number): Promise<string> {
  const [row] = await db.select({ currency: receivablesSettings.defaultCurrency }).from(receivablesSettings).where(eq(receivablesSettings.organizationId, orgId)).limit(1);
  return row?.currency ?? RECEIVABLES_DEFAULTS.default_currency;
}

export interface SyncOptions {
  retry?: Partial<RetryPolicy>;
  now?: () => Date;
  log?: (line: string) => void;
}

/**
 * Runs one sync for the organization and answers its finished row (status succeeded or
 * failed). Throws 409 before starting when the integration is disabled or incomplete, or a run
 * is already running.
 */
export async function runSync(db: Db, orgId: number, actorUserId: number, opts: SyncOptions = {}): Promise<SyncRunRow> {
  const now = opts.now ?? (() => new Date());
  const settings = await syncSettings(db, orgId);
  const run = await startRun(db, orgId, now());
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
    const client = new BusinessCentralClient(settings, { ...DEFAULT_RETRY, ...opts.retry });
    const currency = await defaultCurrency(db, orgId);
    const ctx: Ctx = { orgId, actorUserId, settings, accounts: new Map() };
    const since = sinceDate(now(), settings.timezone, settings.fetchDays);
    for await (const page of client.salesInvoices(since)) {
      for (const [index, raw] of page.records.entries()) {
        counts.fetched += 1;
        const checked = checkRecord(raw, `page ${page.number} record ${index + 1}`, currency);
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
    if (err instanceof BusinessCentralError) message = err.message;
    else {
      message = `The sync stopped on an unexpected error: ${(err as Error).message.slice(0, 300)}`;
      opts.log?.(`[business-central] organization ${orgId}: ${(err as Error).stack ?? String(err)}`);
    }
  }
  const [done] = await db
    .update(syncRun)
    .set({ ...counts, status, errors, message, finishedAt: now() })
    .where(eq(syncRun.id, run.id))
    .returning();
  return toSyncRunRow(done!);
}
