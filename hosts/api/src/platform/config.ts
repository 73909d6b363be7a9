/** Organization config properties and the spec-5 reading of their values. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { SECRET_CONFIG_PROPERTIES, type ConfigPropertyName } from '@si/contract';
import { configProperty } from '../db/schema.ts';
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

export async function getConfig(db: Db, orgId: number, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: configProperty.value })
    .from(configProperty)
    .where(and(eq(configProperty.organizationId, orgId), eq(configProperty.name, name)))
    .limit(1);
  return row && isSecretName(name) ? openSecret(row.value) : row?.value;
}

export async function setConfig(db: Db, orgId: number, name: string, plain: string): Promise<void> {
  const value = isSecretName(name) ? sealSecret(plain) : plain;
  await db
    .insert(configProperty)
    .values({ organizationId: orgId, name, value })
    .onConflictDoUpdate({ target: [configProperty.organizationId, configProperty.name], set: { value } });
}
