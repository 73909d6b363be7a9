/**
 * Organization config properties and the spec-5 reading of their values; and the in-memory
 * cache the per-request reads go through (portal gates, allowed modules, CORS origins).
 *
 * Caching: each database (the drizzle instance an app was built on) has one cache of every
 * organization's non-secret properties. A write through setConfig drops the organization's
 * entry at once in this process and sends a NOTIFY in the same transaction; every process
 * (this one too, after the commit) drops it when the notification arrives. The cache is used
 * only while its listener is connected, and an entry lives at most TTL_MS, in case a
 * notification is lost with its connection. Secrets are not cached: they are read rarely (a
 * payment, a Business Central call), and their clear text then never sits in a long-lived map.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { SECRET_CONFIG_PROPERTIES, ConfigProperty, type ConfigPropertyName } from '@si/contract';
import { configProperty } from '../db/schema.ts';
import { listen, notify, type Listener } from '../db/notifications.ts';
import { openSecret, sealSecret } from './secrets.ts';

/** The names whose values are stored sealed (secrets.ts). */
export const isSecretName = (name: string) => SECRET_CONFIG_PROPERTIES.includes(name as ConfigPropertyName);

/** Spec 5: true/t/yes/1 and false/f/no/0 (any case); empty is false; anything else parsed as JSON. */
export function readConfigValue(raw: string | null | undefined): unknown {
  const value = (raw ?? '').trim();
  if (value === '') return false;
  const lower = value.toLowerCase();
  if (['true', 't', 'yes', '1'].includes(lower)) return true;
  if (['false', 'f', 'no', '0'].includes(lower)) return false;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The stored value, read from the database itself (inside a transaction: as that transaction sees it). */
export async function getConfig(db: Db, orgId: number, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: configProperty.value })
    .from(configProperty)
    .where(and(eq(configProperty.organizationId, orgId), eq(configProperty.name, name)))
    .limit(1);
  return row && isSecretName(name) ? openSecret(row.value) : row?.value;
}

/**
 * Stores a value. Given a transaction, the other processes learn of it on commit; this process
 * too, but a write path that answers right after its commit calls configChanged first.
 */
export async function setConfig(db: Db, orgId: number, name: string, plain: string): Promise<void> {
  const value = isSecretName(name) ? sealSecret(plain) : plain;
  await db
    .insert(configProperty)
    .values({ organizationId: orgId, name, value })
    .onConflictDoUpdate({ target: [configProperty.organizationId, configProperty.name], set: { value } });
  await notify(db, CHANNEL, String(orgId));
  configChanged(db, orgId);
}

// ---- the cache ---------------------------------------------------------------------------

const CHANNEL = 'si_config';
const TTL_MS = 10_000;

interface Cached<T> {
  value: Promise<T>;
  expires: number;
}

interface ConfigCache {
  listener?: Listener;
  orgs: Map<number, Cached<ReadonlyMap<string, string>>>;
  /** Every organization's portal_allowed_origins, for CORS before the token's organization is known. */
  origins?: Cached<ReadonlyMap<number, string>>;
}

const caches = new WeakMap<Db, ConfigCache>();
const orgQuery = preparedQuery('config_of_organization', (db, name) =>
  db
    .select({ name: configProperty.name, value: configProperty.value })
    .from(configProperty)
    .where(eq(configProperty.organizationId, sql.placeholder('orgId')))
    .prepare(name),
);

function drop(cache: ConfigCache, orgId: number | undefined) {
  if (orgId === undefined) cache.orgs.clear();
  else cache.orgs.delete(orgId);
  cache.origins = undefined;
}

/**
 * Starts caching config for `db` (createDeps does, once per app); reads bypass the cache until
 * its listener is connected. A database whose driver cannot listen is never cached.
 */
export function watchConfig(db: Db): void {
  if (caches.has(db)) return;
  const cache: ConfigCache = { orgs: new Map() };
  caches.set(db, cache);
  void listen(db, CHANNEL, {
    message: (payload) => drop(cache, /^\d+$/.test(payload) ? Number(payload) : undefined),
    reset: () => drop(cache, undefined),
  })
    .then((listener) => (cache.listener = listener))
    .catch(() => {});
}

/** Drops this process's cached config of an organization; for write paths, after their commit. */
export function configChanged(db: Db, orgId: number): void {
  const cache = caches.get(db);
  if (cache) drop(cache, orgId);
}

/** Whether per-request reads on `db` come from the cache now (its listener is connected). */
export const configCacheIsLive = (db: Db): boolean => Boolean(caches.get(db)?.listener?.live);

/** The live cache of `db`, or undefined when reads must go to the database. */
function liveCache(db: Db): ConfigCache | undefined {
  const cache = caches.get(db);
  return cache?.listener?.live ? cache : undefined;
}

function remember<T>(get: () => Cached<T> | undefined, set: (entry: Cached<T> | undefined) => void, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = get();
  if (hit && hit.expires > now) return hit.value;
  const entry: Cached<T> = { value: load(), expires: now + TTL_MS };
  set(entry);
  // A failed read is not remembered; an invalidation meanwhile has already replaced the entry.
  entry.value.catch(() => {
    if (get() === entry) set(undefined);
  });
  return entry.value;
}

/** The organization's value of `name` for a per-request read: from the cache while it is live. */
export async function cachedConfig(db: Db, orgId: number, name: string): Promise<string | undefined> {
  const cache = liveCache(db);
  if (!cache || isSecretName(name)) return getConfig(db, orgId, name);
  const values = await remember(
    () => cache.orgs.get(orgId),
    (entry) => (entry ? cache.orgs.set(orgId, entry) : cache.orgs.delete(orgId)),
    async () => new Map((await orgQuery(db).execute({ orgId })).filter((row) => !isSecretName(row.name)).map((row) => [row.name, row.value])),
  );
  return values.get(name);
}

/** Every organization's raw portal_allowed_origins value, by organization id. */
export function allowedOriginsByOrganization(db: Db): Promise<ReadonlyMap<number, string>> {
  const read = async () => {
    const rows = await db
      .select({ orgId: configProperty.organizationId, value: configProperty.value })
      .from(configProperty)
      .where(eq(configProperty.name, ConfigProperty.PORTAL_ALLOWED_ORIGINS));
    return new Map(rows.map((r) => [r.orgId, r.value]));
  };
  const cache = liveCache(db);
  if (!cache) return read();
  return remember(
    () => cache.origins,
    (entry) => (cache.origins = entry),
    read,
  );
}
