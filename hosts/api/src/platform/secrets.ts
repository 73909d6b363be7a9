/**
 * Secret config properties (the payment provider's API key, the accounting system's client
 * secret) are stored sealed with AES-256-GCM, so a database dump or backup does not hand them
 * out. The key is derived (HKDF-SHA256) from the server's secrets key, which is kept outside the
 * database and apart from the JWT secret (SECRETS_KEY, or data/secrets-key): rotating the JWT
 * secret ends every session but leaves the sealed values readable.
 *
 * Formats: `enc:v2:` is sealed with the secrets key. `enc:v1:` was sealed, before the secrets
 * key existed, with a key derived from the JWT secret; it still opens while that JWT secret is
 * in use, and resealLegacySecrets (run at start) rewrites such rows as `enc:v2:`. Every value
 * written is sealed as `enc:v2:` (as `enc:v1:` only when no secrets key is configured). A value
 * stored before sealing existed reads as it is and is sealed on its next write.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { SECRET_CONFIG_PROPERTIES } from '@si/contract';
import type { Db } from '../db/client.ts';
import { configProperty } from '../db/schema.ts';

const PREFIX = 'enc:v2:';
const LEGACY_PREFIX = 'enc:v1:';
let key: Buffer | undefined;
let legacyKey: Buffer | undefined;

/**
 * Called by createApp (and main, before the seed) with the secrets key, and the JWT secret for
 * values sealed before the secrets key existed. Without a secrets key (an embedder that sets
 * none) new values are sealed the old way, `enc:v1:` under the JWT-derived key.
 */
export function configureSecretKey(keys: { secretsKey?: string; jwtSecret: string }): void {
  legacyKey = Buffer.from(hkdfSync('sha256', keys.jwtSecret, 'si-config-secrets', 'config property secrets v1', 32));
  key = keys.secretsKey ? Buffer.from(hkdfSync('sha256', keys.secretsKey, 'si-config-secrets', 'config property secrets v2', 32)) : undefined;
}

const isSealed = (stored: string) => stored.startsWith(PREFIX) || stored.startsWith(LEGACY_PREFIX);

export function sealSecret(plain: string): string {
  const [prefix, sealWith] = key ? [PREFIX, key] : [LEGACY_PREFIX, legacyKey];
  if (!sealWith || plain === '') return plain;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealWith, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${prefix}${iv.toString('base64url')}.${body.toString('base64url')}`;
}

function open(sealed: string, withKey: Buffer | undefined): string {
  if (!withKey) throw new Error('no key configured');
  const [iv, body] = sealed.split('.');
  const bytes = Buffer.from(body ?? '', 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', withKey, Buffer.from(iv ?? '', 'base64url'));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
}

/**
 * The plain value of a stored one. A value sealed under another key (the secrets key, or for
 * `enc:v1:` the JWT secret, was changed) cannot be read: it counts as unset, and the
 * administrator enters it again.
 */
export function openSecret(stored: string, log: (line: string) => void = console.warn): string {
  if (!isSealed(stored)) return stored;
  try {
    if (stored.startsWith(PREFIX)) return open(stored.slice(PREFIX.length), key);
    return open(stored.slice(LEGACY_PREFIX.length), legacyKey);
  } catch (error) {
    log(`[config] a sealed secret could not be opened (${(error as Error).message}); treated as unset`);
    return '';
  }
}

/**
 * Rewrites every secret property's `enc:v1:` row (sealed with the JWT-derived key) as `enc:v2:` under the secrets
 * key, so that a later JWT secret rotation cannot make it unreadable. A row that does not open
 * is left as it is. Answers how many rows were resealed. Secrets are not cached (config.ts), so
 * no cache needs telling.
 */
export async function resealLegacySecrets(db: Db, log: (line: string) => void = console.warn): Promise<number> {
  if (!key || !legacyKey) return 0;
  const rows = await db
    .select({ id: configProperty.id, value: configProperty.value })
    .from(configProperty)
    .where(and(inArray(configProperty.name, [...SECRET_CONFIG_PROPERTIES]), like(configProperty.value, `${LEGACY_PREFIX}%`)));
  let resealed = 0;
  for (const row of rows) {
    let plain: string;
    try {
      plain = open(row.value.slice(LEGACY_PREFIX.length), legacyKey);
    } catch (error) {
      log(`[config] config property ${row.id} is sealed under another JWT secret and cannot be resealed (${(error as Error).message})`);
      continue;
    }
    // Only if the row still holds what was read: a concurrent write wins.
    const done = await db
      .update(configProperty)
      .set({ value: sealSecret(plain) })
      .where(and(eq(configProperty.id, row.id), eq(configProperty.value, row.value)))
      .returning({ id: configProperty.id });
    resealed += done.length;
  }
  return resealed;
}
