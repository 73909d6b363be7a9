/**
 * Custom field values on an account: GET /api/accounts/{id}/custom_field_values lists every field
 * of the account's module with its value (null when unset); PUT sets the fields it names
 * (`{values: {"<field id>": value}}`, null or '' clears) after checking each against its type.
 * Values are account data, so every role that edits accounts writes them (VO reads only).
 */
import { Hono, type Context } from 'hono';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { AuditEntityKind, CustomFieldValuesWrite, FieldMessage, isoDay, type CustomFieldValueRow } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { account, customField, customFieldValue } from '../../../db/schema.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { checkRefs } from '../../../platform/http/refs.ts';
import { requireRole, staffAuth, staffOf, WRITE_ROLES, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, pathId } from '../../../platform/http/validate.ts';
import { audit } from '../../../platform/audit.ts';
import { serializeField } from './serialize.ts';

type Field = typeof customField.$inferSelect;

/** Checks `raw` against the field; the canonical stored text, null to clear, or an error message. */
function canonicalValue(field: Field, raw: string | number | null): { value: string | null } | { error: string } {
  if (raw === null || raw === '') return field.required ? { error: FieldMessage.REQUIRED } : { value: null };
  switch (field.fieldType) {
    case 'number': {
      const n = typeof raw === 'number' ? raw : /^\s*-?\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : NaN;
      return Number.isFinite(n) ? { value: String(n) } : { error: 'Enter a number.' };
    }
    case 'date': {
      // A real day (not 2025-02-30) within the API's date range.
      const day = isoDay().safeParse(String(raw));
      return day.success ? { value: day.data } : { error: day.error.issues[0]!.message };
    }
    case 'select':
      return typeof raw === 'string' && field.options.includes(raw) ? { value: raw } : { error: `Choose one of: ${field.options.join(', ')}.` };
    default:
      if (typeof raw !== 'string') return { error: 'Must be a string' };
      return raw.length > 1000 ? { error: 'Ensure this field has no more than 1000 characters.' } : { value: raw.trim() };
  }
}

/** Checks values by field id against the module's fields; errors go under `<prefix>.<id>`. */
export async function checkCustomFieldValues(db: Db, orgId: number, moduleKind: number, values: Record<string, string | number | null>, prefix: string) {
  const errors = await checkRefs(db, orgId, Object.fromEntries(Object.keys(values).map((key) => [`${prefix}.${key}`, { kind: 'custom_field' as const, id: Number(key) }])));
  const ids = Object.keys(values).filter((key) => !errors[`${prefix}.${key}`]).map(Number);
  const fields = ids.length
    ? await db.select().from(customField).where(and(eq(customField.organizationId, orgId), eq(customField.moduleKind, moduleKind), inArray(customField.id, ids)))
    : [];
  const byId = new Map(fields.map((f) => [f.id, f]));
  const changes: { field: Field; value: string | null }[] = [];
  for (const [key, raw] of Object.entries(values)) {
    const field = byId.get(Number(key));
    if (errors[`${prefix}.${key}`]) continue;
    // The organization's field, but of another module than the account's.
    if (!field) {
      errors[`${prefix}.${key}`] = ['No such custom field for this account.'];
      continue;
    }
    const result = canonicalValue(field, raw);
    if ('error' in result) errors[`${prefix}.${key}`] = [result.error];
    else changes.push({ field, value: result.value });
  }
  return { errors, changes };
}

/** Writes checked values on an account (null clears), inside the caller's transaction. */
export async function saveCustomFieldValues(tx: Db, orgId: number, accountId: number, changes: { field: Field; value: string | null }[]) {
  for (const { field, value } of changes) {
    const where = and(eq(customFieldValue.accountId, accountId), eq(customFieldValue.fieldId, field.id));
    if (value === null) await tx.delete(customFieldValue).where(where);
    else
      await tx
        .insert(customFieldValue)
        .values({ organizationId: orgId, accountId, fieldId: field.id, value })
        .onConflictDoUpdate({ target: [customFieldValue.accountId, customFieldValue.fieldId], set: { value, updatedAt: new Date() } });
  }
}

async function accountOf(db: Db, orgId: number, id: number) {
  const [row] = await db.select({ id: account.id, moduleKind: account.moduleKind }).from(account).where(and(eq(account.id, id), eq(account.organizationId, orgId)));
  if (!row) throw notFound();
  return row;
}

async function valuesOf(db: Db, orgId: number, acc: { id: number; moduleKind: number }): Promise<CustomFieldValueRow[]> {
  const fields = await db
    .select()
    .from(customField)
    .where(and(eq(customField.organizationId, orgId), eq(customField.moduleKind, acc.moduleKind)))
    .orderBy(asc(customField.position), asc(customField.name), asc(customField.id));
  const stored = fields.length
    ? await db.select().from(customFieldValue).where(and(eq(customFieldValue.accountId, acc.id), inArray(customFieldValue.fieldId, fields.map((f) => f.id))))
    : [];
  const byField = new Map(stored.map((v) => [v.fieldId, v.value]));
  return fields.map((f) => {
    const value = byField.get(f.id) ?? null;
    return { ...serializeField(f), field_id: f.id, value: value !== null && f.fieldType === 'number' ? Number(value) : value };
  });
}

export function customFieldValueRoutes(deps: Deps) {
  const { db } = deps;
  const auth = staffAuth(deps);
  const app = new Hono<StaffEnv>();
  const path = '/api/accounts/:id/custom_field_values';

  app.get(path, auth, async (c: Context) => {
    const { orgId } = staffOf(c);
    return c.json(await valuesOf(db, orgId, await accountOf(db, orgId, pathId(c))));
  });

  app.put(path, auth, async (c: Context) => {
    const { orgId, user } = requireRole(c, WRITE_ROLES);
    const acc = await accountOf(db, orgId, pathId(c));
    const { values } = await body(c, CustomFieldValuesWrite);
    const { errors, changes } = await checkCustomFieldValues(db, orgId, acc.moduleKind, values, 'values');
    if (Object.keys(errors).length) throw badRequest(errors);
    await db.transaction(async (tx) => {
      await saveCustomFieldValues(tx as Db, orgId, acc.id, changes);
      if (changes.length) {
        const details = Object.fromEntries(changes.map((ch) => [ch.field.name, ch.value]));
        await audit(tx as Db, { orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: acc.id, action: 'custom_field_values_updated', actorUserId: user.id, details });
      }
    });
    return c.json(await valuesOf(db, orgId, acc));
  });

  return app;
}
