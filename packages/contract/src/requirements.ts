/**
 * Requirements on a workspace (an account's items of kinds REQUEST_ITEM, METRIC, QUESTION and
 * STATEMENT), their review, staff notes, and what a contact answers in the portal. Staff with a
 * write role (IC, OA, LRA) write; a View Only user (VO) reads.
 *
 * Calls:
 * - GET    /api/accounts/{id}/items          { count, results: RequirementRow[] } (section, then position)
 * - POST   /api/accounts/{id}/items          RequirementCreate -> 201 RequirementRow
 * - POST   /api/accounts/{id}/items/reorder  RequirementReorder -> { count, results: RequirementRow[] }
 * - PATCH  /api/items/{id}                   RequirementUpdate -> RequirementRow
 * - DELETE /api/items/{id}                   204
 * - POST   /api/items/{id}/review            ReviewRequest -> RequirementRow
 * - POST   /api/items/{id}/files             multipart `file` -> 201 (the staff upload, on the contact's behalf)
 * - GET    /api/accounts/{id}/comments       StaffCommentListQuery -> { comments: StaffComment[] }
 * - POST   /api/accounts/{id}/comments       StaffCommentCreate -> 201 StaffComment
 * - POST   /api/filedrop/answer              PortalAnswerRequest -> PortalItem (token; QUESTION)
 * - POST   /api/filedrop/figure              PortalFigureRequest -> PortalItem (token; METRIC)
 */
import { z } from 'zod';
import { day, decimalString, instant, NamedRef, whole } from './answers.ts';
import { ItemKind } from './enums.ts';
import { COMMENT_MAX_LENGTH, REQUIREMENT_LIMITS } from './limits.ts';
import { CommentTargetType, portalToken } from './portal.ts';
import { dbId, decimalText, isoDay, multiLine, queryDbId, requiredMultiLine, requiredSingleLine, singleLine } from './fields.ts';
import { REQUIREMENT_FILE_TYPES } from './workspace-limits.ts';

export { REQUIREMENT_FILE_TYPES };

export const REQUIREMENT_KINDS = [ItemKind.REQUEST_ITEM, ItemKind.METRIC, ItemKind.QUESTION, ItemKind.STATEMENT] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];
/** The largest per-item size limit one may set (the portal's resumable uploads' ceiling, 1 GB). */
export const REQUIREMENT_MAX_FILE_SIZE = 1024 * 1024 * 1024;
export const REVIEW_DECISIONS = ['accepted', 'returned'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

const text = singleLine;
const required = requiredSingleLine;
const id = dbId;

const { figureDigits: DIGITS, figureDecimals: DECIMALS } = REQUIREMENT_LIMITS;
export const DECIMAL_MESSAGE = `Enter a number with at most ${DIGITS} digits before the decimal point and ${DECIMALS} after it.`;

/** A figure as numeric(18,4) holds it: a decimal string or a JSON number, answered as a plain decimal string. */
export const Decimal = decimalText(DIGITS, DECIMALS);

const isoDate = isoDay();

const requirementFields = {
  title: required(REQUIREMENT_LIMITS.title),
  description: multiLine(REQUIREMENT_LIMITS.description),
  due_date: isoDate.nullable(),
  /** The heading the requirement sits under on the workspace; '' = none. */
  section: text(REQUIREMENT_LIMITS.section),
  /** 1 none, 2 a contact role (of the organization), 3 a contact (on the account). */
  assignment_kind: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Choose 1 (none), 2 (role) or 3 (contact).' }),
  assignee_contact_id: id('a contact on this account').nullable(),
  contact_role_id: id('a contact role of this organization').nullable(),
  /** REQUEST_ITEM: accepted extensions ([] = every supported type) and the size limit in bytes (0 = the default). */
  allowed_file_types: z
    .array(z.enum(REQUIREMENT_FILE_TYPES, { error: `Choose from ${REQUIREMENT_FILE_TYPES.join(', ')}.` }), { error: 'Must be a list of file types.' })
    .max(REQUIREMENT_LIMITS.fileTypes, `At most ${REQUIREMENT_LIMITS.fileTypes} file types.`),
  max_file_size: z
    .number({ error: 'Must be a size in bytes.' })
    .int('Must be a size in bytes.')
    .min(0, 'Must be 0 or more.')
    .max(REQUIREMENT_MAX_FILE_SIZE, `At most ${REQUIREMENT_MAX_FILE_SIZE} bytes.`),
  /** REQUEST_ITEM: the kind of document expected (one of the organization's expected document types); null = any. */
  expected_document_type_id: id('an expected document type of this organization').nullable(),
  /** METRIC: 0 none, 1 risk rate, 2 target value, and the value (numeric(18,4)). */
  threshold_kind: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Choose 0 (none), 1 (risk rate) or 2 (target value).' }),
  threshold_value: Decimal.nullable(),
};

export const RequirementCreate = z
  .object({
    kind: z.enum(REQUIREMENT_KINDS, { error: `Choose one of ${REQUIREMENT_KINDS.join(', ')}.` }),
    ...requirementFields,
    description: requirementFields.description.default(''),
    due_date: requirementFields.due_date.default(null),
    section: requirementFields.section.default(''),
    assignment_kind: requirementFields.assignment_kind.default(1),
    assignee_contact_id: requirementFields.assignee_contact_id.default(null),
    contact_role_id: requirementFields.contact_role_id.default(null),
    allowed_file_types: requirementFields.allowed_file_types.default([]),
    max_file_size: requirementFields.max_file_size.default(0),
    expected_document_type_id: requirementFields.expected_document_type_id.default(null),
    threshold_kind: requirementFields.threshold_kind.default(0),
    threshold_value: requirementFields.threshold_value.default(null),
  })
  .strict();
export type RequirementCreate = z.output<typeof RequirementCreate>;

/** Any subset of the fields (the kind stays). */
export const RequirementUpdate = z.object(requirementFields).partial().strict();
export type RequirementUpdate = z.output<typeof RequirementUpdate>;

/** The cross-field rules of a requirement as it will be (after a PATCH, the merged values). */
export function requirementProblems(v: Omit<RequirementCreate, 'title' | 'description' | 'due_date' | 'section'>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (v.kind !== ItemKind.REQUEST_ITEM && v.expected_document_type_id !== null) out.expected_document_type_id = ['Only a document request (REQUEST_ITEM) expects a document type.'];
  if (v.kind !== ItemKind.METRIC && v.threshold_kind !== 0) out.threshold_kind = ['Only a financial requirement (METRIC) has a threshold.'];
  if (v.threshold_kind !== 0 && v.threshold_value === null) out.threshold_value = ['Enter the threshold value.'];
  if (v.threshold_kind === 0 && v.threshold_value !== null) out.threshold_value = ['Choose a threshold kind for this value.'];
  if (v.assignment_kind === 2 && v.contact_role_id === null) out.contact_role_id = ['Choose the contact role to assign.'];
  if (v.assignment_kind === 3 && v.assignee_contact_id === null) out.assignee_contact_id = ['Choose the contact to assign.'];
  return out;
}

/** Every requirement id of the account, in the new order. */
export const RequirementReorder = z
  .object({ ids: z.array(id('a requirement of this account'), { error: 'Must be a list of requirement ids.' }).min(1, 'Send every requirement id of the account.').max(2000, 'At most 2000 ids.') })
  .strict();

export const ReviewRequest = z
  .object({
    decision: z.enum(REVIEW_DECISIONS, { error: 'Choose accepted or returned.' }),
    /** Shown to the contact when returned (required then). */
    reason: multiLine(REQUIREMENT_LIMITS.reason).default(''),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.decision === 'returned' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why it is sent back: the contact sees this reason.' });
  });
export type ReviewRequest = z.output<typeof ReviewRequest>;

export const RequirementFile = z.object({ id: whole, name: z.string(), size: whole, version: whole, uploaded_by: z.string(), uploaded_at: instant });
export type RequirementFile = z.output<typeof RequirementFile>;

export const RequirementReview = z.object({ decision: z.enum(REVIEW_DECISIONS), reason: z.string(), by: NamedRef.nullable(), at: instant });
export type RequirementReview = z.output<typeof RequirementReview>;

export const RequirementRow = z.object({
  id: whole,
  account_id: whole,
  kind: z.enum(REQUIREMENT_KINDS),
  title: z.string(),
  description: z.string(),
  due_date: day.nullable(),
  status: z.string(),
  section: z.string(),
  position: whole,
  assignment: z.object({ kind: z.literal([1, 2, 3]), contact: NamedRef.nullable(), role: NamedRef.nullable() }),
  allowed_file_types: z.array(z.string()),
  max_file_size: whole,
  /** The kind of document expected, or null for any. */
  expected_document_type: NamedRef.nullable(),
  threshold: z.object({ kind: whole, value: decimalString.nullable() }).nullable(),
  figure: z.object({ value: decimalString, reported_at: instant.nullable(), reported_by: z.string() }).nullable(),
  answer: z.object({ text: z.string(), answered_at: instant, answered_by: z.string() }).nullable(),
  files: z.array(RequirementFile),
  review: RequirementReview.nullable(),
});
export type RequirementRow = z.output<typeof RequirementRow>;

// ---------------------------------------------------------------- staff comments and internal notes

export const StaffCommentCreate = z
  .object({
    target_type: CommentTargetType,
    target_id: id('an item, file or workspace of this account'),
    comment_text: requiredMultiLine(COMMENT_MAX_LENGTH),
    /** A staff note the contact never sees. */
    internal: z.boolean({ error: 'Must be true or false.' }).default(false),
  })
  .strict();
export type StaffCommentCreate = z.output<typeof StaffCommentCreate>;

export const StaffCommentListQuery = z.object({
  target_type: CommentTargetType.optional(),
  target_id: queryDbId('an item, file or workspace of this account').optional(),
});

export const StaffComment = z.object({
  id: whole,
  target_type: z.enum(['item', 'file', 'workspace']),
  target_id: whole,
  comment_text: z.string(),
  internal: z.boolean(),
  author_name: z.string(),
  author_kind: z.enum(['contact', 'user']),
  created_at: instant,
});
export type StaffComment = z.output<typeof StaffComment>;

// ---------------------------------------------------------------- portal answers and figures

const portalItem = { token: portalToken, item_id: id('an item of this workspace') };
export const PortalAnswerRequest = z.object({ ...portalItem, text: requiredMultiLine(REQUIREMENT_LIMITS.answer) });
export const PortalFigureRequest = z.object({ ...portalItem, value: Decimal });
