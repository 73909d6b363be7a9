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
import type { Page } from './admin.ts';

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

export interface WorkflowStep {
  id: number;
  name: string;
  order: number;
  is_initial: boolean;
  is_final: boolean;
}
export interface WorkflowTransition {
  id: number;
  workflow_id: number;
  name: string;
  from_step_id: number;
  to_step_id: number;
  automatic: boolean;
  combiner: number;
  trigger: number | null;
  trigger_team_id: number | null;
  trigger_user_id: number | null;
  trigger_contact_id: number | null;
  conditions: WorkflowCondition[];
  actions: WorkflowAction[];
}
export interface WorkflowSummary {
  id: number;
  name: string;
  module_kind: number;
  description: string;
  is_active: boolean;
  step_count: number;
  transition_count: number;
  created_at: string;
  updated_at: string;
}
export interface WorkflowDetail extends Omit<WorkflowSummary, 'step_count' | 'transition_count'> {
  steps: WorkflowStep[];
  transitions: WorkflowTransition[];
}

// ---- lists ----

const listQuery = z.object({
  page: pageNumber,
  page_size: queryWholeNumber(1, 1000, `Must be one of ${PAGE_SIZES.join(', ')}.`)
    .refine((v) => (PAGE_SIZES as readonly number[]).includes(v), `Must be one of ${PAGE_SIZES.join(', ')}.`)
    .default(10),
  ordering: singleLine(40).optional(),
  search: singleLine(200).optional(),
});
export interface WorkflowPaged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

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
export type TaskState = 'todo' | 'in_progress' | 'done';
export interface TaskRow {
  id: number;
  title: string;
  kind: string;
  status: string;
  state: TaskState;
  due_date: string | null;
  account: { id: number; name: string; module_kind: number };
  assigned_to: { type: 'user' | 'team'; id: number; name: string } | null;
}

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

export type ReportAccount = { id: number; name: string; module_kind: number };

export type ReportItem = { id: number; title: string; kind: string; status: string; state: TaskState };

/** The five counts every report groups items by. */
export type StateCounts = { total: number; todo: number; in_progress: number; done: number; overdue: number };

export type ExceptionRow = {
  account: ReportAccount;
  item: ReportItem;
  due_date: string;
  days_overdue: number;
  assignee: string | null;
  lead: string | null;
};

export type ExceptionsReport = {
  user: { id: number; name: string; email: string };
  generated_at: string;
  lead_only: boolean;
  workspace_type: number | null;
  filter: string;
  count: number;
  truncated: boolean;
  results: ExceptionRow[];
};

export type UserDetailReport = {
  user: { id: number; name: string; email: string; is_active: boolean; last_login_at: string | null };
  accounts_led: number;
  items: StateCounts;
  by_module: (StateCounts & { module_kind: number })[];
  recent_activity: { id: number; entity_kind: number; entity_id: number | null; action: string; created_at: string }[];
};

export type PendingItem = ReportItem & { due_date: string | null; days_overdue: number; assignee: string | null };

export type PendingAccount = { account: ReportAccount; items: PendingItem[] };

export type PendingItemsPage = Page<PendingAccount> & { page: number; per_page: number };

export type SummaryRow = StateCounts & { id: number; name: string; module_kind: number; lead_user_id: number | null };

export type DetailsItem = ReportItem & {
  due_date: string | null;
  days_overdue: number;
  assignee: string | null;
  last_change: { to_status: string; at: string } | null;
};

export type DetailsReport = {
  account: ReportAccount & { account_hold: boolean; lead: { id: number; name: string } | null };
  items: DetailsItem[];
};

export type TaskReportRow = StateCounts & { assignee: { type: 'user' | 'team'; id: number; name: string } };

export type TaskReport = { date: number; module_kind: number | null; results: TaskReportRow[] };

// ---- audit log ----

/** An audit event's author: a user or a contact. */
export type AuditActor = { type: 'user' | 'contact'; id: number; name: string; email: string | null };
export type AuditRow = {
  id: number;
  entity_kind: number;
  entity_id: number | null;
  action: string;
  actor: AuditActor | null;
  details: unknown;
  created_at: string;
};
export const AuditLogQuery = listQuery.extend({
  entity_kind: oneOf(codes(AuditEntityKind), 'entity kind').optional(),
  entity_id: queryDbId().optional(),
  actor: queryDbId('a user').optional(),
  date_from: isoDay().optional(),
  date_to: isoDay().optional(),
});
