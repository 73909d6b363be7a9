/** Spec 7.3: reading and writing one organization config property by name; the allowed modules. */
import { Hono } from 'hono';
import { AuditEntityKind, ConfigProperty, SECRET_MASK, type ConfigPropertyName } from '@si/contract';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { requireRole, staffAuth, staffOf, type StaffEnv } from '../../platform/http/roles.ts';
import { assertInputRules, readJson } from '../../platform/http/validate.ts';
import { audit } from '../../platform/audit.ts';
import { configChanged, getConfig, setConfig } from '../../platform/config.ts';
import { listBankAccounts, saveBankAccounts } from './bank-accounts.ts';
import { asText, checkConfigValue, isConfigPropertyName, isMaskEcho, isSecret, maskSecret } from './config-rules.ts';

/** The stored value as it may leave the server: secrets masked, unset as null. */
function shownValue(name: ConfigPropertyName, stored: string | undefined): string | null {
  if (stored === undefined) return null;
  return isSecret(name) ? maskSecret(stored) : stored;
}

function nameOf(raw: unknown, field = 'config_property_name'): ConfigPropertyName {
  if (raw === undefined || raw === null || raw === '') throw badRequest({ [field]: ['Field is required'] });
  if (typeof raw !== 'string') throw badRequest({ [field]: ['Must be a string'] });
  if (!isConfigPropertyName(raw)) throw badRequest({ [field]: [`Unknown config property name "${raw}".`] });
  return raw;
}

type ConfigWrite = { name: ConfigPropertyName; input: unknown; field: string };

/**
 * Checks and stores several properties as one change, and audits it: every value is checked
 * before anything is written. Secrets echoed back masked keep their stored value. Returns the
 * names that actually changed.
 */
export async function writeConfig(db: Db, orgId: number, actorUserId: number, writes: ConfigWrite[], action: string): Promise<ConfigPropertyName[]> {
  const errors: Record<string, string[]> = {};
  const pending: { name: ConfigPropertyName; before: string | undefined; value: string }[] = [];
  for (const { name, input, field } of writes) {
    const before = await getConfig(db, orgId, name);
    const text = asText(input);
    if (isSecret(name) && text?.startsWith(SECRET_MASK)) {
      if (isMaskEcho(text, before)) continue;
      errors[field] = ['Send the new secret in full; a masked value cannot be stored.'];
      continue;
    }
    const checked = await checkConfigValue(db, orgId, name, input);
    if (!checked.ok) errors[field] = checked.messages;
    else if (checked.value !== (before ?? '')) pending.push({ name, before, value: checked.value });
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  if (!pending.length) return [];
  await db.transaction(async (tx) => {
    for (const p of pending) await setConfig(tx as Db, orgId, p.name, p.value);
    // The organization is not an audit entity kind of spec 3: the change is filed under the user who made it.
    await audit(tx as Db, {
      orgId,
      entityKind: AuditEntityKind.USER,
      entityId: actorUserId,
      action,
      actorUserId,
      details: {
        changes: pending.map((p) => ({ name: p.name, before: shownValue(p.name, p.before), after: shownValue(p.name, p.value) })),
      },
    });
  });
  // The transaction's NOTIFY reaches the other processes; this one answers next, so it forgets now.
  configChanged(db, orgId);
  return pending.map((p) => p.name);
}

/** The bank account details are rows of their own (pay instructions); the property reads them as JSON. */
async function readValue(db: Db, orgId: number, name: ConfigPropertyName): Promise<string | null> {
  if (name === ConfigProperty.BANK_ACCOUNT_DETAILS) return JSON.stringify(await listBankAccounts(db, orgId));
  return shownValue(name, await getConfig(db, orgId, name));
}

function parsedBankAccounts(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  let parsed: unknown;
  try {
    parsed = JSON.parse(input);
  } catch {
    throw badRequest({ config_property_value: ['Must be a JSON object or a JSON array of bank accounts.'] });
  }
  // JSON inside JSON: its text passes the input rules like the body's own.
  assertInputRules(parsed, 'config_property_value');
  return parsed;
}

export function configPropertyRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  app.use('/api/organizations/config_property', staffAuth(deps));
  app.use('/api/organizations/modules_allowed', staffAuth(deps));

  app.get('/api/organizations/config_property', async (c) => {
    const { orgId } = staffOf(c);
    const name = nameOf(c.req.query('config_property_name'));
    return c.json({ config_property_value: await readValue(db, orgId, name) });
  });

  app.post('/api/organizations/config_property', async (c) => {
    const { orgId, user } = requireRole(c, ['OA']);
    const payload = await readJson(c);
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw badRequest({ non_field_errors: ['Expected a JSON object.'] });
    const { config_property_name: rawName, config_property_value: input, ...rest } = payload as Record<string, unknown>;
    const unknownFields = Object.keys(rest);
    if (unknownFields.length) throw badRequest(Object.fromEntries(unknownFields.map((k) => [k, ['Unknown field.']])));
    const name = nameOf(rawName);
    if (input === undefined) throw badRequest({ config_property_value: ['Field is required'] });
    if (name === ConfigProperty.BANK_ACCOUNT_DETAILS) {
      await saveBankAccounts(db, orgId, user.id, parsedBankAccounts(input), 'config_property_value');
    } else {
      await writeConfig(db, orgId, user.id, [{ name, input, field: 'config_property_value' }], 'config_property_updated');
    }
    return c.json({ config_property_name: name, config_property_value: await readValue(db, orgId, name) });
  });

  app.get('/api/organizations/modules_allowed', async (c) => {
    return c.json({ modules: await staffOf(c).allowedModules() });
  });

  return app;
}
