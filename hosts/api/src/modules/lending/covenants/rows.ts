/**
 * Covenants as the API answers them: a loan's list (each covenant with its tests, their current
 * results and its waivers) in a fixed number of statements whatever the number of covenants and
 * tests, and one test with its whole result history.
 */
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { CovenantResultRow, CovenantRow, CovenantTestDetail, CovenantTestRow, CovenantWaiverRow } from '@si/contract';
import { LENDING_DEFAULTS, type CovenantFrequency, type CovenantKind, type CovenantMetric, type CovenantOperator, type TestStatus } from '@si/contract/lending';
import type { Db } from '../../../db/client.ts';
import { account, contact, item, user } from '../../../db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { today } from '../../../shared/dates/days.ts';
import { LENDING_KIND } from '../module.ts';
import { covenant, covenantResult, covenantTest, covenantWaiver, lendingSettings, loan } from '../schema.ts';

export type CovenantRecord = typeof covenant.$inferSelect;
type ResultRecord = typeof covenantResult.$inferSelect;

const personName = (first: unknown, last: unknown): SQL<string | null> => sql<string | null>`nullif(trim(coalesce(${first}, '') || ' ' || coalesce(${last}, '')), '')`;

/** The loan (a lending account of the organization with its loan row), or a 404. */
export async function findLoan(db: Db, orgId: number, accountId: number) {
  const [row] = await db
    .select({ accountId: loan.accountId, reference: loan.reference, maturityDate: loan.maturityDate })
    .from(loan)
    .innerJoin(account, eq(account.id, loan.accountId))
    .where(and(eq(loan.accountId, accountId), eq(loan.organizationId, orgId), eq(account.organizationId, orgId), eq(account.moduleKind, LENDING_KIND)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The covenant of the organization, or a 404. */
export async function findCovenant(db: Db, orgId: number, id: number): Promise<CovenantRecord> {
  const [row] = await db
    .select()
    .from(covenant)
    .where(and(eq(covenant.id, id), eq(covenant.organizationId, orgId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The organization's warning margin (percent of the threshold); the default until saved. */
export async function orgWarningMargin(db: Db, orgId: number): Promise<string> {
  const [row] = await db.select({ margin: lendingSettings.warningMargin }).from(lendingSettings).where(eq(lendingSettings.organizationId, orgId)).limit(1);
  return row?.margin ?? LENDING_DEFAULTS.warningMargin;
}

const resultColumns = { result: covenantResult, byContact: personName(contact.firstName, contact.lastName), byUser: personName(user.firstName, user.lastName) };

export function toResultRow(r: { result: ResultRecord; byContact: string | null; byUser: string | null }): CovenantResultRow {
  const x = r.result;
  return {
    id: x.id,
    test_id: x.testId,
    figures: x.figures,
    formula: x.formula,
    operator: x.operator,
    threshold: x.threshold,
    value: x.value,
    status: x.status as CovenantResultRow['status'],
    headroom: x.headroom,
    problem: x.problem,
    cause: x.cause as CovenantResultRow['cause'],
    supersedes_id: x.supersedesId,
    current: x.current,
    reported_by: r.byContact ?? r.byUser ?? '',
    created_at: x.createdAt.toISOString(),
  };
}

function selectTests(db: Db) {
  return db
    .select({ test: covenantTest, itemStatus: item.status, ...resultColumns })
    .from(covenantTest)
    .leftJoin(item, eq(item.id, covenantTest.itemId))
    .leftJoin(covenantResult, and(eq(covenantResult.testId, covenantTest.id), eq(covenantResult.current, true)))
    .leftJoin(contact, eq(contact.id, covenantResult.reportedByContactId))
    .leftJoin(user, eq(user.id, covenantResult.reportedByUserId));
}
type TestLoaded = Awaited<ReturnType<ReturnType<typeof selectTests>['where']>>[number];

function toTestRow(r: TestLoaded): CovenantTestRow {
  return {
    id: r.test.id,
    covenant_id: r.test.covenantId,
    test_date: r.test.testDate,
    due_date: r.test.dueDate,
    status: r.test.status as TestStatus,
    item: r.test.itemId !== null && r.itemStatus !== null ? { id: r.test.itemId, status: r.itemStatus } : null,
    result: r.result ? toResultRow({ result: r.result, byContact: r.byContact, byUser: r.byUser }) : null,
  };
}

function toWaiverRow(w: typeof covenantWaiver.$inferSelect, approver: string | null, day: string): CovenantWaiverRow {
  return {
    id: w.id,
    covenant_id: w.covenantId,
    test_id: w.testId,
    kind: w.kind as CovenantWaiverRow['kind'],
    reason: w.reason,
    expires_on: w.expiresOn,
    approver: approver !== null ? { id: w.approverUserId, name: approver } : null,
    revoked_at: w.revokedAt?.toISOString() ?? null,
    active: w.revokedAt === null && w.expiresOn >= day,
    created_at: w.createdAt.toISOString(),
  };
}

/** Covenants as answered: four statements (covenants given), however many covenants, tests and waivers. */
async function covenantRows(db: Db, orgId: number, covenants: CovenantRecord[]): Promise<CovenantRow[]> {
  if (!covenants.length) return [];
  const ids = covenants.map((c) => c.id);
  const day = today();
  const margin = await orgWarningMargin(db, orgId);
  const tests = await selectTests(db)
    .where(and(eq(covenantTest.organizationId, orgId), inArray(covenantTest.covenantId, ids)))
    .orderBy(asc(covenantTest.testDate), asc(covenantTest.id));
  const waivers = await db
    .select({ waiver: covenantWaiver, approver: personName(user.firstName, user.lastName) })
    .from(covenantWaiver)
    .leftJoin(user, eq(user.id, covenantWaiver.approverUserId))
    .where(and(eq(covenantWaiver.organizationId, orgId), inArray(covenantWaiver.covenantId, ids)))
    .orderBy(desc(covenantWaiver.createdAt), desc(covenantWaiver.id));
  return covenants.map((c) => {
    const own = tests.filter((t) => t.test.covenantId === c.id);
    return {
      id: c.id,
      account_id: c.accountId,
      kind: c.kind as CovenantKind,
      name: c.name,
      description: c.description,
      metric: (c.metric as CovenantMetric | null) ?? null,
      formula: c.formula,
      figures: c.figures,
      operator: (c.operator as CovenantOperator | null) ?? null,
      threshold: c.threshold,
      threshold_kind: c.thresholdKind,
      frequency: c.frequency as CovenantFrequency,
      first_test_date: c.firstTestDate,
      due_days: c.dueDays,
      warning_margin: c.warningMargin,
      effective_warning_margin: c.warningMargin ?? margin,
      archived: c.archivedAt !== null,
      version: c.version,
      next_test: own.find((t) => t.test.testDate >= day)?.test.testDate ?? null,
      tests: own.map(toTestRow),
      waivers: waivers.filter((w) => w.waiver.covenantId === c.id).map((w) => toWaiverRow(w.waiver, w.approver, day)),
    };
  });
}

/** A loan's covenants (archived ones only when asked), financial first, then by name. */
export async function loanCovenants(db: Db, orgId: number, accountId: number, archived = false): Promise<CovenantRow[]> {
  const rows = await db
    .select()
    .from(covenant)
    .where(and(eq(covenant.organizationId, orgId), eq(covenant.accountId, accountId), archived ? undefined : isNull(covenant.archivedAt)))
    .orderBy(asc(covenant.kind), asc(covenant.name), asc(covenant.id));
  return covenantRows(db, orgId, rows);
}

export async function covenantAnswer(db: Db, orgId: number, id: number): Promise<CovenantRow> {
  return (await covenantRows(db, orgId, [await findCovenant(db, orgId, id)]))[0]!;
}

/** One test of the organization with every result it had, newest first; a 404 otherwise. */
export async function testDetail(db: Db, orgId: number, testId: number): Promise<CovenantTestDetail> {
  const [row] = await selectTests(db)
    .where(and(eq(covenantTest.id, testId), eq(covenantTest.organizationId, orgId)))
    .limit(1);
  if (!row) throw notFound();
  const c = await findCovenant(db, orgId, row.test.covenantId);
  const results = await db
    .select(resultColumns)
    .from(covenantResult)
    .leftJoin(contact, eq(contact.id, covenantResult.reportedByContactId))
    .leftJoin(user, eq(user.id, covenantResult.reportedByUserId))
    .where(and(eq(covenantResult.testId, testId), eq(covenantResult.organizationId, orgId)))
    .orderBy(desc(covenantResult.createdAt), desc(covenantResult.id));
  return {
    ...toTestRow(row),
    covenant: { id: c.id, name: c.name, kind: c.kind as CovenantKind, account_id: c.accountId },
    figures: c.figures,
    results: results.map(toResultRow),
  };
}
