/**
 * The public lead form a tenant embeds on its website (or links to, as a plain page), knowing no
 * HTTP. The form key is its only credential; an unknown key and a form that is off look the same.
 *
 * The form answers only while the organization has the sales pipeline (its allowed modules).
 *
 * A visitor's answer is stored as a new lead (source `form`) only when:
 * - its address has not sent SALES_LIMITS.formPostsPerHour answers to this form within the hour
 *   (a 429 with Retry-After otherwise; counted in the database's throttle table, so it holds across
 *   server processes);
 * - the honeypot (`website`, hidden from people) is empty: a robot that fills it is answered as a
 *   person would be, and nothing is stored;
 * - its stamp is the form's, handed out at least SALES_LIMITS.formMinSeconds and at most a day
 *   before (stamp.ts): a form filled faster than a person could is refused on `stamp`;
 * - it answers the form's required custom fields, and only the form's, each by its type.
 * The name is split at its last word (the last name); the owner is the next member of the sales
 * settings' team in turn, when they name one.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { FieldMessage, LeadFormPost, SALES_LIMITS, SalesMessage, type LeadFormDefinition } from '@si/contract';
import { inTransaction, type Db } from '../../../db/client.ts';
import { customField, organization } from '../../../db/schema.ts';
import { fieldErrors, newFieldErrors, type FieldErrors } from '../../../platform/http/errors.ts';
import { allowedModulesOf } from '../../../platform/http/roles.ts';
import type { AppSettings } from '../../../platform/http/deps.ts';
import { recordFailure, secondsBlocked, type Limit } from '../../../platform/throttle.ts';
import { checkCustomFieldValues } from '../../../shared/settings/custom-fields/values.ts';
import { SALES_APPLICATION, SALES_KIND } from '../module.ts';
import { salesLead, salesSettings } from '../schema.ts';
import { issueStamp, stampHolds } from './stamp.ts';
import { ownersInTurn } from './turns.ts';

export type FormField = typeof customField.$inferSelect;

/** An open form: its organization and the custom fields it asks, in the order chosen. */
export interface OpenForm {
  orgId: number;
  organization: string;
  key: string;
  fields: FormField[];
}

/** A custom field answered that the form does not ask. */
export const NOT_ON_FORM = 'This field is not on the form.';

/** Whether the organization still has the sales pipeline, read as the staff routes' access reads it. */
const hasSales = async (db: Db, orgId: number): Promise<boolean> => (await allowedModulesOf(db, orgId)).includes(SALES_APPLICATION);

/** The form of this key when it takes answers; undefined for an unknown key, a form that is off, or an organization without the sales pipeline. */
export async function findOpenForm(db: Db, key: string): Promise<OpenForm | undefined> {
  const [row] = await db
    .select({ orgId: salesSettings.organizationId, fieldIds: salesSettings.leadFormFieldIds, organization: organization.name })
    .from(salesSettings)
    .innerJoin(organization, eq(organization.id, salesSettings.organizationId))
    .where(and(eq(salesSettings.leadFormKey, key), eq(salesSettings.leadFormEnabled, true)))
    .limit(1);
  if (!row || !(await hasSales(db, row.orgId))) return undefined;
  const ids = row.fieldIds.filter((id) => Number.isSafeInteger(id));
  const found = ids.length
    ? await db
        .select()
        .from(customField)
        .where(and(eq(customField.organizationId, row.orgId), eq(customField.moduleKind, SALES_KIND), inArray(customField.id, ids)))
    : [];
  const byId = new Map(found.map((f) => [f.id, f]));
  // In the order chosen; a field deleted since is no longer asked.
  const fields = ids.flatMap((id) => byId.get(id) ?? []);
  return { orgId: row.orgId, organization: row.organization, key, fields };
}

/** What the embedded form shows, with a stamp handed out now. */
export function formDefinition(settings: AppSettings, form: OpenForm, now = Date.now()): LeadFormDefinition {
  return {
    organization: form.organization,
    stamp: issueStamp(settings, form.key, now),
    fields: form.fields.map((f) => ({ id: f.id, name: f.name, field_type: f.fieldType as LeadFormDefinition['fields'][number]['field_type'], options: f.options, required: f.required })),
  };
}

/** The posts one address may send one form within the hour. */
export const formPostLimit = (formKey: string, address: string): Limit => ({ key: `leadform:${formKey}:ip:${address}`, max: SALES_LIMITS.formPostsPerHour, windowSeconds: 3600 });

/** What came of an answer: stored, dropped as a robot's (answered as stored), or refused. */
export type FormOutcome = { accepted: true } | { accepted: false; status: 400; errors: FieldErrors } | { accepted: false; status: 429; detail: string; retryAfter: number };

/** "Ada King Lovelace": first name "Ada King", last name "Lovelace"; one word is a first name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const last = words.length > 1 ? words.pop()! : '';
  return { firstName: words.join(' ').slice(0, SALES_LIMITS.name), lastName: last.slice(0, SALES_LIMITS.name) };
}

/** The texts of a record as sent (anything else left out), trimmed. */
function textsOf(value: unknown): Record<string, string> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v.trim()]] : [])));
}

/** The custom field answers checked against the form (errors on `fields.<id>`); canonical text by field id. */
async function formAnswers(db: Db, form: OpenForm, given: Record<string, string>, errors: FieldErrors): Promise<Record<string, string>> {
  const asked = new Map(form.fields.map((f) => [String(f.id), f]));
  const answered: Record<string, string> = {};
  for (const [id, value] of Object.entries(given)) {
    if (errors[`fields.${id}`]) continue;
    if (!asked.has(id)) errors[`fields.${id}`] = [NOT_ON_FORM];
    else if (value !== '') answered[id] = value;
  }
  for (const [id, f] of asked) if (f.required && answered[id] === undefined && !errors[`fields.${id}`]) errors[`fields.${id}`] = [FieldMessage.REQUIRED];
  if (!Object.keys(answered).length) return {};
  const checked = await checkCustomFieldValues(db, form.orgId, SALES_KIND, answered, 'fields');
  Object.assign(errors, checked.errors);
  return Object.fromEntries(checked.changes.filter((ch) => ch.value !== null).map((ch) => [String(ch.field.id), ch.value!]));
}

/**
 * Takes a visitor's answer to an open form from `address` (see the header for the order of the
 * checks). `input` is the decoded body (JSON, or a form post read as the JSON shape).
 */
export async function receiveLeadForm(db: Db, settings: AppSettings, form: OpenForm, input: Record<string, unknown>, address: string, now = Date.now()): Promise<FormOutcome> {
  const limit = formPostLimit(form.key, address);
  const wait = await secondsBlocked(db, [limit], new Date(now));
  if (wait > 0) return { accepted: false, status: 429, detail: SalesMessage.FORM_TOO_MANY, retryAfter: wait };
  // A robot's answer counts against its address too.
  if (typeof input.website === 'string' && input.website.trim() !== '') {
    await recordFailure(db, [limit], new Date(now));
    return { accepted: true };
  }
  const parsed = LeadFormPost.safeParse(input);
  const errors = parsed.success ? newFieldErrors() : fieldErrors(parsed.error);
  if (!stampHolds(settings, form.key, typeof input.stamp === 'string' ? input.stamp : '', now)) errors.stamp = [SalesMessage.FORM_TOO_FAST];
  // The custom fields are checked even when another field is wrong, so every message shows at once.
  const fields = await formAnswers(db, form, parsed.success ? parsed.data.fields : textsOf(input.fields), errors);
  if (!parsed.success || Object.keys(errors).length) return { accepted: false, status: 400, errors };
  const post = parsed.data;
  await inTransaction(db, async (tx) => {
    const [owner] = await ownersInTurn(tx, form.orgId, 1);
    await tx.insert(salesLead).values({
      organizationId: form.orgId,
      ...splitName(post.name),
      company: post.company,
      email: post.email,
      phone: post.phone,
      message: post.message,
      fields,
      source: 'form',
      ownerUserId: owner ?? null,
    });
    await recordFailure(tx, [limit], new Date(now));
  });
  return { accepted: true };
}
