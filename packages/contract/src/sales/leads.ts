/**
 * Leads (sales pipeline): people and companies who may buy, before they are accounts. See
 * `constants.ts` for their states. A lead is converted in one step into a sales account, a
 * contact and a deal; duplicates (the same e-mail, a company name alike) are shown first and can
 * be merged into: the lead then joins the existing account or contact instead of making a new one.
 */
import { z } from 'zod';
import { ListQuery } from '../admin.ts';
import { instant, NamedRef, whole } from '../answers.ts';
import { dbId, isoDay, multiLine, queryDbId, requiredSingleLine, singleLine } from '../fields.ts';
import { e164, PHONE_MESSAGE } from '../phone.ts';
import { currencyCode, moneyAmount } from '../receivables.ts';
import { EMAIL_PATTERN, FieldMessage } from '../validation.ts';
import { LEAD_SOURCES, LEAD_STATES, SALES_LIMITS, SalesMessage } from './constants.ts';

const L = SALES_LIMITS;

const email = singleLine(L.email).refine((v) => v === '' || EMAIL_PATTERN.test(v), FieldMessage.EMAIL);
const phone = singleLine(L.phone)
  .refine((v) => v === '' || e164(v) !== undefined, PHONE_MESSAGE)
  .transform((v) => (v === '' ? '' : e164(v)!));

const leadFields = {
  first_name: singleLine(L.name),
  last_name: singleLine(L.name),
  company: singleLine(L.company),
  email,
  phone,
  message: multiLine(L.message),
  /** A user of the organization; null: nobody yet. */
  owner_user_id: dbId('a user of this organization').nullable(),
  /** Custom field id -> its answer (the sales custom fields). */
  fields: z.record(z.string().regex(/^[1-9][0-9]{0,9}$/, 'Must be a custom field id.'), singleLine(L.fieldValue)).refine((r) => Object.keys(r).length <= 50, 'At most 50 fields.'),
};

const named = (l: { first_name?: string; last_name?: string; company?: string }) => !!(l.first_name || l.last_name || l.company);

/** A lead typed by staff: a name or a company, and an e-mail or phone to reach them. */
export const LeadWrite = z
  .object({
    first_name: leadFields.first_name.default(''),
    last_name: leadFields.last_name.default(''),
    company: leadFields.company.default(''),
    email: leadFields.email.default(''),
    phone: leadFields.phone.default(''),
    message: leadFields.message.default(''),
    owner_user_id: leadFields.owner_user_id.default(null),
    fields: leadFields.fields.default({}),
  })
  .strict()
  .refine(named, { message: SalesMessage.LEAD_NO_NAME, path: ['first_name'] });
export type LeadWrite = z.output<typeof LeadWrite>;

/** Any subset of a lead's fields (its state changes by its own calls). */
export const LeadPatch = z
  .object({
    first_name: leadFields.first_name.optional(),
    last_name: leadFields.last_name.optional(),
    company: leadFields.company.optional(),
    email: leadFields.email.optional(),
    phone: leadFields.phone.optional(),
    message: leadFields.message.optional(),
    owner_user_id: leadFields.owner_user_id.optional(),
    fields: leadFields.fields.optional(),
  })
  .strict();
export type LeadPatch = z.output<typeof LeadPatch>;

export const LeadListQuery = ListQuery.extend({
  state: z.enum(LEAD_STATES, { error: `Choose one of ${LEAD_STATES.join(', ')}.` }).optional(),
  source: z.enum(LEAD_SOURCES, { error: `Choose one of ${LEAD_SOURCES.join(', ')}.` }).optional(),
  /** A user's id, or `me`, or `none` (nobody yet). */
  owner: z.union([z.enum(['me', 'none']), queryDbId('a user')], { error: 'Choose me, none or a user id.' }).optional(),
});
export type LeadListQuery = z.output<typeof LeadListQuery>;

/** Disqualify: why (kept and shown). */
export const LeadDisqualify = z.object({ reason: requiredSingleLine(L.reason) }).strict();

/** Assign: a user, or the next member of the sales settings' team in turn (`round_robin`). */
export const LeadAssign = z
  .object({ user_id: dbId('a user of this organization').nullable().optional(), round_robin: z.boolean().optional() })
  .strict()
  .refine((b) => (b.user_id !== undefined) !== (b.round_robin === true), { message: 'Send either user_id or round_robin.', path: ['user_id'] });
export type LeadAssign = z.output<typeof LeadAssign>;

export const LeadRow = z.object({
  id: whole,
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  state: z.enum(LEAD_STATES),
  source: z.enum(LEAD_SOURCES),
  owner: NamedRef.nullable(),
  created_at: instant,
});
export type LeadRow = z.output<typeof LeadRow>;

export const LeadDetail = LeadRow.extend({
  message: z.string(),
  disqualify_reason: z.string(),
  /** Custom field answers, by the field's id. */
  fields: z.record(z.string(), z.string()),
  /** What the conversion made or joined. */
  converted: z.object({ account: NamedRef, contact_id: whole, deal: NamedRef.nullable(), at: instant }).nullable(),
  updated_at: instant,
});
export type LeadDetail = z.output<typeof LeadDetail>;

/** The records a lead may already be: contacts with its e-mail, sales accounts with a name alike. */
export const LeadDuplicates = z.object({
  contacts: z.array(z.object({ id: whole, first_name: z.string(), last_name: z.string(), company_name: z.string(), email: z.string(), accounts: z.array(NamedRef) })),
  accounts: z.array(z.object({ id: whole, name: z.string(), similarity: z.number(), contact_count: whole, open_deals: whole })),
});
export type LeadDuplicates = z.output<typeof LeadDuplicates>;

/**
 * Convert a lead: into the given existing account (merge) or a new one named after its company (or
 * its name), an existing contact (merge) or a new one, and a deal on a pipeline (its first stage
 * unless one is given). `deal: null` converts without a deal.
 */
export const LeadConvert = z
  .object({
    account_id: dbId('a sales account').nullable().default(null),
    account_name: singleLine(L.company).default(''),
    contact_id: dbId('a contact').nullable().default(null),
    deal: z
      .object({
        title: requiredSingleLine(L.dealTitle),
        pipeline_id: dbId('a pipeline'),
        stage_id: dbId('a stage').nullable().default(null),
        amount: moneyAmount.default('0'),
        currency: currencyCode,
        product_id: dbId('a product').nullable().default(null),
        expected_close: isoDay().nullable().default(null),
      })
      .strict()
      .nullable(),
  })
  .strict();
export type LeadConvert = z.output<typeof LeadConvert>;

export const LeadConverted = z.object({ account_id: whole, contact_id: whole, deal_id: whole.nullable(), lead: LeadDetail });
export type LeadConverted = z.output<typeof LeadConverted>;

/** The CSV import of leads: `file` (multipart), columns by header (first_name, last_name, company, email, phone, message, owner_email). */
export const LeadImportUpload = z.object({ file: z.string().describe('The CSV file (multipart).') });
export const LeadImportResult = z.object({ created: whole });
export type LeadImportResult = z.output<typeof LeadImportResult>;
/** A refused import: nothing stored, every problem by row (1 = the first data row) and column. */
export const LeadImportErrors = z.object({ detail: z.string(), errors: z.array(z.object({ row: whole, column: z.string(), message: z.string() })) });
export type LeadImportErrors = z.output<typeof LeadImportErrors>;

// ---------------------------------------------------------------- the public lead form

/** What the embedded form shows: its fields (the organization's sales custom fields marked for the form). */
export const LeadFormDefinition = z.object({
  organization: z.string(),
  /** Signed time stamp to send back: a form sent sooner than the minimum fill time is refused. */
  stamp: z.string(),
  fields: z.array(z.object({ id: whole, name: z.string(), field_type: z.enum(['text', 'number', 'date', 'select']), options: z.array(z.string()), required: z.boolean() })),
});
export type LeadFormDefinition = z.output<typeof LeadFormDefinition>;

/** A visitor's answer. `website` is the honeypot: people leave it empty (it is hidden). */
export const LeadFormPost = z
  .object({
    name: requiredSingleLine(L.name * 2),
    company: singleLine(L.company).default(''),
    email: singleLine(L.email).min(1, FieldMessage.REQUIRED).refine((v) => EMAIL_PATTERN.test(v), FieldMessage.EMAIL),
    phone: phone.default(''),
    message: multiLine(L.message).default(''),
    website: z.string().max(500).default(''),
    stamp: singleLine(200).default(''),
    fields: z.record(z.string(), singleLine(L.fieldValue)).default({}),
  })
  .strip();
export type LeadFormPost = z.output<typeof LeadFormPost>;

export const LeadFormAnswer = z.object({ message: z.string() });

/** The key in a lead form's address. */
export const LeadFormParams = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Must be a lead form key.') });
