/**
 * Workflows (spec 3: condition combiner, condition types 1-6, transition actions 1-13,
 * file-upload triggers 1 and 11-16), item status changes, My Tasks, the reports of spec 7.2
 * and the audit log. Shapes are this project's choice; the codes are the spec's.
 */
import { z } from 'zod';
import {
  AuditEntityKind,
  ConditionCombiner,
  ConditionType,
  DateFilter,
  FileUploadTrigger,
  ModuleKind,
  PAGE_SIZES,
  TaskStatusFilter,
  TransitionAction,
} from './enums.ts';
import { WORKFLOW_LIMITS } from './limits.ts';
import { FieldMessage } from './validation.ts';
import { dbId, isoDay, multiLine, pageNumber, queryDbId, queryWholeNumber, requiredSingleLine, singleLine, wholeNumber } from './fields.ts';
import { day, instant, NamedRef, Page, whole } from './answers.ts';

const codes = <T extends Record<string, number>>(o: T) => Object.values(o) as number[];
/** Query strings carry numbers as text; JSON bodies as numbers. Both read the same. */
const numeric = (v: unknown) => (typeof v === 'string' && /^\s*-?\d{1,10}\s*$/.test(v) ? Number(v) : v);
const oneOf = (allowed: number[], what: string) =>
  z.preprocess(
    numeric,
    z
      .number({ error: (i) => (i.input === undefined ? FieldMessage.REQUIRED : `Must be one of ${allowed.join(', ')}.`) })
      .int(`Must be one of ${allowed.join(', ')}.`)
      .refine((v) => allowed.includes(v), `Unknown ${what}; must be one of ${allowed.join(', ')}.`),
  );

const text = (max: number) => requiredSingleLine(max);
const refId = dbId();
const refIds = z.array(refId, { error: 'Must be a list of ids.' }).max(WORKFLOW_LIMITS.ids, `At most ${WORKFLOW_LIMITS.ids} ids.`);

const MODULE_KINDS = codes(ModuleKind);
export const CONDITION_TYPES = codes(ConditionType);
export const TRANSITION_ACTIONS = codes(TransitionAction);
export const FILE_UPLOAD_TRIGGERS = codes(FileUploadTrigger);

// ---- workflows, steps, transitions ----

export const WorkflowCreate = z.strictObject({
  name: text(WORKFLOW_LIMITS.name),
  module_kind: oneOf(MODULE_KINDS, 'module kind'),
  description: multiLine(WORKFLOW_LIMITS.description).optional(),
  /** One active workflow per module kind: activating this one deactivates the other. */
  is_active: z.boolean({ error: 'Must be true or false.' }).optional(),
});
export const WorkflowPatch = WorkflowCreate.omit({ module_kind: true }).partial();

export const WorkflowStepCreate = z.strictObject({
  /** The item status this step stands for (items carry the step's name as their status). */
  name: text(WORKFLOW_LIMITS.stepName),
  order: wholeNumber(0, WORKFLOW_LIMITS.stepOrder, `Enter a whole number from 0 to ${WORKFLOW_LIMITS.stepOrder}.`).optional(),
  is_initial: z.boolean({ error: 'Must be true or false.' }).optional(),
  is_final: z.boolean({ error: 'Must be true or false.' }).optional(),
});
export const WorkflowStepPatch = WorkflowStepCreate.partial();

/** Condition parameters: type 2 team_id; 3 user_id; 4 user_ids (empty: any user); 5 contact_id; 6 contact_ids (empty: any contact of the account). */
export const WorkflowCondition = z.strictObject({
  type: oneOf(CONDITION_TYPES, 'condition type'),
  team_id: refId.optional(),
  user_id: refId.optional(),
  user_ids: refIds.optional(),
  contact_id: refId.optional(),
  contact_ids: refIds.optional(),
});
export type WorkflowCondition = z.infer<typeof WorkflowCondition>;

/** Action parameters: 5 and 10 contact_id; 7 and 12 team_id; 8 and 13 user_id. */
export const WorkflowAction = z.strictObject({
  action: oneOf(TRANSITION_ACTIONS, 'action'),
  team_id: refId.optional(),
  user_id: refId.optional(),
  contact_id: refId.optional(),
});
export type WorkflowAction = z.infer<typeof WorkflowAction>;

export const WorkflowTransitionCreate = z.strictObject({
  name: text(WORKFLOW_LIMITS.transitionName),
  from_step_id: refId,
  to_step_id: refId,
  /** Automatic transitions fire by themselves: on a file upload when `trigger` is set, else on arrival at the from-step. */
  automatic: z.boolean({ error: 'Must be true or false.' }).optional(),
  combiner: oneOf(codes(ConditionCombiner), 'combiner').optional(),
  /** File-upload trigger (1, 11-16); the notify triggers take team_id, user_id or contact_id. */
  trigger: oneOf(FILE_UPLOAD_TRIGGERS, 'file-upload trigger').nullable().optional(),
  trigger_team_id: refId.nullable().optional(),
  trigger_user_id: refId.nullable().optional(),
  trigger_contact_id: refId.nullable().optional(),
  conditions: z.array(WorkflowCondition, { error: 'Must be a list.' }).max(WORKFLOW_LIMITS.conditions, `At most ${WORKFLOW_LIMITS.conditions} conditions.`).optional(),
  actions: z.array(WorkflowAction, { error: 'Must be a list.' }).max(WORKFLOW_LIMITS.actions, `At most ${WORKFLOW_LIMITS.actions} actions.`).optional(),
});
export type WorkflowTransitionCreate = z.infer<typeof WorkflowTransitionCreate>;
export const WorkflowTransitionPatch = WorkflowTransitionCreate.partial();

export const WorkflowStep = z.object({ id: whole, name: z.string(), order: whole, is_initial: z.boolean(), is_final: z.boolean() });
export type WorkflowStep = z.output<typeof WorkflowStep>;
/** A condition and an action as stored: the request's fields, read back without its checks. */
const ConditionAnswer = z.object({
  type: whole,
  team_id: whole.optional(),
  user_id: whole.optional(),
  user_ids: z.array(whole).optional(),
  contact_id: whole.optional(),
  contact_ids: z.array(whole).optional(),
});
const ActionAnswer = z.object({ action: whole, team_id: whole.optional(), user_id: whole.optional(), contact_id: whole.optional() });
export const WorkflowTransition = z.object({
  id: whole,
  workflow_id: whole,
  name: z.string(),
  from_step_id: whole,
  to_step_id: whole,
  automatic: z.boolean(),
  combiner: whole,
  trigger: whole.nullable(),
  trigger_team_id: whole.nullable(),
  trigger_user_id: whole.nullable(),
  trigger_contact_id: whole.nullable(),
  conditions: z.array(ConditionAnswer),
  actions: z.array(ActionAnswer),
});
export type WorkflowTransition = z.output<typeof WorkflowTransition>;
const workflowFields = {
  id: whole,
  name: z.string(),
  module_kind: whole,
  description: z.string(),
  is_active: z.boolean(),
  created_at: instant,
  updated_at: instant,
};
export const WorkflowSummary = z.object({ ...workflowFields, step_count: whole, transition_count: whole });
export type WorkflowSummary = z.output<typeof WorkflowSummary>;
export const WorkflowDetail = z.object({ ...workflowFields, steps: z.array(WorkflowStep), transitions: z.array(WorkflowTransition) });
export type WorkflowDetail = z.output<typeof WorkflowDetail>;

/** What one run of the engine did: the transitions taken, who was mailed, who was assigned. */
export const WorkflowRun = z.object({
  workflow_id: whole.nullable(),
  status: z.string(),
  transitions: z.array(z.object({ id: whole, name: z.string(), from: z.string(), to: z.string() })),
  notified: z.array(z.string()),
  /** Addresses a notification named but that were not mailed: the organization's customer or team notifications are off. */
  notifications_off: z.array(z.string()),
  assigned: z.object({ type: z.enum(['user', 'team', 'contact']), id: whole }).nullable(),
});
export type WorkflowRun = z.output<typeof WorkflowRun>;
/** POST /api/items/{id}/files: the stored version, and what the workflow engine did on its arrival (null: nothing to run). */
export const ItemFileUploaded = z.object({
  file: z.object({ id: whole, name: z.string(), content_type: z.string(), size: whole, checksum_sha256: z.string(), version: whole, uploaded_at: instant }),
  workflow: WorkflowRun.nullable(),
});
export type ItemFileUploaded = z.output<typeof ItemFileUploaded>;
/** PATCH /api/items/{id}/status: the item's id and the engine's run. */
export const ItemStatusChanged = WorkflowRun.extend({ id: whole });
export type ItemStatusChanged = z.output<typeof ItemStatusChanged>;
/** The manual transitions open from the item's step (`allowed`: the caller meets their conditions). */
export const ItemTransitions = z.object({
  workflow_id: whole.nullable(),
  status: z.string(),
  step_id: whole.nullable(),
  transitions: z.array(z.object({ id: whole, name: z.string(), to_step_id: whole, to_status: z.string(), allowed: z.boolean() })),
});
export type ItemTransitions = z.output<typeof ItemTransitions>;
/** An item's status change as its history lists it. */
export const ItemHistoryRow = z.object({
  id: whole,
  from_status: z.string(),
  to_status: z.string(),
  transition_id: whole.nullable(),
  transition_name: z.string().nullable(),
  source: z.string(),
  actor_user: NamedRef.nullable(),
  actor_contact_id: whole.nullable(),
  created_at: instant,
});
export type ItemHistoryRow = z.output<typeof ItemHistoryRow>;

// ---- lists ----

const listQuery = z.object({
  page: pageNumber,
  page_size: queryWholeNumber(1, 1000, `Must be one of ${PAGE_SIZES.join(', ')}.`)
    .refine((v) => (PAGE_SIZES as readonly number[]).includes(v), `Must be one of ${PAGE_SIZES.join(', ')}.`)
    .default(10),
  ordering: singleLine(40).optional(),
  search: singleLine(200).optional(),
});
/** The workflow list's page (the same shape as every list). */
export type WorkflowPaged<T> = Page<T>;

export const WorkflowListQuery = listQuery.extend({ module_kind: oneOf(MODULE_KINDS, 'module kind').optional() });

// ---- item status ----

export const ItemStatusChange = z
  .strictObject({ status: text(60).optional(), transition_id: refId.optional() })
  .refine((v) => v.status !== undefined || v.transition_id !== undefined, { message: 'Send status or transition_id.' });
export type ItemStatusChange = z.infer<typeof ItemStatusChange>;

export const ItemListQuery = listQuery.extend({
  module_kind: oneOf(MODULE_KINDS, 'module kind').optional(),
  account_id: queryDbId('an account').optional(),
  status: singleLine(60).optional(),
});

// ---- My Tasks ----

export const TaskQuery = listQuery.extend({
  status: oneOf(codes(TaskStatusFilter), 'status filter').default(TaskStatusFilter.ALL),
  date: oneOf(codes(DateFilter), 'date filter').default(DateFilter.ANY),
  module_kind: oneOf(MODULE_KINDS, 'module kind').optional(),
});
/** How My Tasks reads an item's status: its workflow step (initial, middle, final) or, without one, its name. */
export const TASK_STATES = ['todo', 'in_progress', 'done'] as const;
export type TaskState = (typeof TASK_STATES)[number];
const taskState = z.enum(TASK_STATES);
const Assignee = z.object({ type: z.enum(['user', 'team']), id: whole, name: z.string() });
export const TaskRow = z.object({
  id: whole,
  title: z.string(),
  kind: z.string(),
  status: z.string(),
  state: taskState,
  due_date: day.nullable(),
  account: z.object({ id: whole, name: z.string(), module_kind: whole }),
  assigned_to: Assignee.nullable(),
});
export type TaskRow = z.output<typeof TaskRow>;

// ---- reports (spec 7.2) ----

export const REPORT_FORMATS = ['json', 'pdf', 'xlsx'] as const;
export const ExceptionsReportRequest = z.strictObject({
  lead_only: z.boolean({ error: 'Must be true or false.' }).default(false),
  format: z.enum(REPORT_FORMATS, { error: `Must be one of ${REPORT_FORMATS.join(', ')}.` }).default('json'),
  /** Free text matched against account names and item titles. */
  filter: singleLine(200).default(''),
  /** A module kind (1-7); absent or null: every module. */
  workspace_type: oneOf(MODULE_KINDS, 'workspace type').nullable().optional(),
});
export const PendingItemsReportQuery = z.object({
  workspace_type: oneOf(MODULE_KINDS, 'workspace type').optional(),
  per_page: queryWholeNumber(1, 100, 'Enter a whole number from 1 to 100.').default(1),
  page: pageNumber,
});

// ---- report answers (docs/api.md "Reports") ----

export const ReportAccount = z.object({ id: whole, name: z.string(), module_kind: whole });
export type ReportAccount = z.output<typeof ReportAccount>;

export const ReportItem = z.object({ id: whole, title: z.string(), kind: z.string(), status: z.string(), state: taskState });
export type ReportItem = z.output<typeof ReportItem>;

/** The five counts every report groups items by. */
export const StateCounts = z.object({ total: whole, todo: whole, in_progress: whole, done: whole, overdue: whole });
export type StateCounts = z.output<typeof StateCounts>;

export const ExceptionRow = z.object({
  account: ReportAccount,
  item: ReportItem,
  due_date: day,
  days_overdue: whole,
  assignee: z.string().nullable(),
  lead: z.string().nullable(),
});
export type ExceptionRow = z.output<typeof ExceptionRow>;

export const ExceptionsReport = z.object({
  user: z.object({ id: whole, name: z.string(), email: z.string() }),
  generated_at: instant,
  lead_only: z.boolean(),
  workspace_type: whole.nullable(),
  filter: z.string(),
  count: whole,
  truncated: z.boolean(),
  results: z.array(ExceptionRow),
});
export type ExceptionsReport = z.output<typeof ExceptionsReport>;

export const UserDetailReport = z.object({
  user: z.object({ id: whole, name: z.string(), email: z.string(), is_active: z.boolean(), last_login_at: instant.nullable() }),
  accounts_led: whole,
  items: StateCounts,
  by_module: z.array(StateCounts.extend({ module_kind: whole })),
  recent_activity: z.array(z.object({ id: whole, entity_kind: whole, entity_id: whole.nullable(), action: z.string(), created_at: instant })),
});
export type UserDetailReport = z.output<typeof UserDetailReport>;

export const PendingItem = ReportItem.extend({ due_date: day.nullable(), days_overdue: whole, assignee: z.string().nullable() });
export type PendingItem = z.output<typeof PendingItem>;

export const PendingAccount = z.object({ account: ReportAccount, items: z.array(PendingItem) });
export type PendingAccount = z.output<typeof PendingAccount>;

export const PendingItemsPage = Page(PendingAccount).extend({ page: whole, per_page: whole });
export type PendingItemsPage = z.output<typeof PendingItemsPage>;

export const SummaryRow = StateCounts.extend({ id: whole, name: z.string(), module_kind: whole, lead_user_id: whole.nullable() });
export type SummaryRow = z.output<typeof SummaryRow>;

export const DetailsItem = ReportItem.extend({
  due_date: day.nullable(),
  days_overdue: whole,
  assignee: z.string().nullable(),
  last_change: z.object({ to_status: z.string(), at: instant }).nullable(),
});
export type DetailsItem = z.output<typeof DetailsItem>;

export const DetailsReport = z.object({
  account: ReportAccount.extend({ account_hold: z.boolean(), lead: NamedRef.nullable() }),
  items: z.array(DetailsItem),
});
export type DetailsReport = z.output<typeof DetailsReport>;

export const TaskReportRow = StateCounts.extend({ assignee: Assignee });
export type TaskReportRow = z.output<typeof TaskReportRow>;

export const TaskReport = z.object({ date: whole, module_kind: whole.nullable(), results: z.array(TaskReportRow) });
export type TaskReport = z.output<typeof TaskReport>;

// ---- audit log ----

/** An audit event's author: a user or a contact. */
export const AuditActor = z.object({ type: z.enum(['user', 'contact']), id: whole, name: z.string(), email: z.string().nullable() });
export type AuditActor = z.output<typeof AuditActor>;
export const AuditRow = z.object({
  id: whole,
  entity_kind: whole,
  entity_id: whole.nullable(),
  action: z.string(),
  actor: AuditActor.nullable(),
  details: z.unknown(),
  created_at: instant,
});
export type AuditRow = z.output<typeof AuditRow>;
export const AuditLogQuery = listQuery.extend({
  entity_kind: oneOf(codes(AuditEntityKind), 'entity kind').optional(),
  entity_id: queryDbId().optional(),
  actor: queryDbId('a user').optional(),
  date_from: isoDay().optional(),
  date_to: isoDay().optional(),
});
