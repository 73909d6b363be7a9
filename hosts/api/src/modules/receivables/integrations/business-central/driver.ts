/**
 * Business Central as an accounting-system driver (../driver.ts): its settings from the
 * organization's configuration (secrets opened), its sales invoices through the API client
 * (./client.ts), and each record read by ./records.ts.
 */
import { and, eq, sql } from 'drizzle-orm';
import { BUSINESS_CENTRAL_FIELDS, type BusinessCentralField } from '@si/contract';
import type { Db } from '../../../../db/client.ts';
import { configProperty, team, user } from '../../../../db/schema.ts';
import { detailError } from '../../../../platform/http/errors.ts';
import { isSecretName, readConfigValue } from '../../../../platform/config.ts';
import { openSecret } from '../../../../platform/secrets.ts';
import type { AccountingDriver, SyncSettingsBase } from '../driver.ts';
import { runSync, SyncMessage as RunMessage, type SyncOptions } from '../sync.ts';
import { BusinessCentralClient, DEFAULT_RETRY, type BusinessCentralSettings, type RetryPolicy } from './client.ts';
import { checkRecord } from './records.ts';

export const SYSTEM = 'business_central';
export const REFERENCE_PREFIX = 'bc:';
const LABEL = 'Business Central';
/** The advisory lock's class (with the organization id as the second key): "BC" in ASCII. */
const LOCK_CLASS = 0x4243;
const DEFAULT_FETCH_DAYS = 30;
const DEFAULT_SCOPE = 'https://api.businesscentral.dynamics.com/.default';

export const SyncMessage = {
  DISABLED: 'The Business Central integration is disabled. Enable it in the Business Central settings before syncing.',
  RUNNING: RunMessage.running(LABEL),
  STALE: RunMessage.STALE,
} as const;

type Config = Record<BusinessCentralField, string>;

export interface SyncSettings extends BusinessCentralSettings, SyncSettingsBase {}

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

/** The driver; `retry` lets a test shorten the client's waits (the server uses the defaults). */
export function businessCentral(retry: Partial<RetryPolicy> = {}): AccountingDriver<SyncSettings> {
  return {
    system: SYSTEM,
    label: LABEL,
    referencePrefix: REFERENCE_PREFIX,
    lockClass: LOCK_CLASS,
    voidReason: 'Canceled in Business Central.',
    settings: syncSettings,
    invoices: (settings, since) => new BusinessCentralClient(settings, { ...DEFAULT_RETRY, ...retry }).salesInvoices(since),
    check: checkRecord,
  };
}

export type BusinessCentralSyncOptions = SyncOptions & { retry?: Partial<RetryPolicy> };

/** One Business Central sync of the organization (see ../sync.ts runSync). */
export const syncBusinessCentral = (db: Db, orgId: number, actorUserId: number, opts: BusinessCentralSyncOptions = {}) =>
  runSync(businessCentral(opts.retry), db, orgId, actorUserId, opts);
