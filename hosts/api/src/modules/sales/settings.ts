/**
 * The sales settings: the lead form (whether it takes answers, its public key, the sales custom
 * fields it asks, in order), the team whose active members get new leads in turn, and the category
 * whose products are loans. An organization has no row until an Office Administrator first saves
 * them; until then every reader sees the defaults (the form off, no key). Reading never writes:
 * the key is made by that first save, never by a GET. Every save is audited.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { AuditEntityKind, SalesSettingsWrite, type SalesSettingsRow } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { category, customField, team } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { checkRefs } from '../../platform/http/refs.ts';
import { staffOf, type StaffEnv } from '../../platform/http/roles.ts';
import { body } from '../../platform/http/validate.ts';
import { SALES_KIND, salesAccess } from './module.ts';
import { salesSettings } from './schema.ts';

export type SalesSettingsRecord = typeof salesSettings.$inferSelect;

/** A field the form may ask that is not a sales custom field of the organization. */
export const NOT_SALES_FIELD = 'Choose custom fields of the sales pipeline.';

/** A new lead form key: 18 random bytes, 24 characters of base64url. */
export const newLeadFormKey = () => randomBytes(18).toString('base64url');

/** The organization's stored settings, or undefined when they were never saved. */
export async function readSalesSettings(db: Db, orgId: number): Promise<SalesSettingsRecord | undefined> {
  const [row] = await db.select().from(salesSettings).where(eq(salesSettings.organizationId, orgId)).limit(1);
  return row;
}

/** The sales custom fields (module kind 7) of the organization, in their order. */
export function salesCustomFields(db: Db, orgId: number) {
  return db
    .select()
    .from(customField)
    .where(and(eq(customField.organizationId, orgId), eq(customField.moduleKind, SALES_KIND)))
    .orderBy(asc(customField.position), asc(customField.name), asc(customField.id));
}

/** The settings as every staff role reads them: the defaults when never saved. */
export async function salesSettingsAnswer(db: Db, orgId: number): Promise<SalesSettingsRow> {
  const row = await readSalesSettings(db, orgId);
  const [assignTeam] = row?.assignTeamId ? await db.select({ id: team.id, name: team.name }).from(team).where(and(eq(team.id, row.assignTeamId), eq(team.organizationId, orgId))) : [];
  const [loanCategory] = row?.loanCategoryId
    ? await db.select({ id: category.id, name: category.name }).from(category).where(and(eq(category.id, row.loanCategoryId), eq(category.organizationId, orgId)))
    : [];
  const fields = await salesCustomFields(db, orgId);
  const known = new Set(fields.map((f) => f.id));
  return {
    lead_form_enabled: row?.leadFormEnabled ?? false,
    lead_form_key: row?.leadFormKey ?? '',
    // A field deleted since it was chosen is no longer asked.
    lead_form_field_ids: (row?.leadFormFieldIds ?? []).filter((id) => known.has(id)),
    assign_team: assignTeam ?? null,
    loan_category: loanCategory ?? null,
    available_fields: fields.map((f) => ({ id: f.id, name: f.name })),
    updated_at: row?.updatedAt ? new Date(row.updatedAt).toISOString() : null,
  };
}

/**
 * Saves the settings (400 on the team, the category or the form's fields when they are not the
 * organization's, the fields also when not the sales pipeline's). The first save makes the form's
 * key; later saves keep it. A field chosen twice is asked once.
 */
export async function putSalesSettings(db: Db, by: { orgId: number; userId: number }, input: SalesSettingsWrite): Promise<void> {
  const fieldIds = [...new Set(input.lead_form_field_ids)];
  const errors = await checkRefs(db, by.orgId, { assign_team_id: { kind: 'team', id: input.assign_team_id }, loan_category_id: { kind: 'category', id: input.loan_category_id } });
  if (fieldIds.length) {
    const found = await db
      .select({ id: customField.id })
      .from(customField)
      .where(and(eq(customField.organizationId, by.orgId), eq(customField.moduleKind, SALES_KIND), inArray(customField.id, fieldIds)));
    if (found.length !== fieldIds.length) errors.lead_form_field_ids = [NOT_SALES_FIELD];
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  const values = { leadFormEnabled: input.lead_form_enabled, leadFormFieldIds: fieldIds, assignTeamId: input.assign_team_id, loanCategoryId: input.loan_category_id, updatedAt: new Date() };
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx
      .insert(salesSettings)
      .values({ organizationId: by.orgId, leadFormKey: newLeadFormKey(), ...values })
      .onConflictDoUpdate({ target: salesSettings.organizationId, set: values });
    await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.USER, entityId: by.userId, action: 'sales_settings_changed', actorUserId: by.userId, details: { ...input } });
  });
}

/** GET (every staff role) and PUT (Office Administrators) /api/sales/settings. */
export function salesSettingsRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = salesAccess(deps);

  app.get('/api/sales/settings', access.read, async (c) => c.json(await salesSettingsAnswer(db, staffOf(c).orgId)));

  app.put('/api/sales/settings', access.admin, async (c) => {
    const staff = staffOf(c);
    await putSalesSettings(db, { orgId: staff.orgId, userId: staff.user.id }, await body(c, SalesSettingsWrite));
    return c.json(await salesSettingsAnswer(db, staff.orgId));
  });

  return app;
}
