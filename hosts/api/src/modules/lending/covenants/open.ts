/**
 * Opening a test's requirement when its period comes near (LENDING_LIMITS.openDaysBefore days
 * before its test date): a METRIC (financial, with the covenant's threshold) or a REQUEST_ITEM
 * (affirmative) on the loan's account, due on the test's due date. The reminder tick calls
 * openDueTests each round; a new covenant calls it for its own tests. Both also bring the stored
 * status of breached tests in line with their waivers (a waiver that expired reads breach again).
 */
import { and, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { ItemKind } from '@si/contract';
import { LENDING_LIMITS, type CovenantFrequency } from '@si/contract/lending';
import { inTransaction, type Db } from '../../../db/client.ts';
import { item, metric, requirement, workflow, workflowStep } from '../../../db/schema.ts';
import { isoDay } from '../../../shared/dates/days.ts';
import { LENDING_KIND } from '../module.ts';
import { covenant, covenantTest } from '../schema.ts';
import { addDays, testTitle } from './periods.ts';

const BATCH = 2000;

/** Whether an unrevoked, unexpired waiver covers the test `t` (its covenant's, or its own). */
export const waiverCovers = (today: string, test: SQL = sql`t`) =>
  sql`exists (select 1 from covenant_waiver w where w.covenant_id = ${test}.covenant_id and (w.test_id is null or w.test_id = ${test}.id) and w.revoked_at is null and w.expires_on >= ${today})`;

/** Breached tests under a waiver read `waived`, and `breach` again once it expired or was revoked. */
export async function refreshWaived(db: Db, orgId: number | undefined, today: string, covenantId?: number): Promise<void> {
  const scope = sql.join(
    [sql`t.status in ('breach', 'waived')`, ...(orgId ? [sql`t.organization_id = ${orgId}`] : []), ...(covenantId ? [sql`t.covenant_id = ${covenantId}`] : [])],
    sql` and `,
  );
  await db.execute(sql`update covenant_test t set status = case when ${waiverCovers(today)} then 'waived' else 'breach' end
    where ${scope} and t.status <> case when ${waiverCovers(today)} then 'waived' else 'breach' end`);
}

/** The initial step of each organization's active lending workflow ('open' without one). */
async function initialStatuses(db: Db, orgIds: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ orgId: workflow.organizationId, name: workflowStep.name })
    .from(workflowStep)
    .innerJoin(workflow, eq(workflow.id, workflowStep.workflowId))
    .where(and(inArray(workflow.organizationId, orgIds), eq(workflow.moduleKind, LENDING_KIND), eq(workflow.isActive, true), eq(workflowStep.isInitial, true)));
  return new Map(rows.map((r) => [r.orgId, r.name]));
}

/**
 * Opens the requirement of every test (of `orgId`, or of every organization) whose test date is
 * at most openDaysBefore days away and that has none yet; answers how many were opened. Tests
 * another process is opening are skipped, not waited for.
 */
export async function openDueTests(db: Db, orgId?: number, opts: { today?: string; covenantId?: number } = {}): Promise<number> {
  const today = opts.today ?? isoDay(new Date());
  const horizon = addDays(today, LENDING_LIMITS.openDaysBefore);
  let opened = 0;
  for (;;) {
    const n = await inTransaction(db, async (tx) => {
      const due = await tx
        .select({ test: covenantTest, covenant })
        .from(covenantTest)
        .innerJoin(covenant, eq(covenant.id, covenantTest.covenantId))
        .where(
          and(
            isNull(covenantTest.itemId),
            lte(covenantTest.testDate, horizon),
            isNull(covenant.archivedAt),
            orgId ? eq(covenantTest.organizationId, orgId) : undefined,
            opts.covenantId ? eq(covenantTest.covenantId, opts.covenantId) : undefined,
          ),
        )
        .orderBy(covenantTest.id)
        .limit(BATCH)
        .for('update', { of: covenantTest, skipLocked: true });
      if (!due.length) return 0;
      const statuses = await initialStatuses(tx, [...new Set(due.map((d) => d.test.organizationId))]);
      const made = await tx
        .insert(item)
        .values(
          due.map(({ test, covenant: c }) => ({
            organizationId: test.organizationId,
            accountId: test.accountId,
            kind: c.kind === 'financial' ? ItemKind.METRIC : ItemKind.REQUEST_ITEM,
            status: statuses.get(test.organizationId) ?? 'open',
            title: testTitle(c.name, c.frequency as CovenantFrequency, test.testDate),
            description: c.kind === 'financial' ? c.description || `Report ${c.figures.map((f) => f.label).join(', ')} for the period, and attach the calculation.` : c.description,
            dueDate: test.dueDate,
            createdByUserId: c.createdByUserId,
          })),
        )
        .returning({ id: item.id });
      // RETURNING answers a multi-row VALUES in its order.
      await tx.insert(requirement).values(made.map((m) => ({ itemId: m.id })));
      const metrics = due.flatMap((d, i) => (d.covenant.kind === 'financial' ? [{ itemId: made[i]!.id, thresholdKind: d.covenant.thresholdKind, thresholdValue: d.covenant.threshold }] : []));
      if (metrics.length) await tx.insert(metric).values(metrics);
      const pairs = JSON.stringify(due.map((d, i) => ({ id: d.test.id, item_id: made[i]!.id })));
      await tx.execute(sql`update covenant_test t set item_id = x.item_id from jsonb_to_recordset(${pairs}::jsonb) as x(id int, item_id int) where t.id = x.id`);
      return due.length;
    });
    opened += n;
    if (n < BATCH) break;
  }
  await refreshWaived(db, orgId, today, opts.covenantId);
  return opened;
}
