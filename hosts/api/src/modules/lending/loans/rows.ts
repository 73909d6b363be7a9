/**
 * Loans as staff read them. A loan's row is one statement with every name it shows: the borrower
 * (its account's name), officer, product, category, stage, its next covenant test and the worst
 * status of its covenants (each covenant's latest test that is due or has a result). A page of the
 * list is two statements whatever its length (the count, the rows). One loan's answer adds its
 * sections: parties, ratings, policy exceptions, the history's first page, and its schedule.
 */
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LOAN_SECTIONS, SECTION_ROLES, STATUS_SEVERITY, type LoanCan, type LoanDetail, type LoanHistoryPage, type LoanListQuery, type LoanRow, type LoanStatus, type OfficeRole, type Repayment, type TestStatus } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { account, category, contact, pipeline, pipelineStage, product, team, user } from '../../../db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { today } from '../../../shared/dates/days.ts';
import { LENDING_KIND } from '../module.ts';
import { covenant, covenantTest, loan, loanHistory, loanParty, loanPolicyException, loanRating } from '../schema.ts';
import { effectiveRate, loanSchedule } from './schedule.ts';
import { readLendingSettings } from './settings.ts';

export type LoanRecord = typeof loan.$inferSelect;

/** A user's name as answers show it: first and last name, else the e-mail. */
export const userName = (u: { firstName: unknown; lastName: unknown; email: unknown }): SQL<string> => sql<string>`coalesce(nullif(trim(${u.firstName} || ' ' || ${u.lastName}), ''), ${u.email})`;

/** A contact's name: first and last name, else the company, else the e-mail. */
export const contactName = (c: typeof contact): SQL<string> => sql<string>`coalesce(nullif(trim(${c.firstName} || ' ' || ${c.lastName}), ''), nullif(${c.companyName}, ''), ${c.email})`;

const officer = alias(user, 'loan_officer');
const nextTest = alias(covenantTest, 'loan_next_test');
const nextCovenant = alias(covenant, 'loan_next_covenant');
const severity = sql.raw(`array[${STATUS_SEVERITY.map((s) => `'${s}'`).join(', ')}]::text[]`);

/** The id of the loan's first pending covenant test from `day` (a live covenant's). */
const nextTestId = (day: string) =>
  sql`(select ct.id from ${covenantTest} ct join ${covenant} c on c.id = ct.covenant_id and c.archived_at is null
        where ct.account_id = ${loan.accountId} and ct.organization_id = ${loan.organizationId} and ct.status = 'pending' and ct.test_date >= ${day}::date
        order by ct.test_date, ct.id limit 1)`;

/** The worst status (STATUS_SEVERITY) of each live covenant's latest test that is due before `day` or has a result. */
const worstStatus = (day: string) =>
  sql<TestStatus | null>`(select w.status from (
        select distinct on (ct.covenant_id) ct.status from ${covenantTest} ct join ${covenant} c on c.id = ct.covenant_id and c.archived_at is null
        where ct.account_id = ${loan.accountId} and ct.organization_id = ${loan.organizationId} and (ct.due_date < ${day}::date or ct.status <> 'pending')
        order by ct.covenant_id, ct.test_date desc, ct.id desc) w
      order by array_position(${severity}, w.status::text) limit 1)`;

/** A select of the organization's loans with their row's names; the caller adds where, order and paging. */
export function selectLoans(db: Db, orgId: number, day = today()) {
  return db
    .select({
      loan,
      borrower: account.name,
      workspaceKind: account.workspaceKind,
      officerId: account.leadUserId,
      officerName: userName(officer),
      teamId: account.teamId,
      productName: product.name,
      categoryName: category.name,
      stageName: pipelineStage.name,
      nextTestDate: nextTest.testDate,
      nextCovenantId: nextCovenant.id,
      nextCovenantName: nextCovenant.name,
      worstStatus: worstStatus(day),
      // Exact to the microsecond (a Date keeps milliseconds): where the export's next page starts.
      createdAtText: sql<string>`${loan.createdAt}::text`,
      updatedAtText: sql<string>`${loan.updatedAt}::text`,
    })
    .from(loan)
    .innerJoin(account, and(eq(account.id, loan.accountId), eq(account.organizationId, orgId)))
    .leftJoin(officer, eq(officer.id, account.leadUserId))
    .leftJoin(product, eq(product.id, loan.productId))
    .leftJoin(category, eq(category.id, loan.categoryId))
    .leftJoin(pipelineStage, eq(pipelineStage.id, loan.stageId))
    .leftJoin(nextTest, eq(nextTest.id, nextTestId(day)))
    .leftJoin(nextCovenant, eq(nextCovenant.id, nextTest.covenantId));
}

export type LoadedLoan = Awaited<ReturnType<ReturnType<typeof selectLoans>['where']>>[number];

/** The orderings of the list and the export; each is followed by the id in the same direction. */
export const LOAN_ORDERINGS = {
  created_at: loan.createdAt,
  updated_at: loan.updatedAt,
  reference: loan.reference,
  borrower: account.name,
  amount: loan.amount,
  status: loan.status,
};
export type LoanOrdering = keyof typeof LOAN_ORDERINGS;
export const DEFAULT_LOAN_ORDERING = '-created_at';

/** The list's and the export's filters (the query joins the account). Ids of another organization simply match nothing. */
export function loanFilters(orgId: number, userId: number, q: Omit<LoanListQuery, 'page' | 'page_size'>): SQL {
  const conditions: (SQL | undefined)[] = [eq(loan.organizationId, orgId), eq(account.moduleKind, LENDING_KIND), isNull(account.archivedAt)];
  if (q.status !== undefined) conditions.push(eq(loan.status, q.status));
  if (q.product_id !== undefined) conditions.push(eq(loan.productId, q.product_id));
  if (q.category_id !== undefined) conditions.push(eq(loan.categoryId, q.category_id));
  if (q.rating !== undefined) conditions.push(eq(loan.rating, q.rating));
  if (q.workspace_kind !== undefined) conditions.push(eq(account.workspaceKind, q.workspace_kind));
  if (q.officer === 'me') conditions.push(eq(account.leadUserId, userId));
  else if (q.officer === 'none') conditions.push(isNull(account.leadUserId));
  else if (typeof q.officer === 'number') conditions.push(eq(account.leadUserId, q.officer));
  if (q.search) {
    const pattern = likePattern(q.search);
    conditions.push(or(ilike(loan.reference, pattern), ilike(account.name, pattern)));
  }
  return and(...conditions)!;
}

/** How many loans the filters select (the page's first statement). */
export async function countLoans(db: Db, orgId: number, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loan)
    .innerJoin(account, and(eq(account.id, loan.accountId), eq(account.organizationId, orgId)))
    .where(where);
  return Number(row?.n ?? 0);
}

const named = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

export function toLoanRow(r: LoadedLoan): LoanRow {
  const l = r.loan;
  return {
    id: l.accountId,
    reference: l.reference,
    borrower: r.borrower,
    amount: l.amount,
    currency: l.currency,
    product: named(l.productId, r.productName),
    category: named(l.categoryId, r.categoryName),
    officer: named(r.officerId, r.officerName),
    status: l.status as LoanStatus,
    workspace_kind: r.workspaceKind ?? 0,
    stage: named(l.stageId, r.stageName),
    rating: l.rating,
    next_test: r.nextTestDate && r.nextCovenantId !== null ? { date: r.nextTestDate, covenant: { id: r.nextCovenantId, name: r.nextCovenantName ?? '' } } : null,
    worst_status: r.worstStatus ?? null,
    created_at: l.createdAt.toISOString(),
    updated_at: l.updatedAt.toISOString(),
  };
}

/** Loan `id` of the organization with its row's names; 404 when it is not theirs (or not a loan). */
export async function findLoan(db: Db, orgId: number, id: number): Promise<LoadedLoan> {
  const [row] = await selectLoans(db, orgId).where(and(eq(loan.accountId, id), eq(loan.organizationId, orgId), eq(account.moduleKind, LENDING_KIND)));
  if (!row) throw notFound();
  return row;
}

/** What roles the caller holds may change, section by section. */
export function canOf(roles: ReadonlySet<OfficeRole>): LoanCan {
  return Object.fromEntries(LOAN_SECTIONS.map((s) => [s, SECTION_ROLES[s].some((r) => roles.has(r))])) as LoanCan;
}

const rater = alias(user, 'loan_rater');
const approver = alias(user, 'loan_approver');
const recorder = alias(user, 'loan_recorder');
const changer = alias(user, 'loan_changer');

export const HISTORY_PAGE = 20;

/** One page of the loan's history, newest first; `link` makes a neighbour's address. */
export async function historyPage(db: Db, orgId: number, accountId: number, page: number, pageSize: number, link: (page: number) => string): Promise<LoanHistoryPage> {
  const where = and(eq(loanHistory.accountId, accountId), eq(loanHistory.organizationId, orgId));
  const [total] = await db.select({ n: count() }).from(loanHistory).where(where);
  const rows = await db
    .select({ h: loanHistory, byName: userName(changer), contactName: contactName(contact) })
    .from(loanHistory)
    .leftJoin(changer, eq(changer.id, loanHistory.userId))
    .leftJoin(contact, eq(contact.id, loanHistory.contactId))
    .where(where)
    .orderBy(desc(loanHistory.createdAt), desc(loanHistory.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const n = Number(total?.n ?? 0);
  return {
    count: n,
    next: page * pageSize < n ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: rows.map((r) => ({
      id: r.h.id,
      section: r.h.section,
      action: r.h.action,
      before: r.h.before ?? null,
      after: r.h.after ?? null,
      by: named(r.h.userId, r.byName),
      contact: named(r.h.contactId, r.contactName),
      at: r.h.createdAt.toISOString(),
    })),
  };
}

export const historyLink = (accountId: number, pageSize = HISTORY_PAGE) => (page: number) => `/api/lending/loans/${accountId}/history?page=${page}&page_size=${pageSize}`;

/**
 * Loan `id` as staff read it, with what `roles` may change; 404 when it is not the
 * organization's. Its statements run one after the other, so that an action can answer from
 * inside its transaction (what it just wrote).
 */
export async function loanAnswer(db: Db, orgId: number, id: number, roles: ReadonlySet<OfficeRole>): Promise<LoanDetail> {
  const r = await findLoan(db, orgId, id);
  const l = r.loan;
  const [names] = await db
    .select({ teamName: team.name, pipelineName: pipeline.name })
    .from(loan)
    .innerJoin(account, eq(account.id, loan.accountId))
    .leftJoin(team, eq(team.id, account.teamId))
    .leftJoin(pipeline, eq(pipeline.id, loan.pipelineId))
    .where(eq(loan.accountId, id));
  const parties = await db
    .select({ p: loanParty, name: contactName(contact), email: contact.email })
    .from(loanParty)
    .innerJoin(contact, eq(contact.id, loanParty.contactId))
    .where(and(eq(loanParty.accountId, id), eq(loanParty.organizationId, orgId)))
    .orderBy(asc(loanParty.role), asc(loanParty.createdAt), asc(loanParty.id));
  const ratings = await db
    .select({ r: loanRating, byName: userName(rater) })
    .from(loanRating)
    .leftJoin(rater, eq(rater.id, loanRating.ratedByUserId))
    .where(and(eq(loanRating.accountId, id), eq(loanRating.organizationId, orgId)))
    .orderBy(desc(loanRating.createdAt), desc(loanRating.id));
  const exceptions = await db
    .select({ e: loanPolicyException, approverName: userName(approver), recorderName: userName(recorder) })
    .from(loanPolicyException)
    .leftJoin(approver, eq(approver.id, loanPolicyException.approverUserId))
    .leftJoin(recorder, eq(recorder.id, loanPolicyException.createdByUserId))
    .where(and(eq(loanPolicyException.accountId, id), eq(loanPolicyException.organizationId, orgId)))
    .orderBy(desc(loanPolicyException.createdAt), desc(loanPolicyException.id));
  const settings = await readLendingSettings(db, orgId);
  const history = await historyPage(db, orgId, id, 1, HISTORY_PAGE, historyLink(id));
  const rate = effectiveRate(l);
  return {
    ...toLoanRow(r),
    version: l.version,
    team: named(r.teamId, names?.teamName ?? null),
    pipeline: named(l.pipelineId, names?.pipelineName ?? null),
    can: canOf(roles),
    loan_details: {
      amount: l.amount,
      currency: l.currency,
      rate_kind: l.rateKind as 'fixed' | 'floating',
      fixed_rate: l.fixedRate,
      rate_index: l.rateIndex,
      index_rate: l.indexRate,
      margin: l.margin,
      rate,
      origination_date: l.originationDate,
      maturity_date: l.maturityDate,
      collateral: l.collateral,
      purpose: l.purpose,
      product: named(l.productId, r.productName),
      category: named(l.categoryId, r.categoryName),
    },
    loan_term: {
      term_months: l.termMonths,
      repayment: l.repayment as Repayment,
      payments_per_year: l.paymentsPerYear,
      schedule: loanSchedule({ amount: l.amount, currency: l.currency, rate, termMonths: l.termMonths, repayment: l.repayment as Repayment, paymentsPerYear: l.paymentsPerYear, originationDate: l.originationDate }),
    },
    borrowing_structure: {
      parties: parties.map((p) => ({ id: p.p.id, contact_id: p.p.contactId, name: p.name, email: p.email, role: p.p.role as 'borrower' | 'guarantor', guarantee_amount: p.p.guaranteeAmount })),
    },
    credit_and_risk_rating: {
      rating: l.rating,
      scale: settings.ratingScale,
      history: ratings.map((x) => ({ id: x.r.id, rating: x.r.rating, reason: x.r.reason, by: named(x.r.ratedByUserId, x.byName), at: x.r.createdAt.toISOString() })),
    },
    policy_exceptions: exceptions.map((x) => ({
      id: x.e.id,
      policy: x.e.policy,
      reason: x.e.reason,
      approver: named(x.e.approverUserId, x.approverName),
      created_by: named(x.e.createdByUserId, x.recorderName),
      at: x.e.createdAt.toISOString(),
    })),
    history,
  };
}
