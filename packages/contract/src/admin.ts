/**
 * Organization administration: the settings resources every module lists. Lists are
 * paged like Django REST (`{count, next, previous, results}`); writes take the `*Write` bodies
 * below (PATCH takes any subset). Only an Office Administrator (OA) writes.
 */
import { z } from 'zod';
import { ItemKind, ModuleKind, OFFICE_ROLES, PAGE_SIZES } from './enums.ts';
import { CHECKLIST_LIMITS, OFFICE_LIMITS, REQUIREMENT_LIMITS, SECURE_SHARE_LIMITS, SETTINGS_LIMITS, STANDARD_FILE_LIMITS, TEAM_NAME_MAX_LENGTH, USER_LIMITS } from './limits.ts';
import { EMAIL_PATTERN, FieldMessage } from './validation.ts';
import { day, instant, NamedRef, whole } from './answers.ts';
import { dbId, dbIdKey, decimalNumber, formDbId, multiLine, pageNumber, queryWholeNumber, requiredSingleLine, singleLine, wholeNumber } from './fields.ts';

const required = requiredSingleLine;
const optionalText = (max: number) => singleLine(max).default('');
const optionalLines = (max: number) => multiLine(max).default('');
const id = dbId;
const MODULE_KINDS = Object.values(ModuleKind) as number[];
const moduleKind = z
  .number({ error: (issue) => (issue.input === undefined ? FieldMessage.REQUIRED : 'Must be a module kind from 1 to 7.') })
  .int()
  .refine((v) => MODULE_KINDS.includes(v), 'Must be a module kind from 1 to 7.');

/** List query of every admin list: `page` from 1, `page_size` 10/25/50/100, `ordering` (field or -field), `search`. */
export const ListQuery = z.object({
  page: pageNumber,
  page_size: queryWholeNumber(1, 1000, `Choose one of ${PAGE_SIZES.join(', ')}.`)
    .refine((v) => (PAGE_SIZES as readonly number[]).includes(v), `Choose one of ${PAGE_SIZES.join(', ')}.`)
    .default(PAGE_SIZES[0]),
  ordering: singleLine(200).optional(),
  search: singleLine(200).optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

export { Counted, Page } from './answers.ts';

// Offices (organizational units)
export const OfficeWrite = z.object({ identifier: required(OFFICE_LIMITS.identifier), name: required(OFFICE_LIMITS.name) }).strict();
export const OFFICE_IDENTIFIER_TAKEN = 'An office with this identifier already exists.';
export const OfficeRow = z.object({ id: whole, identifier: z.string(), name: z.string(), user_count: whole });
export type OfficeRow = z.output<typeof OfficeRow>;

// Teams and members
export const TeamWrite = z.object({ name: required(TEAM_NAME_MAX_LENGTH) }).strict();
export const TEAM_NAME_TAKEN = 'A team with this name already exists.';
export const TeamMemberAdd = z.object({ user_id: id('a user of this organization') }).strict();
export const TeamRow = z.object({ id: whole, name: z.string(), member_count: whole });
export type TeamRow = z.output<typeof TeamRow>;
export const TeamMemberRow = z.object({ user_id: whole, email: z.string(), first_name: z.string(), last_name: z.string(), is_active: z.boolean(), added_at: instant });
export type TeamMemberRow = z.output<typeof TeamMemberRow>;

// Users administration (the user shape itself is `User` of auth.ts)
export const OfficeRoleWrite = z.object({ role: z.enum(OFFICE_ROLES, { error: `Choose one of ${OFFICE_ROLES.join(', ')}.` }) }).strict();
export const InviteUserRequest = z
  .object({
    email: required(USER_LIMITS.email).regex(EMAIL_PATTERN, FieldMessage.EMAIL),
    first_name: optionalText(USER_LIMITS.name),
    last_name: optionalText(USER_LIMITS.name),
    office_id: id('an office of this organization'),
    role: OfficeRoleWrite.shape.role,
  })
  .strict();
export type InviteUserRequest = z.infer<typeof InviteUserRequest>;

// Simple named settings
export const ContactRoleWrite = z.object({ name: required(SETTINGS_LIMITS.name) }).strict();
export const ExpectedDocumentTypeWrite = z.object({ name: required(SETTINGS_LIMITS.documentTypeName), description: optionalLines(SETTINGS_LIMITS.description) }).strict();
export const CategoryWrite = z.object({ name: required(SETTINGS_LIMITS.name), description: optionalLines(SETTINGS_LIMITS.description) }).strict();
export const ProductWrite = z
  .object({ name: required(SETTINGS_LIMITS.name), description: optionalLines(SETTINGS_LIMITS.description), category_id: id('a category of this organization').nullable().default(null) })
  .strict();
/** A contact role (no description), an expected document type or a category. */
export const NamedRow = z.object({ id: whole, name: z.string(), description: z.string().optional() });
export type NamedRow = z.output<typeof NamedRow>;
export const ProductRow = z.object({ id: whole, name: z.string(), description: z.string(), category: NamedRef.nullable() });
export type ProductRow = z.output<typeof ProductRow>;

// Custom fields
export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'select'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];
export const CustomFieldWrite = z
  .object({
    module_kind: moduleKind,
    name: required(SETTINGS_LIMITS.name),
    field_type: z.enum(CUSTOM_FIELD_TYPES, { error: `Choose one of ${CUSTOM_FIELD_TYPES.join(', ')}.` }),
    options: z.array(required(SETTINGS_LIMITS.name), { error: 'Must be a list of texts.' }).max(SETTINGS_LIMITS.customFieldOptions, `At most ${SETTINGS_LIMITS.customFieldOptions} options.`).default([]),
    required: z.boolean({ error: 'Must be true or false.' }).default(false),
    position: wholeNumber(0, SETTINGS_LIMITS.customFieldPosition, `Enter a whole number from 0 to ${SETTINGS_LIMITS.customFieldPosition}.`).default(0),
  })
  .strict();
export const CustomFieldRow = z.object({
  id: whole,
  module_kind: whole,
  name: z.string(),
  field_type: z.enum(CUSTOM_FIELD_TYPES),
  options: z.array(z.string()),
  required: z.boolean(),
  position: whole,
});
export type CustomFieldRow = z.output<typeof CustomFieldRow>;
/** PUT /api/accounts/{id}/custom_field_values: `{values: {"<field id>": value | null}}`; null clears. */
export const CustomFieldValuesWrite = z
  .object({ values: z.record(dbIdKey('Keys are custom field ids.'), z.union([multiLine(1000), z.number(), z.null()])) })
  .strict();
export const CustomFieldValueRow = CustomFieldRow.extend({ field_id: whole, value: z.union([z.string(), z.number()]).nullable() });
export type CustomFieldValueRow = z.output<typeof CustomFieldValueRow>;

// Pipelines and their ordered stages
const stageName = required(SETTINGS_LIMITS.name);
export const PipelineWrite = z
  .object({ name: required(SETTINGS_LIMITS.name), description: optionalLines(SETTINGS_LIMITS.description), stages: z.array(stageName).max(SETTINGS_LIMITS.pipelineStages, `At most ${SETTINGS_LIMITS.pipelineStages} stages.`).optional() })
  .strict();
export const PipelineStageWrite = z.object({ name: stageName }).strict();
export const ReorderRequest = z.object({ ids: z.array(dbId(), { error: 'Must be a list of ids.' }).max(10_000, 'At most 10000 ids.') }).strict();
export const PipelineRow = z.object({ id: whole, name: z.string(), description: z.string(), stages: z.array(z.object({ id: whole, name: z.string(), position: whole })) });
export type PipelineRow = z.output<typeof PipelineRow>;

// Standard files (multipart: file, name, description; PATCH takes JSON name/description)
export const StandardFileWrite = z.object({ name: required(STANDARD_FILE_LIMITS.name), description: optionalLines(STANDARD_FILE_LIMITS.description) }).strict();
export const STANDARD_FILE_MAX_BYTES = STANDARD_FILE_LIMITS.bytes;
export const StandardFileRow = z.object({
  id: whole,
  name: z.string(),
  description: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: whole,
  checksum_sha256: z.string(),
  created_at: instant,
});
export type StandardFileRow = z.output<typeof StandardFileRow>;

// Checklists and item templates
const ITEM_KINDS = Object.values(ItemKind) as [ItemKind, ...ItemKind[]];
export const ChecklistWrite = z.object({ name: required(CHECKLIST_LIMITS.name), description: optionalLines(CHECKLIST_LIMITS.description), module_kind: moduleKind.nullable().default(null) }).strict();
export const ChecklistItemWrite = z
  .object({
    kind: z.enum(ITEM_KINDS, { error: `Choose one of ${ITEM_KINDS.join(', ')}.` }),
    title: required(CHECKLIST_LIMITS.itemTitle),
    description: optionalLines(CHECKLIST_LIMITS.itemDescription),
    due_offset_days: z.number({ error: 'Must be a whole number of days.' }).int('Must be a whole number of days.').min(0, 'Must be 0 or more.').max(CHECKLIST_LIMITS.dueOffsetDays, `At most ${CHECKLIST_LIMITS.dueOffsetDays} days.`).nullable().default(null),
    assignment_kind: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Choose 1 (none), 2 (role) or 3 (contact).' }).default(1),
    contact_role_id: id('a contact role of this organization').nullable().default(null),
    threshold_kind: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Choose 0 (none), 1 (risk rate) or 2 (target value).' }).default(0),
    /** numeric(18,4), as the requirement's threshold. */
    threshold_value: decimalNumber(REQUIREMENT_LIMITS.figureDigits, REQUIREMENT_LIMITS.figureDecimals).nullable().default(null),
  })
  .strict();
export type ChecklistItemWrite = z.infer<typeof ChecklistItemWrite>;
/** The cross-field rules of an item template; returns `{field: [message]}` (empty when fine). */
export function checklistItemProblems(v: ChecklistItemWrite): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (v.kind !== ItemKind.METRIC && v.threshold_kind !== 0) out.threshold_kind = ['Only a financial requirement (METRIC) has a threshold.'];
  if (v.threshold_kind !== 0 && v.threshold_value === null) out.threshold_value = ['Enter the threshold value.'];
  if (v.threshold_kind === 0 && v.threshold_value !== null) out.threshold_value = ['Choose a threshold kind for this value.'];
  if (v.assignment_kind === 2 && v.contact_role_id === null) out.contact_role_id = ['Choose the contact role to assign.'];
  return out;
}
export const ChecklistItemRow = z.object({
  id: whole,
  position: whole,
  kind: z.enum(ITEM_KINDS),
  title: z.string(),
  description: z.string(),
  due_offset_days: whole.nullable(),
  assignment_kind: whole,
  contact_role_id: whole.nullable(),
  threshold_kind: whole,
  threshold_value: z.number().nullable(),
});
export type ChecklistItemRow = z.output<typeof ChecklistItemRow>;
/** `items`: on the single-checklist answers (read, create, change), not in the list. */
export const ChecklistRow = z.object({
  id: whole,
  name: z.string(),
  description: z.string(),
  module_kind: whole.nullable(),
  item_count: whole,
  items: z.array(ChecklistItemRow).optional(),
});
export type ChecklistRow = z.output<typeof ChecklistRow>;
/** `assignee_contact_id`: the contact given the templates with assignment kind 3 (must be on the account). */
export const ChecklistApplyRequest = z
  .object({ account_id: id('an account of this organization'), assignee_contact_id: id('a contact of this account').optional() })
  .strict();
/** The 201 answer of applying a checklist: the items it added, each with where it came from. */
export const ChecklistApplied = z.object({
  account_id: whole,
  checklist_id: whole,
  items: z.array(
    z.object({
      id: whole,
      kind: z.enum(ITEM_KINDS),
      title: z.string(),
      status: z.string(),
      due_date: day.nullable(),
      assignment_kind: whole,
      assignee_contact_id: whole.nullable(),
      details: z.object({
        template_id: whole,
        checklist_id: whole,
        threshold_kind: whole.optional(),
        contact_role_id: whole.optional(),
        threshold_value: z.number().nullable().optional(),
      }),
    }),
  ),
});
export type ChecklistApplied = z.output<typeof ChecklistApplied>;

// Secure file share (multipart: file, contact_id, expires_in_days, message; or JSON with standard_file_id)
export const SecureFileShareWrite = z
  .object({
    contact_id: formDbId('a contact of this organization'),
    expires_in_days: z
      .preprocess(
        (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
        z
          .number({ error: 'Must be a whole number of days.' })
          .int('Must be a whole number of days.')
          .min(SECURE_SHARE_LIMITS.minDays, `At least ${SECURE_SHARE_LIMITS.minDays} day.`)
          .max(SECURE_SHARE_LIMITS.maxDays, `At most ${SECURE_SHARE_LIMITS.maxDays} days.`),
      )
      .default(SECURE_SHARE_LIMITS.defaultDays),
    message: optionalLines(SECURE_SHARE_LIMITS.message),
    standard_file_id: formDbId('a standard file').optional(),
  })
  .strict();
export type SecureFileShareWrite = z.infer<typeof SecureFileShareWrite>;
export const SecureFileShareRow = z.object({
  id: whole,
  contact_id: whole,
  contact_email: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: whole,
  message: z.string(),
  expires_at: instant,
  revoked: z.boolean(),
  download_count: whole,
  last_downloaded_at: instant.nullable(),
  created_at: instant,
});
export type SecureFileShareRow = z.output<typeof SecureFileShareRow>;
/** A new share: the row and its link (shown once). */
export const SecureFileShareCreated = SecureFileShareRow.extend({ link: z.string() });
export type SecureFileShareCreated = z.output<typeof SecureFileShareCreated>;
