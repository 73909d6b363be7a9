/**
 * How a status reads as a task state (My Tasks, reports): through the item's workflow step
 * when its module has an active workflow and the status is one of its steps (initial: to do,
 * final: done, any other: in progress); otherwise by the status name itself.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { DateFilter, ItemKind, TaskStatusFilter, type TaskState } from '@si/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedQuery } from '../../../db/prepared.ts';
import { orgCache } from '../../../platform/org-cache.ts';
import { workflow, workflowStep } from '../../../db/schema.ts';
import { CLOSED_STATUSES } from '../../dashboard/index.ts';
import { isoDay } from '../../dates/days.ts';

/** Status names that mean "nothing done yet" when no workflow step says otherwise. */
const TODO_STATUSES = ['open', 'new', 'todo', 'to do', 'draft', 'pending', 'requested', 'rejected', 'overdue'];

const list = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** The steps of the organization's active workflows: what a status means per module kind. */
interface ActiveStep {
  moduleKind: number;
  name: string;
  isInitial: boolean;
  isFinal: boolean;
}

// Every items list, My Tasks page and report reads these: prepared once per database. In a
// fixed order, since the lists key their own prepared statements on them.
const stepsQuery = preparedQuery('active_workflow_steps', (db, name) =>
  db
    .select({ moduleKind: workflow.moduleKind, name: workflowStep.name, isInitial: workflowStep.isInitial, isFinal: workflowStep.isFinal })
    .from(workflowStep)
    .innerJoin(workflow, eq(workflow.id, workflowStep.workflowId))
    .where(and(eq(workflow.organizationId, sql.placeholder('orgId')), eq(workflow.isActive, true)))
    .orderBy(workflow.moduleKind, workflowStep.id)
    .prepare(name),
);

/**
 * The active steps, from memory while the cache is live: every items list and My Tasks page
 * reads them and only the workflow screens change them (they call activeStepsCache.changed).
 */
export const activeStepsCache = orgCache<ActiveStep[]>('si_workflow_steps', (db, orgId) => stepsQuery(db).execute({ orgId }));

export function activeSteps(db: Db, orgId: number): Promise<ActiveStep[]> {
  return activeStepsCache.get(db, orgId);
}

// A paid invoice is done whatever its step: one hashed set of paid invoices per query, not a probe per row.
// An approved invoice is a vendor's bill approved for payment: still to pay, so in progress (as the dashboards count it).
const byName = sql`case when "item"."id" in (select "invoice"."item_id" from "invoice" where "invoice"."paid") then 3
       when "item"."kind" = ${sql.raw(`'${ItemKind.INVOICE}'`)} and lower("item"."status") = 'approved' then 2
       when lower("item"."status") in (${list(CLOSED_STATUSES)}) then 3
       when lower("item"."status") in (${list(TODO_STATUSES)}) then 1 else 2 end`;

/**
 * 1 todo, 2 in progress, 3 done (the codes of TaskStatusFilter), as one CASE built from the
 * active steps, so a list filters on it without a subquery per row (the items list's p95 target).
 * Columns are spelled out: drizzle leaves them unqualified in one-table selects. With steps,
 * `account` must be in the FROM.
 */
export function taskState(steps: ActiveStep[]): SQL<number> {
  if (!steps.length) return sql<number>`(${byName})`.mapWith(Number);
  const arms: SQL[] = [];
  for (const kind of [...new Set(steps.map((s) => s.moduleKind))]) {
    const mine = steps.filter((s) => s.moduleKind === kind);
    for (const [code, pick] of [[1, (s: ActiveStep) => s.isInitial && !s.isFinal], [3, (s: ActiveStep) => s.isFinal], [2, (s: ActiveStep) => !s.isInitial && !s.isFinal]] as const) {
      const names = mine.filter(pick).map((s) => s.name.toLowerCase());
      if (names.length) arms.push(sql`when "account"."module_kind" = ${kind} and lower("item"."status") in (${list(names)}) then ${sql.raw(String(code))}`);
    }
  }
  return sql<number>`(case ${sql.join(arms, sql` `)} else ${byName} end)`.mapWith(Number);
}

export const TASK_STATE: Record<number, TaskState> = { 1: 'todo', 2: 'in_progress', 3: 'done' };

/** The WHERE part of a task status filter (4, all: none). */
export function stateFilter(state: SQL<number>, status: number): SQL | undefined {
  if (status === TaskStatusFilter.ALL) return undefined;
  return sql`${state} = ${status}`;
}

/** The due-date window of a date filter (spec 3), in UTC days; undefined for any date. */
export function dueWindow(filter: number, now = new Date()): { from: string; to: string } | undefined {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  switch (filter) {
    case DateFilter.TODAY:
      return { from: isoDay(now), to: isoDay(now) };
    case DateFilter.PAST_7_DAYS:
      return { from: isoDay(new Date(now.getTime() - 6 * 86_400_000)), to: isoDay(now) };
    case DateFilter.THIS_MONTH:
      return { from: isoDay(new Date(Date.UTC(y, m, 1))), to: isoDay(new Date(Date.UTC(y, m + 1, 0))) };
    case DateFilter.THIS_YEAR:
      return { from: `${y}-01-01`, to: `${y}-12-31` };
    default:
      return undefined;
  }
}

/** Items due between two days (ISO dates, or placeholders for them), both included. */
export const dueBetween = (from: string | Placeholder, to: string | Placeholder): SQL => sql`"item"."due_date" between ${from}::date and ${to}::date`;

export function dateFilter(filter: number, now = new Date()): SQL | undefined {
  const w = dueWindow(filter, now);
  return w ? dueBetween(w.from, w.to) : undefined;
}
