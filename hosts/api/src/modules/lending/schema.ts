/**
 * Lending's own data (the lender product, module kind 2).
 *
 * A loan is a lending account (`account`, module kind 2) and its one `loan` row: the account
 * carries the borrower's name, the officer (lead user), team, office, contacts and portal links;
 * the loan carries the spec's loan sections. The account's workspace kind says where the loan is:
 * 2 loan pipeline (a request being decided), 1 monitoring (booked, covenants tested), 3 loan draw
 * (a construction loan disbursed in draws, monitored too).
 *
 * - `loan`: amount, currency, rate (fixed, or floating: index and margin), dates, repayment,
 *   collateral, product, category, pipeline stage, status, current rating; `version` grows with
 *   each change so that the last of two writes is known and both see where the loan is.
 * - `loan_party`: borrowers and guarantors, contacts of the organization's directory.
 * - `loan_rating`: every rating given (section creditAndRiskRating), newest is the loan's.
 * - `loan_policy_exception`: an exception to lending policy, its reason and approver.
 * - `loan_decision`: approve, approve with conditions, or decline, by an LRA or OA; a loan above
 *   the organization's amount needs two, by two different people (`ordinal` 1 and 2, unique).
 * - `loan_history`: every change to every section, who, when, before and after (section history).
 * - `covenant`: a financial covenant (a metric over named figures, an operator and a threshold,
 *   a frequency) or an affirmative one (a document due some days after each period end).
 * - `covenant_test`: one period of one covenant (its test date and due date) and the item the
 *   borrower answers (a METRIC for a financial test, a REQUEST_ITEM for an affirmative one), made
 *   when the period comes near.
 * - `covenant_result`: a computed result of a test from the borrower's figures. Never rewritten:
 *   a corrected figure or a new formula makes a new result that points to the one it replaces
 *   (`supersedes_id`); the test's result is the one marked `current`.
 * - `covenant_waiver`: a waiver or deferral of a covenant (or of one test), its reason, its
 *   approver (LRA or OA) and its expiry.
 * - `draw_line`, `draw_request`, `draw_request_line`: a construction loan's budget, the draws
 *   asked against it, the inspector's percent complete per line, approval and disbursement.
 * - `lending_settings`: the rating scale, the warning margin, the amounts above which a loan needs
 *   two decisions and a draw needs an LRA, the loan pipeline; defaults until an OA saves them.
 * - `lending_job`: a long task (recomputing every test after a formula change) and its progress.
 * - `loan_request`: a loan request a borrower made from the portal (an item of kind REQUEST_ITEM).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { organization, user } from '../../db/schema-base.ts';
import { category, pipeline, pipelineStage, product } from '../../db/schema-admin.ts';
import { account, contact, item } from '../../db/schema-portal.ts';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const orgId = () => integer('organization_id').notNull().references(() => organization.id, { onDelete: 'cascade' });
const loanId = () => integer('account_id').notNull().references(() => account.id, { onDelete: 'cascade' });
const userRef = (name: string) => integer(name).references(() => user.id, { onDelete: 'set null' });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const figure = (name: string) => numeric(name, { precision: 18, scale: 4 });
const rate = (name: string) => numeric(name, { precision: 7, scale: 4 });

export const loanRequest = pgTable('loan_request', {
  itemId: integer('item_id').primaryKey().references(() => item.id, { onDelete: 'cascade' }),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  purpose: text('purpose').notNull().default(''),
  termMonths: smallint('term_months'),
  /** The pipeline loan the request became (a new lending account in the loan pipeline). */
  loanAccountId: integer('loan_account_id').references(() => account.id, { onDelete: 'set null' }),
});

export const loan = pgTable(
  'loan',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => account.id, { onDelete: 'cascade' }),
    organizationId: orgId(),
    /** The loan's number as staff and borrower speak of it ("LN-1042"), unique in the organization. */
    reference: varchar('reference', { length: 40 }).notNull(),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** fixed (rate) or floating (index plus margin), both in percent a year. */
    rateKind: varchar('rate_kind', { length: 8 }).notNull().default('fixed'),
    fixedRate: rate('fixed_rate'),
    rateIndex: varchar('rate_index', { length: 20 }).notNull().default(''),
    /** The index's current value (for the schedule of a floating loan) and the margin over it. */
    indexRate: rate('index_rate'),
    margin: rate('margin'),
    originationDate: date('origination_date', { mode: 'string' }),
    maturityDate: date('maturity_date', { mode: 'string' }),
    termMonths: smallint('term_months'),
    /** amortizing (level payments), interest_only (principal at maturity), bullet (all at maturity). */
    repayment: varchar('repayment', { length: 14 }).notNull().default('amortizing'),
    /** Payments a year: 12 monthly, 4 quarterly, 1 annual. */
    paymentsPerYear: smallint('payments_per_year').notNull().default(12),
    collateral: text('collateral').notNull().default(''),
    purpose: text('purpose').notNull().default(''),
    productId: integer('product_id').references(() => product.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => category.id, { onDelete: 'set null' }),
    pipelineId: integer('pipeline_id').references(() => pipeline.id, { onDelete: 'set null' }),
    stageId: integer('stage_id').references(() => pipelineStage.id, { onDelete: 'set null' }),
    stageEnteredAt: timestamp('stage_entered_at', { withTimezone: true }).notNull().defaultNow(),
    /** requested, in_review, approved, declined, active, closed (LOAN_STATUSES). */
    status: varchar('status', { length: 12 }).notNull().default('requested'),
    /** The current rating on the organization's scale (the newest loan_rating), '' when unrated. */
    rating: varchar('rating', { length: 40 }).notNull().default(''),
    /** Which round of decisions is open: a reopened decline starts round 2, and so on. */
    decisionRound: smallint('decision_round').notNull().default(1),
    /** Decisions the current round needs (1, or 2 above the organization's amount), fixed when the round opens. */
    decisionsNeeded: smallint('decisions_needed').notNull().default(1),
    version: integer('version').notNull().default(1),
    createdByUserId: userRef('created_by_user_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loan_org_reference').on(t.organizationId, t.reference),
    index('loan_org_status').on(t.organizationId, t.status),
    index('loan_stage').on(t.stageId, t.stageEnteredAt),
    check('loan_rate_kind', sql`${t.rateKind} in ('fixed', 'floating')`),
    check('loan_repayment', sql`${t.repayment} in ('amortizing', 'interest_only', 'bullet')`),
    check('loan_status', sql`${t.status} in ('requested', 'in_review', 'approved', 'declined', 'active', 'closed')`),
    check('loan_amount', sql`${t.amount} > 0`),
  ],
);

export const loanParty = pgTable(
  'loan_party',
  {
    id: id(),
    organizationId: orgId(),
    accountId: loanId(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contact.id, { onDelete: 'cascade' }),
    /** borrower or guarantor. */
    role: varchar('role', { length: 10 }).notNull(),
    /** A guarantor's limit (null: unlimited); a borrower's share is not tracked. */
    guaranteeAmount: money('guarantee_amount'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('loan_party_once').on(t.accountId, t.contactId, t.role), check('loan_party_role', sql`${t.role} in ('borrower', 'guarantor')`)],
);

export const loanRating = pgTable(
  'loan_rating',
  {
    id: id(),
    organizationId: orgId(),
    accountId: loanId(),
    rating: varchar('rating', { length: 40 }).notNull(),
    reason: text('reason').notNull().default(''),
    ratedByUserId: userRef('rated_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('loan_rating_loan').on(t.accountId, t.createdAt)],
);

export const loanPolicyException = pgTable(
  'loan_policy_exception',
  {
    id: id(),
    organizationId: orgId(),
    accountId: loanId(),
    /** The policy the loan departs from ("Loan to value above 80%"). */
    policy: varchar('policy', { length: 200 }).notNull(),
    reason: text('reason').notNull(),
    approverUserId: userRef('approver_user_id'),
    createdByUserId: userRef('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('loan_policy_exception_loan').on(t.accountId)],
);

export const loanDecision = pgTable(
  'loan_decision',
  {
    id: id(),
    organizationId: orgId(),
    accountId: loanId(),
    round: smallint('round').notNull(),
    /** 1 or 2: the first and (above the amount) the second decision of a round. */
    ordinal: smallint('ordinal').notNull(),
    /** approved, approved_with_conditions, declined. */
    outcome: varchar('outcome', { length: 26 }).notNull(),
    reason: text('reason').notNull().default(''),
    /** The conditions of an approval with conditions, each made a requirement on the loan. */
    conditions: jsonb('conditions').$type<{ text: string; item_id: number | null }[]>().notNull().default([]),
    decidedByUserId: integer('decided_by_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('loan_decision_slot').on(t.accountId, t.round, t.ordinal),
    uniqueIndex('loan_decision_person').on(t.accountId, t.round, t.decidedByUserId),
    check('loan_decision_outcome', sql`${t.outcome} in ('approved', 'approved_with_conditions', 'declined')`),
  ],
);

export const loanHistory = pgTable(
  'loan_history',
  {
    id: id(),
    organizationId: orgId(),
    accountId: loanId(),
    /** One of the loan sections (LOAN_SECTIONS) the change touched. */
    section: varchar('section', { length: 30 }).notNull(),
    /** What happened ("updated", "rated", "decided", "waived", "draw_approved", ...). */
    action: varchar('action', { length: 40 }).notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    userId: userRef('user_id'),
    contactId: integer('contact_id').references(() => contact.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('loan_history_loan').on(t.accountId, t.createdAt, t.id)],
);

export const covenant = pgTable(
  'covenant',
  {
    id: id(),
    organizationId: orgId(),
    accountId: loanId(),
    /** financial (a test of figures) or affirmative (a document to deliver). */
    kind: varchar('kind', { length: 12 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    /** Financial: dscr, leverage, current_ratio, fixed_charge_coverage, or formula (COVENANT_METRICS). */
    metric: varchar('metric', { length: 24 }),
    /** The formula over named figures (the metric's own, or the organization's), as saved. */
    formula: text('formula').notNull().default(''),
    /** The figures the borrower reports, in the order asked ([{ name, label }]). */
    figures: jsonb('figures').$type<{ name: string; label: string }[]>().notNull().default([]),
    /** >=, >, <=, < (the value must hold against the threshold). */
    operator: varchar('operator', { length: 2 }),
    threshold: figure('threshold'),
    /** 0 none, 1 risk rate, 2 target value (spec's threshold kinds). */
    thresholdKind: smallint('threshold_kind').notNull().default(2),
    /** monthly, quarterly or annual. */
    frequency: varchar('frequency', { length: 10 }).notNull(),
    /** The first period's end; the next ones follow at the frequency until the loan's maturity. */
    firstTestDate: date('first_test_date', { mode: 'string' }).notNull(),
    /** Days after a period's end the figures (or the document) are due. */
    dueDays: smallint('due_days').notNull().default(45),
    /** Headroom (in percent of the threshold) under which a compliant test is a warning; null: the organization's. */
    warningMargin: numeric('warning_margin', { precision: 6, scale: 2 }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdByUserId: userRef('created_by_user_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('covenant_loan').on(t.accountId),
    index('covenant_org').on(t.organizationId),
    check('covenant_kind', sql`${t.kind} in ('financial', 'affirmative')`),
    check('covenant_frequency', sql`${t.frequency} in ('monthly', 'quarterly', 'annual')`),
  ],
);

export const covenantTest = pgTable(
  'covenant_test',
  {
    id: id(),
    organizationId: orgId(),
    accountId: loanId(),
    covenantId: integer('covenant_id')
      .notNull()
      .references(() => covenant.id, { onDelete: 'cascade' }),
    /** The period's end. */
    testDate: date('test_date', { mode: 'string' }).notNull(),
    /** When the figures are due (the period's end plus the covenant's due days). */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** The requirement the borrower answers, made when the period comes near (null before). */
    itemId: integer('item_id').references(() => item.id, { onDelete: 'set null' }),
    /** The current result's status, kept here for the portfolio's lists: pending, compliant, warning, breach, waived. */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
  },
  (t) => [
    uniqueIndex('covenant_test_period').on(t.covenantId, t.testDate),
    index('covenant_test_org_date').on(t.organizationId, t.testDate),
    index('covenant_test_org_due').on(t.organizationId, t.status, t.dueDate),
    index('covenant_test_loan').on(t.accountId, t.testDate),
    index('covenant_test_item').on(t.itemId),
  ],
);

export const covenantResult = pgTable(
  'covenant_result',
  {
    id: id(),
    organizationId: orgId(),
    testId: integer('test_id')
      .notNull()
      .references(() => covenantTest.id, { onDelete: 'cascade' }),
    /** The figures as reported (name -> decimal string). */
    figures: jsonb('figures').$type<Record<string, string>>().notNull(),
    /** The formula, operator and threshold the value was tested with, as they were. */
    formula: text('formula').notNull(),
    operator: varchar('operator', { length: 2 }).notNull(),
    threshold: figure('threshold').notNull(),
    value: figure('value'),
    /** compliant, warning, breach, or invalid (the figures cannot be computed, e.g. a zero divisor). */
    status: varchar('status', { length: 10 }).notNull(),
    /** How far the value is from the threshold, in percent of it (negative: breached). */
    headroom: numeric('headroom', { precision: 12, scale: 2 }),
    /** Why the figures cannot be computed (invalid only). */
    problem: text('problem').notNull().default(''),
    /** reported (by the borrower), corrected (a new figure), recomputed (a new formula or threshold), entered (by staff). */
    cause: varchar('cause', { length: 12 }).notNull(),
    supersedesId: integer('supersedes_id'),
    current: boolean('current').notNull().default(true),
    reportedByContactId: integer('reported_by_contact_id').references(() => contact.id, { onDelete: 'set null' }),
    reportedByUserId: userRef('reported_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('covenant_result_current').on(t.testId).where(sql`current`),
    index('covenant_result_test').on(t.testId, t.createdAt),
    check('covenant_result_status', sql`${t.status} in ('compliant', 'warning', 'breach', 'invalid')`),
  ],
);

export const covenantWaiver = pgTable(
  'covenant_waiver',
  {
    id: id(),
    organizationId: orgId(),
    accountId: loanId(),
    covenantId: integer('covenant_id')
      .notNull()
      .references(() => covenant.id, { onDelete: 'cascade' }),
    /** The one test it covers; null: every test of the covenant until it expires. */
    testId: integer('test_id').references(() => covenantTest.id, { onDelete: 'cascade' }),
    /** waiver (the breach is forgiven) or deferral (the test is moved to a later date). */
    kind: varchar('kind', { length: 9 }).notNull(),
    reason: text('reason').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    approverUserId: integer('approver_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByUserId: userRef('revoked_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('covenant_waiver_covenant').on(t.covenantId), check('covenant_waiver_kind', sql`${t.kind} in ('waiver', 'deferral')`)],
);

export const drawLine = pgTable(
  'draw_line',
  {
    id: id(),
    organizationId: orgId(),
    accountId: loanId(),
    name: varchar('name', { length: 200 }).notNull(),
    budget: money('budget').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('draw_line_name').on(t.accountId, t.name), check('draw_line_budget', sql`${t.budget} >= 0`)],
);

export const drawRequest = pgTable(
  'draw_request',
  {
    id: id(),
    organizationId: orgId(),
    accountId: loanId(),
    /** 1, 2, ... per loan. */
    number: integer('number').notNull(),
    /** submitted, inspected, approved, rejected, disbursed (DRAW_STATES). */
    status: varchar('status', { length: 10 }).notNull().default('submitted'),
    note: text('note').notNull().default(''),
    /** The requirement holding its supporting documents (invoices, lien waivers). */
    itemId: integer('item_id').references(() => item.id, { onDelete: 'set null' }),
    requestedByContactId: integer('requested_by_contact_id').references(() => contact.id, { onDelete: 'set null' }),
    requestedByUserId: userRef('requested_by_user_id'),
    inspectedByUserId: userRef('inspected_by_user_id'),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }),
    decidedByUserId: userRef('decided_by_user_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason').notNull().default(''),
    disbursedAt: timestamp('disbursed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('draw_request_number').on(t.accountId, t.number),
    index('draw_request_org_status').on(t.organizationId, t.status),
    check('draw_request_status', sql`${t.status} in ('submitted', 'inspected', 'approved', 'rejected', 'disbursed')`),
  ],
);

export const drawRequestLine = pgTable(
  'draw_request_line',
  {
    id: id(),
    organizationId: orgId(),
    drawRequestId: integer('draw_request_id')
      .notNull()
      .references(() => drawRequest.id, { onDelete: 'cascade' }),
    drawLineId: integer('draw_line_id')
      .notNull()
      .references(() => drawLine.id, { onDelete: 'restrict' }),
    /** The amount the borrower claims against the line. */
    amount: money('amount').notNull(),
    /** The inspector's percent complete of the line's work (0-100), null until inspected. */
    percentComplete: numeric('percent_complete', { precision: 5, scale: 2 }),
    /** The amount approved (at most the claim), null until decided. */
    approvedAmount: money('approved_amount'),
  },
  (t) => [uniqueIndex('draw_request_line_once').on(t.drawRequestId, t.drawLineId), check('draw_request_line_amount', sql`${t.amount} > 0`)],
);

export const lendingSettings = pgTable('lending_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  /** The rating scale, best first ("1 - Minimal" ... "8 - Loss"). */
  ratingScale: jsonb('rating_scale').$type<string[]>().notNull(),
  /** Headroom (percent of the threshold) under which a compliant test is a warning. */
  warningMargin: numeric('warning_margin', { precision: 6, scale: 2 }).notNull(),
  /** A loan above this amount needs two decisions by two different people. */
  dualDecisionAmount: money('dual_decision_amount').notNull(),
  /** A draw above this amount is approved only by an LRA. */
  drawApprovalAmount: money('draw_approval_amount').notNull(),
  /** The pipeline whose stages the loan pipeline board shows (null: the first pipeline by name). */
  pipelineId: integer('pipeline_id').references(() => pipeline.id, { onDelete: 'set null' }),
  /** The organization's own formulas: [{ key, name, formula, figures }]. */
  formulas: jsonb('formulas').$type<{ key: string; name: string; formula: string }[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const lendingJob = pgTable(
  'lending_job',
  {
    id: id(),
    organizationId: orgId(),
    /** recompute (every current result of the covenants a formula change touched). */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** queued, running, done, failed. */
    state: varchar('state', { length: 8 }).notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    error: text('error').notNull().default(''),
    /** What the job works on ({ covenant_ids } or { formula_key }). */
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    createdByUserId: userRef('created_by_user_id'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('lending_job_org').on(t.organizationId, t.createdAt)],
);
