/**
 * The account row every accounts call answers with: lead, team and office by name, and the
 * progress, overdue and contact counts as correlated subqueries, so the database does the
 * counting (with the item_account_kind index) and a page of 10,000 accounts stays one query.
 */
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ItemKind, type AccountListQuery, type AccountRow } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { account, accountContact, customField, customFieldValue, item, office, team, user } from '../../db/schema.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { today } from '../dates/days.ts';

const lead = alias(user, 'lead_user');
const leadName = sql<string>`coalesce(nullif(trim(${lead.firstName} || ' ' || ${lead.lastName}), ''), ${lead.email})`;

/** The kinds a workspace asks its contact for: what progress and overdue count. */
const PROGRESS_KINDS = sql.join([ItemKind.REQUEST_ITEM, ItemKind.METRIC, ItemKind.QUESTION, ItemKind.STATEMENT].map((k) => sql`${k}`), sql`, `);
// The outer account is spelled out: drizzle leaves selected columns unqualified in a query without joins.
const outerAccountId = sql`${sql.identifier('account')}.${sql.identifier('id')}`;
const requirementsOf = sql`${item.accountId} = ${outerAccountId} and ${item.kind} in (${PROGRESS_KINDS})`;
const overdueOf = () => sql`${requirementsOf} and ${item.dueDate} < ${today()}::date and ${item.status} <> 'accepted'`;

/** Output-column names, so ORDER BY reuses the computed value instead of running the subquery twice. */
export const PROGRESS_RATIO = sql`progress_ratio`;
export const OVERDUE_COUNT = sql`overdue_count`;

/** The list's orderings and search, shared with the CSV export. */
export const ACCOUNT_LIST = {
  orderings: { name: account.name, created_at: account.createdAt, progress: PROGRESS_RATIO, overdue: OVERDUE_COUNT },
  defaultOrdering: 'name',
  search: [account.name],
  tiebreak: account.id,
};

function rowSelection() {
  return {
    id: account.id,
    name: account.name,
    moduleKind: account.moduleKind,
    workspaceKind: account.workspaceKind,
    leadId: lead.id,
    leadName,
    teamId: team.id,
    teamName: team.name,
    officeId: office.id,
    officeName: office.name,
    hold: account.accountHold,
    holdMessage: account.accountHoldMessage,
    archivedAt: account.archivedAt,
    createdAt: account.createdAt,
    accepted: sql<number>`(select count(*)::int from ${item} where ${requirementsOf} and ${item.status} = 'accepted')`,
    total: sql<number>`(select count(*)::int from ${item} where ${requirementsOf})`,
    ratio: sql<number>`coalesce((select avg(case when ${item.status} = 'accepted' then 1.0 else 0.0 end) from ${item} where ${requirementsOf}), 0)`.as('progress_ratio'),
    overdue: sql<number>`(select count(*)::int from ${item} where ${overdueOf()})`.as('overdue_count'),
    contacts: sql<number>`(select count(*)::int from ${accountContact} where ${accountContact.accountId} = ${outerAccountId})`,
  };
}

/** The account rows matching `where`, with every join and count the answer needs. */
export function selectRows(db: Db, where: SQL | undefined) {
  return db
    .select(rowSelection())
    .from(account)
    .leftJoin(lead, eq(lead.id, account.leadUserId))
    .leftJoin(team, eq(team.id, account.teamId))
    .leftJoin(office, eq(office.id, account.officeId))
    .where(where);
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];
const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

export function toAccountRow(r: Selected): AccountRow {
  return {
    id: r.id,
    name: r.name,
    module_kind: r.moduleKind,
    workspace_kind: r.workspaceKind,
    lead: ref(r.leadId, r.leadName),
    team: ref(r.teamId, r.teamName),
    office: ref(r.officeId, r.officeName),
    account_hold: r.hold,
    account_hold_message: r.holdMessage,
    archived: r.archivedAt !== null,
    progress: { accepted: Number(r.accepted), total: Number(r.total) },
    overdue_count: Number(r.overdue),
    contact_count: Number(r.contacts),
    created_at: new Date(r.createdAt).toISOString(),
  };
}

/** Accounts of the caller's organization in the modules it allows. */
export const visibleAccounts = (orgId: number, kinds: number[]) => and(eq(account.organizationId, orgId), inArray(account.moduleKind, kinds.length ? kinds : [0]))!;

/** The list filters of AccountListQuery (search and paging are the paging helper's). */
export async function listFilters(db: Db, orgId: number, q: AccountListQuery): Promise<SQL | undefined> {
  if (q.custom_value !== undefined && q.custom_field === undefined) throw badRequest({ custom_field: ['Choose the custom field to filter on.'] });
  if (q.custom_field !== undefined) {
    const [field] = await db.select({ id: customField.id }).from(customField).where(and(eq(customField.id, q.custom_field), eq(customField.organizationId, orgId)));
    if (!field) throw badRequest({ custom_field: ['Must be the id of a custom field.'] });
  }
  const overdue = sql`exists (select 1 from ${item} where ${overdueOf()})`;
  const valueMatches =
    q.custom_value === undefined ? sql`` : sql` and lower(${customFieldValue.value}) = lower(${q.custom_value})`;
  return and(
    q.module_kind !== undefined ? eq(account.moduleKind, q.module_kind) : undefined,
    q.lead !== undefined ? eq(account.leadUserId, q.lead) : undefined,
    q.team !== undefined ? eq(account.teamId, q.team) : undefined,
    q.office !== undefined ? eq(account.officeId, q.office) : undefined,
    q.on_hold !== undefined ? eq(account.accountHold, q.on_hold) : undefined,
    q.overdue === undefined ? undefined : q.overdue ? overdue : sql`not ${overdue}`,
    q.archived ? isNotNull(account.archivedAt) : isNull(account.archivedAt),
    q.custom_field === undefined
      ? undefined
      : sql`exists (select 1 from ${customFieldValue} where ${customFieldValue.accountId} = ${outerAccountId} and ${customFieldValue.fieldId} = ${q.custom_field}${valueMatches})`,
  );
}

/** One account of the caller's organization in an allowed module, archived or not; 404 otherwise. */
export async function accountRow(db: Db, orgId: number, kinds: number[], id: number): Promise<AccountRow> {
  const [row] = await selectRows(db, and(eq(account.id, id), visibleAccounts(orgId, kinds)));
  if (!row) throw notFound();
  return toAccountRow(row);
}
