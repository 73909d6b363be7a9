/**
 * Activities: the entries of a sales account's (and a deal's) timeline, knowing no HTTP. An
 * activity is on a sales account of the organization (400 on `account_id` otherwise) and, when it
 * names a deal, on a deal of that account (400 on `deal_id`, the same for a deal of another account
 * or another organization, so ids cannot be probed). Marking it done stamps the time; undoing it
 * clears it.
 *
 * Who may change an activity: anyone of the organization who may write (IC, OA, LRA), whoever owns
 * or wrote it. A timeline is the team's shared record (a colleague closes a task for someone away,
 * corrects a note), and every change is audited on the account with who made it.
 */
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AuditEntityKind, SalesMessage, type ActivityKind, type ActivityPatch, type ActivityRow, type ActivityWrite } from '@si/contract';
import { inTransaction, type Db } from '../../../db/client.ts';
import { account, user } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import { badRequest, newFieldErrors, notFound } from '../../../platform/http/errors.ts';
import { checkRefs } from '../../../platform/http/refs.ts';
import { SALES_KIND } from '../module.ts';
import { salesActivity, salesDeal } from '../schema.ts';
import { type SalesStaff } from '../deals/actions.ts';
import { userNameSql } from '../deals/rows.ts';

/** The most entries one list answers. */
export const ACTIVITY_LIST_LIMIT = 500;

export const DEAL_NOT_ON_ACCOUNT = 'Choose a deal of this account.';

type ActivityRecord = typeof salesActivity.$inferSelect;

const owner = alias(user, 'activity_owner');
const creator = alias(user, 'activity_creator');

/** A select of activities with the names their rows show; the caller adds where and order. */
const selectActivities = (db: Db) =>
  db
    .select({ a: salesActivity, accountName: account.name, dealTitle: salesDeal.title, ownerName: userNameSql(owner), creatorName: userNameSql(creator) })
    .from(salesActivity)
    .innerJoin(account, eq(account.id, salesActivity.accountId))
    .leftJoin(salesDeal, eq(salesDeal.id, salesActivity.dealId))
    .leftJoin(owner, eq(owner.id, salesActivity.ownerUserId))
    .leftJoin(creator, eq(creator.id, salesActivity.createdByUserId));

type Loaded = Awaited<ReturnType<ReturnType<typeof selectActivities>['where']>>[number];

const named = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

const toRow = (r: Loaded): ActivityRow => ({
  id: r.a.id,
  account: { id: r.a.accountId, name: r.accountName },
  deal: named(r.a.dealId, r.dealTitle),
  kind: r.a.kind as ActivityKind,
  subject: r.a.subject,
  body: r.a.body,
  due_at: r.a.dueAt?.toISOString() ?? null,
  done_at: r.a.doneAt?.toISOString() ?? null,
  owner: named(r.a.ownerUserId, r.ownerName),
  created_by: named(r.a.createdByUserId, r.creatorName),
  created_at: r.a.createdAt.toISOString(),
});

/** Activity `id` of the organization as its row; 404 when it is not theirs. */
export async function activityAnswer(db: Db, orgId: number, id: number): Promise<ActivityRow> {
  const [r] = await selectActivities(db).where(and(eq(salesActivity.id, id), eq(salesActivity.organizationId, orgId)));
  if (!r) throw notFound();
  return toRow(r);
}

/**
 * An account's or a deal's timeline, or the caller's own (`owner=me`); open or done. Open entries
 * with a due time come first, soonest due first (what is to do); then the rest, newest first. One
 * statement, at most ACTIVITY_LIST_LIMIT rows.
 */
export async function listActivities(
  db: Db,
  by: SalesStaff,
  q: { account_id?: number; deal_id?: number; state?: 'open' | 'done'; owner?: 'me' },
): Promise<ActivityRow[]> {
  const conditions: (SQL | undefined)[] = [eq(salesActivity.organizationId, by.orgId)];
  if (q.account_id !== undefined) conditions.push(eq(salesActivity.accountId, q.account_id));
  if (q.deal_id !== undefined) conditions.push(eq(salesActivity.dealId, q.deal_id));
  if (q.owner === 'me') conditions.push(eq(salesActivity.ownerUserId, by.userId));
  if (q.state === 'open') conditions.push(isNull(salesActivity.doneAt));
  if (q.state === 'done') conditions.push(isNotNull(salesActivity.doneAt));
  const toDo = sql`(${salesActivity.doneAt} is null and ${salesActivity.dueAt} is not null)`;
  const rows = await selectActivities(db)
    .where(and(...conditions))
    .orderBy(desc(toDo), sql`case when ${toDo} then ${salesActivity.dueAt} end asc`, desc(salesActivity.createdAt), desc(salesActivity.id))
    .limit(ACTIVITY_LIST_LIMIT);
  return rows.map(toRow);
}

const auditActivity = (tx: Db, by: SalesStaff, a: Pick<ActivityRecord, 'id' | 'accountId' | 'dealId' | 'kind' | 'subject'>, action: string, details: Record<string, unknown> = {}) =>
  audit(tx, {
    orgId: by.orgId,
    entityKind: AuditEntityKind.WORKSPACE,
    entityId: a.accountId,
    action,
    actorUserId: by.userId,
    details: { activity_id: a.id, deal_id: a.dealId, kind: a.kind, subject: a.subject, ...details },
  });

/** Logs or plans an activity; answers its id. */
export async function createActivity(db: Db, by: SalesStaff, input: ActivityWrite): Promise<number> {
  return inTransaction(db, async (tx) => {
    const errors = await checkRefs(tx, by.orgId, { owner_user_id: { kind: 'user', id: input.owner_user_id } }, newFieldErrors());
    const [acc] = await tx
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.id, input.account_id), eq(account.organizationId, by.orgId), eq(account.moduleKind, SALES_KIND), isNull(account.archivedAt)));
    if (!acc) errors.account_id = [SalesMessage.NOT_SALES_ACCOUNT];
    if (input.deal_id !== null) {
      const [deal] = await tx
        .select({ id: salesDeal.id })
        .from(salesDeal)
        .where(and(eq(salesDeal.id, input.deal_id), eq(salesDeal.accountId, input.account_id), eq(salesDeal.organizationId, by.orgId)));
      if (!deal) errors.deal_id = [DEAL_NOT_ON_ACCOUNT];
    }
    if (Object.keys(errors).length) throw badRequest(errors);
    const [row] = await tx
      .insert(salesActivity)
      .values({
        organizationId: by.orgId,
        accountId: input.account_id,
        dealId: input.deal_id,
        kind: input.kind,
        subject: input.subject,
        body: input.body,
        dueAt: input.due_at === null ? null : new Date(input.due_at),
        ownerUserId: input.owner_user_id,
        createdByUserId: by.userId,
      })
      .returning();
    await auditActivity(tx, by, row!, 'sales_activity_created');
    return row!.id;
  });
}

/** The organization's activity `id`, locked; 404 otherwise. */
async function lockActivity(tx: Db, orgId: number, id: number): Promise<ActivityRecord> {
  const [row] = await tx
    .select()
    .from(salesActivity)
    .where(and(eq(salesActivity.id, id), eq(salesActivity.organizationId, orgId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Changes the fields sent; `done: true` stamps the time it was done (kept when it already was), `false` clears it. */
export async function updateActivity(db: Db, by: SalesStaff, id: number, input: ActivityPatch): Promise<void> {
  await inTransaction(db, async (tx) => {
    const a = await lockActivity(tx, by.orgId, id);
    const errors = await checkRefs(tx, by.orgId, { owner_user_id: { kind: 'user', id: input.owner_user_id } });
    if (Object.keys(errors).length) throw badRequest(errors);
    const values = {
      ...(input.subject !== undefined && { subject: input.subject }),
      ...(input.body !== undefined && { body: input.body }),
      ...(input.due_at !== undefined && { dueAt: input.due_at === null ? null : new Date(input.due_at) }),
      ...(input.owner_user_id !== undefined && { ownerUserId: input.owner_user_id }),
      ...(input.done !== undefined && { doneAt: input.done ? (a.doneAt ?? new Date()) : null }),
    };
    if (!Object.keys(values).length) return;
    await tx.update(salesActivity).set(values).where(eq(salesActivity.id, id));
    await auditActivity(tx, by, { ...a, subject: input.subject ?? a.subject }, 'sales_activity_updated', { fields: Object.keys(input), ...(input.done !== undefined && { done: input.done }) });
  });
}

export async function deleteActivity(db: Db, by: SalesStaff, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const a = await lockActivity(tx, by.orgId, id);
    await tx.delete(salesActivity).where(eq(salesActivity.id, id));
    await auditActivity(tx, by, a, 'sales_activity_deleted');
  });
}
