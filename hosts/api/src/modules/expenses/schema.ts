/**
 * Expenses' own data.
 *
 * An organization's expense policy is its `expense_category` rows (an account code and the limits,
 * in the expense currency of `expense_settings`) and its `expense_settings` row (absent: the
 * defaults, the organization's default currency and its offices' administrators as approvers).
 *
 * A claim is an `expense_claim` of one staff member (numbered EXP-0001 per organization) with its
 * `expense_line` rows, each with its receipt (the stored file's key and what it is, on the line:
 * a receipt belongs to no account or item) and its `expense_split` rows, the parts billed on to
 * customers, each remembering the draft invoice line it became. Approval turns the claim into a
 * payables bill (`reimbursement_item_id`) on the claimant's payee account: an account of the vendor
 * kind that stands for the employee (`expense_payee`, one per user), paid by the payment runs like
 * any vendor. A claim is "reimbursed" when that bill is paid: read from the bill, never copied.
 *
 * Money is numeric(18,4) like the invoices' and bills'; amounts are computed with big.js and
 * rounded to the currency's minor units.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { organization, team, user } from '../../db/schema-base.ts';
import { account, item } from '../../db/schema-portal.ts';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const orgId = () => integer('organization_id').notNull().references(() => organization.id, { onDelete: 'cascade' });
const money = (name: string) => numeric(name, { precision: 18, scale: 4 });

/** A claim's stored state; `reimbursed` is derived from its bill when read. */
export const EXPENSE_STORED_STATES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type ExpenseStoredState = (typeof EXPENSE_STORED_STATES)[number];

export const expenseCategory = pgTable(
  'expense_category',
  {
    id: id(),
    organizationId: orgId(),
    name: varchar('name', { length: 100 }).notNull(),
    accountCode: varchar('account_code', { length: 40 }).notNull().default(''),
    /** In the expense currency; null: no limit. */
    limitPerClaim: money('limit_per_claim'),
    limitPerDay: money('limit_per_day'),
    /** A receipt is required for a line over this amount; null: never. */
    receiptRequiredAbove: money('receipt_required_above'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('expense_category_org_name').on(t.organizationId, sql`lower(${t.name})`), index('expense_category_org').on(t.organizationId, t.position)],
);

export const expenseSettings = pgTable('expense_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  currency: varchar('currency', { length: 3 }).notNull(),
  approverTeamId: integer('approver_team_id').references(() => team.id, { onDelete: 'set null' }),
  /** IC, OA, VO or LRA: its holders in the claimant's home office approve (when no team is set). */
  approverOfficeRole: varchar('approver_office_role', { length: 3 }),
  reimbursementDays: integer('reimbursement_days').notNull().default(14),
  updatedAt: updatedAt(),
});

export const expenseClaim = pgTable(
  'expense_claim',
  {
    id: id(),
    organizationId: orgId(),
    /** 1, 2, 3 ... per organization; the number is EXP-0001. */
    sequence: integer('sequence').notNull(),
    number: varchar('number', { length: 20 }).notNull(),
    claimantUserId: integer('claimant_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The sum of the lines' converted amounts. */
    total: money('total').notNull().default('0'),
    state: varchar('state', { length: 12 }).$type<ExpenseStoredState>().notNull().default('draft'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: varchar('reject_reason', { length: 500 }),
    note: text('note').notNull().default(''),
    /** The payables bill (its item) that reimburses it, made at approval. */
    reimbursementItemId: integer('reimbursement_item_id').references(() => item.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('expense_claim_org_number').on(t.organizationId, t.sequence),
    index('expense_claim_claimant').on(t.organizationId, t.claimantUserId),
    index('expense_claim_org_state').on(t.organizationId, t.state),
    index('expense_claim_bill').on(t.reimbursementItemId),
    check('expense_claim_state', sql`${t.state} in ('draft', 'submitted', 'approved', 'rejected')`),
    check('expense_claim_total', sql`${t.total} >= 0`),
  ],
);

export const expenseLine = pgTable(
  'expense_line',
  {
    id: id(),
    organizationId: orgId(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => expenseClaim.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    merchant: varchar('merchant', { length: 200 }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => expenseCategory.id, { onDelete: 'restrict' }),
    /** As spent, in `currency`. */
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** To the claim's currency, as the claimant entered it. */
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull().default('1'),
    /** amount x rate, rounded to the claim currency's minor units. */
    convertedAmount: money('converted_amount').notNull(),
    note: text('note').notNull().default(''),
    justification: text('justification').notNull().default(''),
    /** The receipt's bytes in storage (null: none), its name, type, size and a photo's pixels. */
    receiptKey: varchar('receipt_key', { length: 200 }),
    receiptName: varchar('receipt_name', { length: 255 }),
    receiptType: varchar('receipt_type', { length: 40 }),
    receiptBytes: integer('receipt_bytes'),
    receiptWidth: integer('receipt_width'),
    receiptHeight: integer('receipt_height'),
    receiptUploadedAt: timestamp('receipt_uploaded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('expense_line_claim').on(t.claimId, t.position),
    // The per-day limit: a category's lines on one day.
    index('expense_line_category_day').on(t.organizationId, t.categoryId, t.spentOn),
    check('expense_line_amount', sql`${t.amount} > 0 and ${t.convertedAmount} >= 0 and ${t.rate} > 0`),
  ],
);

export const expenseSplit = pgTable(
  'expense_split',
  {
    id: id(),
    organizationId: orgId(),
    lineId: integer('line_id')
      .notNull()
      .references(() => expenseLine.id, { onDelete: 'cascade' }),
    /** A customer (receivables) account. */
    accountId: integer('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    /** In the claim's currency. */
    amount: money('amount').notNull(),
    /** Where it was billed on: the draft invoice's item and the line's 1-based position then. */
    rebilledItemId: integer('rebilled_item_id').references(() => item.id, { onDelete: 'set null' }),
    rebilledLine: integer('rebilled_line'),
    rebilledAt: timestamp('rebilled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('expense_split_line_account').on(t.lineId, t.accountId), index('expense_split_account').on(t.accountId), check('expense_split_amount', sql`${t.amount} > 0`)],
);

/** The vendor-kind account that stands for a staff member as the payee of their reimbursements. */
export const expensePayee = pgTable(
  'expense_payee',
  {
    id: id(),
    organizationId: orgId(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('expense_payee_user').on(t.organizationId, t.userId), uniqueIndex('expense_payee_account').on(t.accountId)],
);
