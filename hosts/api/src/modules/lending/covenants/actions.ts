/**
 * The covenant actions: add a covenant (and its tests, opening the near ones), change it
 * (recomputing its results when the test itself changed), archive it, record a test's figures
 * (from the borrower or staff), waive and revoke. Each writes its loan's history in the
 * transaction that makes the change. None knows HTTP.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CovenantCreate, CovenantPatch, LendingJobRow, WaiverCreate } from '@si/contract';
import { LendingMessage, STANDARD_METRICS } from '@si/contract/lending';
import { inTransaction, type Db } from '../../../db/client.ts';
import { item, metric } from '../../../db/schema.ts';
import { badRequest, detailError, newFieldErrors, notFound } from '../../../platform/http/errors.ts';
import { today } from '../../../shared/dates/days.ts';
import { recordHistory } from '../loans/history.ts';
import { covenant, covenantResult, covenantTest, covenantWaiver, lendingSettings } from '../schema.ts';
import { computeFormula, formulaProblem, isFigureName, judge, parseFormula } from './formula.ts';
import { openDueTests, refreshWaived, waiverCovers } from './open.ts';
import { addDays, testDates } from './periods.ts';
import { findCovenant, findLoan, orgWarningMargin, type CovenantRecord } from './rows.ts';
import { recomputeTests, startRecomputeJob } from './recompute.ts';

export interface CovenantStaff {
  orgId: number;
  userId: number;
}

export const ANSWER_LOCKED = 'This requirement has already been accepted; its figures can no longer be changed.';
export const FIRST_AFTER_MATURITY = "The first test date is after the loan's maturity.";
export const NOT_A_COVENANT_ITEM = 'This requirement is not a financial covenant test.';
export const FIGURE_NOT_ASKED = 'This figure is not asked for.';

const fieldError = (field: string, message: string) => {
  const out = newFieldErrors();
  out[field] = [message];
  return badRequest(out);
};

const sectionOf = (kind: string) => (kind === 'affirmative' ? 'affirmativeCovenantsReq' : 'covenants');
const humanize = (name: string) => name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The formula and figures a financial covenant is saved with, checked: a 400 on the field that is wrong. */
async function testDefinition(db: Db, orgId: number, input: { metric: string; formula_key?: string; formula?: string; figures?: { name: string; label: string }[] }) {
  if (input.metric !== 'formula') {
    const m = STANDARD_METRICS[input.metric as keyof typeof STANDARD_METRICS];
    return { formula: m.formula, figures: m.figures.map((f) => ({ ...f })) };
  }
  let formula = input.formula;
  if (input.formula_key) {
    const [settings] = await db.select({ formulas: lendingSettings.formulas }).from(lendingSettings).where(eq(lendingSettings.organizationId, orgId)).limit(1);
    const own = settings?.formulas.find((f) => f.key === input.formula_key);
    if (!own) throw fieldError('formula_key', "Choose one of the organization's formulas.");
    formula = own.formula;
  }
  if (formula === undefined) throw fieldError('formula', 'Enter a formula, or choose one of the organization\'s.');
  const figures =
    input.figures ??
    (input.formula_key ? [...new Set(formula.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [])].filter((n) => !['min', 'max', 'abs'].includes(n) && isFigureName(n)).map((name) => ({ name, label: humanize(name) })) : undefined);
  if (!figures?.length) throw fieldError('figures', 'Enter at least one figure.');
  return checked(formula, figures);
}

function checked(formula: string, figures: { name: string; label: string }[]) {
  const bad = figures.find((f) => !isFigureName(f.name));
  if (bad) throw fieldError('figures', `The figure name ${bad.name} cannot be used.`);
  const problem = formulaProblem(formula, figures.map((f) => f.name));
  if (problem) throw fieldError('formula', problem);
  return { formula, figures };
}

/** Adds a covenant to a loan with its tests; opens the requirements of the tests within openDaysBefore days. */
export async function createCovenant(db: Db, by: CovenantStaff, accountId: number, input: CovenantCreate): Promise<number> {
  const loanRow = await findLoan(db, by.orgId, accountId);
  const dates = testDates(input.first_test_date, input.frequency, loanRow.maturityDate);
  if (!dates.length) throw fieldError('first_test_date', FIRST_AFTER_MATURITY);
  const financial = input.kind === 'financial' ? { ...(await testDefinition(db, by.orgId, input)), input } : null;
  const id = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(covenant)
      .values({
        organizationId: by.orgId,
        accountId,
        kind: input.kind,
        name: input.name,
        description: input.description,
        metric: financial ? financial.input.metric : null,
        formula: financial?.formula ?? '',
        figures: financial?.figures ?? [],
        operator: financial?.input.operator ?? null,
        threshold: financial?.input.threshold ?? null,
        thresholdKind: financial?.input.threshold_kind ?? 0,
        frequency: input.frequency,
        firstTestDate: input.first_test_date,
        dueDays: input.due_days,
        warningMargin: financial?.input.warning_margin ?? null,
        createdByUserId: by.userId,
      })
      .returning();
    await tx.insert(covenantTest).values(dates.map((d) => ({ organizationId: by.orgId, accountId, covenantId: row!.id, testDate: d, dueDate: addDays(d, input.due_days) })));
    await recordHistory(tx, { orgId: by.orgId, accountId, section: sectionOf(input.kind), action: 'covenant_added', before: null, after: historyFields(row!), userId: by.userId });
    return row!.id;
  });
  await openDueTests(db, by.orgId, { covenantId: id });
  return id;
}

const historyFields = (c: CovenantRecord) => ({
  covenant_id: c.id,
  name: c.name,
  description: c.description,
  metric: c.metric,
  formula: c.formula,
  operator: c.operator,
  threshold: c.threshold,
  threshold_kind: c.thresholdKind,
  frequency: c.frequency,
  first_test_date: c.firstTestDate,
  due_days: c.dueDays,
  warning_margin: c.warningMargin,
});

/** Changes a covenant; a new formula, figures, operator or threshold recomputes its current results. */
export async function updateCovenant(db: Db, by: CovenantStaff, id: number, input: CovenantPatch): Promise<void> {
  const current = await findCovenant(db, by.orgId, id);
  const financial = current.kind === 'financial';
  if (!financial && (input.formula !== undefined || input.figures !== undefined || input.operator !== undefined || input.threshold !== undefined || input.threshold_kind !== undefined || input.warning_margin !== undefined)) {
    throw detailError(400, 'An affirmative covenant has no formula, operator, threshold or warning margin.');
  }
  if ((input.formula !== undefined || input.figures !== undefined) && current.metric !== 'formula') throw fieldError('formula', "A standard metric's formula and figures are fixed; choose the metric \"formula\" for your own.");
  const next = { formula: input.formula ?? current.formula, figures: input.figures ?? current.figures };
  if (input.formula !== undefined || input.figures !== undefined) checked(next.formula, next.figures);
  const retest =
    financial &&
    ((input.formula !== undefined && input.formula !== current.formula) ||
      (input.figures !== undefined && JSON.stringify(input.figures) !== JSON.stringify(current.figures)) ||
      (input.operator !== undefined && input.operator !== current.operator) ||
      (input.threshold !== undefined && Number(input.threshold) !== Number(current.threshold)) ||
      (input.warning_margin !== undefined && input.warning_margin !== current.warningMargin));
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(covenant)
      .set({
        name: input.name,
        description: input.description,
        formula: input.formula,
        figures: input.figures,
        operator: input.operator,
        threshold: input.threshold,
        thresholdKind: input.threshold_kind,
        warningMargin: input.warning_margin,
        dueDays: input.due_days,
        version: sql`${covenant.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(covenant.id, id), eq(covenant.organizationId, by.orgId)))
      .returning();
    if (input.due_days !== undefined && input.due_days !== current.dueDays) {
      await tx
        .update(covenantTest)
        .set({ dueDate: sql`${covenantTest.testDate} + ${input.due_days}::int` })
        .where(and(eq(covenantTest.covenantId, id), isNull(covenantTest.itemId)));
    }
    if (financial && (input.threshold !== undefined || input.threshold_kind !== undefined)) {
      await tx.execute(sql`update metric m set threshold_value = ${row!.threshold}, threshold_kind = ${row!.thresholdKind} from covenant_test t where t.covenant_id = ${id} and m.item_id = t.item_id`);
    }
    const before = historyFields(current);
    const after = historyFields(row!);
    const changed = Object.keys(after).filter((k) => JSON.stringify(before[k as keyof typeof before]) !== JSON.stringify(after[k as keyof typeof after]));
    if (changed.length) {
      await recordHistory(tx, {
        orgId: by.orgId,
        accountId: current.accountId,
        section: sectionOf(current.kind),
        action: 'covenant_updated',
        before: Object.fromEntries([['covenant_id', id], ...changed.map((k) => [k, before[k as keyof typeof before]])]),
        after: Object.fromEntries([['covenant_id', id], ...changed.map((k) => [k, after[k as keyof typeof after]])]),
        userId: by.userId,
      });
    }
  });
  if (retest) await recomputeTests(db, by.orgId, [id]);
}

/** Archives a covenant: its unopened tests are never opened; its results and requirements stay. */
export async function archiveCovenant(db: Db, by: CovenantStaff, id: number): Promise<void> {
  const current = await findCovenant(db, by.orgId, id);
  if (current.archivedAt) return;
  await inTransaction(db, async (tx) => {
    await tx
      .update(covenant)
      .set({ archivedAt: new Date(), version: sql`${covenant.version} + 1`, updatedAt: new Date() })
      .where(eq(covenant.id, id));
    await recordHistory(tx, { orgId: by.orgId, accountId: current.accountId, section: sectionOf(current.kind), action: 'covenant_archived', before: { covenant_id: id, name: current.name, archived: false }, after: { covenant_id: id, name: current.name, archived: true }, userId: by.userId });
  });
}

/** The covenant test answered by an item (of the organization), or null when the item is no test's. */
export async function testOfItem(db: Db, orgId: number, itemId: number) {
  const [row] = await db
    .select({ test: covenantTest })
    .from(covenantTest)
    .where(and(eq(covenantTest.itemId, itemId), eq(covenantTest.organizationId, orgId)))
    .limit(1);
  return row?.test ?? null;
}

/** Figures by exactly the covenant's names (a 400 on `figures.<name>` for a missing or extra one). */
function checkFigureNames(c: CovenantRecord, figures: Record<string, string>): void {
  const out = newFieldErrors();
  const asked = new Set(c.figures.map((f) => f.name));
  for (const f of c.figures) if (!Object.hasOwn(figures, f.name)) out[`figures.${f.name}`] = [LendingMessage.figureNotNumber];
  for (const name of Object.keys(figures)) if (!asked.has(name)) out[`figures.${name}`] = [FIGURE_NOT_ASKED];
  if (Object.keys(out).length) throw badRequest(out);
}

export interface Reporter {
  contactId?: number | null;
  userId?: number | null;
}

/**
 * Records a financial test's figures: a new current result (reported, entered, or corrected
 * when one existed; the old one is kept, no longer current), the test's status, and the METRIC's
 * figure so the requirement views show it. Refused once the requirement is accepted.
 */
export async function recordFigures(db: Db, orgId: number, testId: number, figures: Record<string, string>, by: Reporter): Promise<void> {
  const [found] = await db
    .select({ test: covenantTest, covenant, itemStatus: item.status })
    .from(covenantTest)
    .innerJoin(covenant, eq(covenant.id, covenantTest.covenantId))
    .leftJoin(item, eq(item.id, covenantTest.itemId))
    .where(and(eq(covenantTest.id, testId), eq(covenantTest.organizationId, orgId)))
    .limit(1);
  if (!found) throw notFound();
  const c = found.covenant;
  if (c.kind !== 'financial') throw detailError(400, NOT_A_COVENANT_ITEM);
  if (found.itemStatus?.toLowerCase() === 'accepted') throw detailError(400, ANSWER_LOCKED);
  checkFigureNames(c, figures);
  const kept: Record<string, string> = {};
  for (const f of c.figures) kept[f.name] = figures[f.name]!;
  const computed = computeFormula(parseFormula(c.formula, c.figures.map((f) => f.name)), kept);
  const margin = c.warningMargin ?? (await orgWarningMargin(db, orgId));
  const verdict = computed.value !== null ? judge(computed.value, c.operator ?? '>=', c.threshold ?? '0', margin) : null;
  const day = today();
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`select id from covenant_test where id = ${testId} for update`);
    const [old] = await tx
      .select({ id: covenantResult.id, value: covenantResult.value, figures: covenantResult.figures })
      .from(covenantResult)
      .where(and(eq(covenantResult.testId, testId), eq(covenantResult.current, true)))
      .limit(1);
    if (old) await tx.update(covenantResult).set({ current: false }).where(eq(covenantResult.id, old.id));
    const cause = by.userId ? 'entered' : old ? 'corrected' : 'reported';
    const [made] = await tx
      .insert(covenantResult)
      .values({
        organizationId: orgId,
        testId,
        figures: kept,
        formula: c.formula,
        operator: c.operator ?? '>=',
        threshold: c.threshold ?? '0',
        value: computed.value,
        status: verdict?.status ?? 'invalid',
        headroom: verdict?.headroom ?? null,
        problem: computed.problem ?? '',
        cause,
        supersedesId: old?.id ?? null,
        reportedByContactId: by.contactId ?? null,
        reportedByUserId: by.userId ?? null,
      })
      .returning({ id: covenantResult.id });
    const status = verdict?.status ?? 'pending';
    await tx.execute(sql`update covenant_test t set status = case when ${status} = 'breach' and ${waiverCovers(day)} then 'waived' else ${status} end where t.id = ${testId}`);
    if (found.test.itemId) {
      const values = { reportedValue: computed.value, reportedAt: new Date(), reportedByContactId: by.contactId ?? null };
      await tx
        .insert(metric)
        .values({ itemId: found.test.itemId, thresholdKind: c.thresholdKind, thresholdValue: c.threshold, ...values })
        .onConflictDoUpdate({ target: metric.itemId, set: values });
    }
    await recordHistory(tx, {
      orgId,
      accountId: found.test.accountId,
      section: 'covenants',
      action: `figures_${cause}`,
      before: old ? { covenant_id: c.id, test_id: testId, result_id: old.id, figures: old.figures, value: old.value } : null,
      after: { covenant_id: c.id, test_id: testId, result_id: made!.id, figures: kept, value: computed.value, status: verdict?.status ?? 'invalid' },
      userId: by.userId ?? null,
      contactId: by.contactId ?? null,
    });
  });
}

/** Waives or defers a covenant (or one of its tests) until `expires_on`; a breach under it reads waived. */
export async function createWaiver(db: Db, by: CovenantStaff, covenantId: number, input: WaiverCreate): Promise<void> {
  const c = await findCovenant(db, by.orgId, covenantId);
  const day = today();
  if (input.expires_on <= day) throw fieldError('expires_on', 'Enter a date after today.');
  if (input.test_id !== null) {
    const [t] = await db
      .select({ id: covenantTest.id })
      .from(covenantTest)
      .where(and(eq(covenantTest.id, input.test_id), eq(covenantTest.covenantId, covenantId), eq(covenantTest.organizationId, by.orgId)))
      .limit(1);
    if (!t) throw fieldError('test_id', 'Choose a test of this covenant.');
  }
  await inTransaction(db, async (tx) => {
    const [w] = await tx
      .insert(covenantWaiver)
      .values({ organizationId: by.orgId, accountId: c.accountId, covenantId, testId: input.test_id, kind: input.kind, reason: input.reason, expiresOn: input.expires_on, approverUserId: by.userId })
      .returning({ id: covenantWaiver.id });
    await recordHistory(tx, {
      orgId: by.orgId,
      accountId: c.accountId,
      section: sectionOf(c.kind),
      action: input.kind === 'waiver' ? 'waived' : 'deferred',
      before: null,
      after: { covenant_id: covenantId, waiver_id: w!.id, test_id: input.test_id, kind: input.kind, reason: input.reason, expires_on: input.expires_on },
      userId: by.userId,
    });
    await refreshWaived(tx, by.orgId, day, covenantId);
  });
}

/** Revokes a waiver (of the organization): its breaches read breach again. Answers its covenant. */
export async function revokeWaiver(db: Db, by: CovenantStaff, waiverId: number): Promise<number> {
  const [w] = await db
    .select()
    .from(covenantWaiver)
    .where(and(eq(covenantWaiver.id, waiverId), eq(covenantWaiver.organizationId, by.orgId)))
    .limit(1);
  if (!w) throw notFound();
  if (w.revokedAt) return w.covenantId;
  const c = await findCovenant(db, by.orgId, w.covenantId);
  await inTransaction(db, async (tx) => {
    await tx.update(covenantWaiver).set({ revokedAt: new Date(), revokedByUserId: by.userId }).where(eq(covenantWaiver.id, waiverId));
    await recordHistory(tx, {
      orgId: by.orgId,
      accountId: w.accountId,
      section: sectionOf(c.kind),
      action: 'waiver_revoked',
      before: { covenant_id: w.covenantId, waiver_id: w.id, kind: w.kind, expires_on: w.expiresOn, revoked: false },
      after: { covenant_id: w.covenantId, waiver_id: w.id, revoked: true },
      userId: by.userId,
    });
    await refreshWaived(tx, by.orgId, today(), w.covenantId);
  });
  return w.covenantId;
}

/**
 * The organization changed one of its formulas (lending settings): every unarchived covenant
 * saved with the old text (and whose figures the new one reads) takes the new text, with a
 * history row each, and a recompute job makes their new results. Answers the job, or null when
 * no covenant uses the formula. The settings' save calls it after its own transaction.
 */
export async function orgFormulaChanged(db: Db, orgId: number, userId: number | null, before: string, after: string): Promise<LendingJobRow | null> {
  if (before === after) return null;
  const using = await db
    .select()
    .from(covenant)
    .where(and(eq(covenant.organizationId, orgId), eq(covenant.metric, 'formula'), eq(covenant.formula, before), isNull(covenant.archivedAt)));
  const fits = using.filter((c) => formulaProblem(after, c.figures.map((f) => f.name)) === null);
  if (!fits.length) return null;
  await inTransaction(db, async (tx) => {
    await tx
      .update(covenant)
      .set({ formula: after, version: sql`${covenant.version} + 1`, updatedAt: new Date() })
      .where(and(eq(covenant.organizationId, orgId), inArray(covenant.id, fits.map((c) => c.id))));
    for (const c of fits) {
      await recordHistory(tx, { orgId, accountId: c.accountId, section: 'covenants', action: 'covenant_updated', before: { covenant_id: c.id, formula: before }, after: { covenant_id: c.id, formula: after }, userId });
    }
  });
  return startRecomputeJob(db, orgId, fits.map((c) => c.id), userId);
}
