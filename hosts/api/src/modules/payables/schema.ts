/**
 * Payables' own data.
 *
 * A purchase order the organization sent a vendor is an item (kind INVOICE, shown in the vendor's
 * portal as a purchase order) with one `purchase_order` row keyed on item_id: its number, date,
 * lines and totals. It is an order, not a debt: it is never paid online, never in a balance or a
 * statement, and its open amount is its total.
 *
 * A vendor's bill is an item (kind INVOICE on a payables account, shown in the portal as a bill)
 * with one `bill` row: the vendor's own number and dates, lines with account codes, totals, where
 * it came from and where it is on its way from received to paid. Migration 0019 moved the bills
 * that were receivables' `invoice` rows on payables accounts here.
 *
 * The bank details a vendor is paid to are `vendor_bank_details` rows: at most one verified and
 * at most one pending per vendor account. A change stays pending until a second staff member
 * verifies it, and a payment run only ever pays to verified details.
 *
 * A payment run is a `payment_run` with one `payment_run_bill` row per bill it pays, each naming
 * the verified details it pays to (kept even if the vendor changes them later).
 *
 * A vendor credit is what a vendor owes the organization back (a credit note it sent, a refund
 * due): a `vendor_credit` row whose `remaining` goes down as parts of it are applied to the
 * vendor's approved bills, one `vendor_credit_application` row per application.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { organization, user } from '../../db/schema-base.ts';
import { account, file, item, payInstruction } from '../../db/schema-portal.ts';
import type { StoredInvoiceLine } from '../receivables/schema.ts';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const orgId = () => integer('organization_id').notNull().references(() => organization.id, { onDelete: 'cascade' });
const money = (name: string) => numeric(name, { precision: 18, scale: 4 });

export const purchaseOrder = pgTable('purchase_order', {
  itemId: integer('item_id').primaryKey().references(() => item.id, { onDelete: 'cascade' }),
  number: varchar('number', { length: 60 }).notNull(),
  issueDate: date('issue_date', { mode: 'string' }),
  currency: varchar('currency', { length: 3 }).notNull(),
  /** The same line shape as an invoice's. */
  lines: jsonb('lines').$type<StoredInvoiceLine[]>().notNull().default([]),
  subtotal: money('subtotal'),
  tax: money('tax'),
  total: money('total'),
  /** The order's reference in the organization's own system (the vendor quotes it). */
  externalReference: varchar('external_reference', { length: 200 }),
  /** draft (staff still writing it), sent (to the vendor), accepted, declined (by the vendor), closed. */
  state: varchar('state', { length: 12 }).$type<'draft' | 'sent' | 'accepted' | 'declined' | 'closed'>().notNull().default('sent'),
  /** Why the vendor declined it, in the vendor's words. */
  declineReason: varchar('decline_reason', { length: 500 }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** When the vendor accepted or declined it. */
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

/** Goods received against a purchase order's line (index in its lines): each receipt a row, summed. */
export const purchaseOrderReceipt = pgTable(
  'purchase_order_receipt',
  {
    id: id(),
    organizationId: orgId(),
    itemId: integer('item_id').notNull().references(() => item.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    receivedBy: integer('received_by').references(() => user.id, { onDelete: 'set null' }),
    note: varchar('note', { length: 500 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_order_receipt_item').on(t.itemId)],
);

/** Payables settings of an organization (one row, absent: the defaults). */
export const payablesSettings = pgTable('payables_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  /** How far a bill line's unit price may be from its order line's, in percent. */
  priceTolerance: numeric('price_tolerance', { precision: 7, scale: 4 }).notNull().default('0'),
  /** How far a bill line's quantity may be over its order line's, in percent. */
  quantityTolerance: numeric('quantity_tolerance', { precision: 7, scale: 4 }).notNull().default('0'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A bill's line: an invoice line with the organization's account code it is booked to. */
export interface StoredBillLine extends StoredInvoiceLine {
  /** The general-ledger account code (empty: not coded yet). */
  account_code?: string;
  /** The purchase order line it is matched to (index in the order's lines), when matched. */
  po_line?: number;
}

/** Where a bill is on its way: received, in_approval, rejected, approved, scheduled, paid, void. */
export const BILL_STATES = ['received', 'in_approval', 'rejected', 'approved', 'scheduled', 'paid', 'void'] as const;
export type BillState = (typeof BILL_STATES)[number];

export const bill = pgTable(
  'bill',
  {
    itemId: integer('item_id').primaryKey().references(() => item.id, { onDelete: 'cascade' }),
    /** Copies of the item's organization and account, written with the row (never moved). */
    organizationId: orgId(),
    accountId: integer('account_id').notNull().references(() => account.id, { onDelete: 'cascade' }),
    /** The vendor's own invoice number. */
    number: varchar('number', { length: 60 }).notNull(),
    /** The date on the vendor's invoice (its due date is the item's). */
    billDate: date('bill_date', { mode: 'string' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    lines: jsonb('lines').$type<StoredBillLine[]>().notNull().default([]),
    subtotal: money('subtotal').notNull().default('0'),
    tax: money('tax').notNull().default('0'),
    total: money('total').notNull().default('0'),
    /** What is still owed: the total less vendor credits applied and payments made. */
    balance: money('balance').notNull().default('0'),
    state: varchar('state', { length: 16 }).$type<BillState>().notNull().default('received'),
    /** Why it was rejected, shown to the vendor. */
    rejectReason: varchar('reject_reason', { length: 500 }),
    /** portal (the vendor sent it), upload (staff uploaded it), manual (typed), import. */
    source: varchar('source', { length: 12 }).notNull().default('manual'),
    /** The staff member who entered it (null: the vendor sent it through the portal). */
    enteredBy: integer('entered_by').references(() => user.id, { onDelete: 'set null' }),
    /** The bill's document as received (PDF or image). */
    fileId: integer('file_id').references(() => file.id, { onDelete: 'set null' }),
    /** The purchase order it is matched to. */
    purchaseOrderItemId: integer('purchase_order_item_id').references(() => item.id, { onDelete: 'set null' }),
    /** A corrected bill: the rejected bill it answers. */
    replacesItemId: integer('replaces_item_id').references(() => item.id, { onDelete: 'set null' }),
    memo: text('memo').notNull().default(''),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidOn: date('paid_on', { mode: 'string' }),
    paymentReference: varchar('payment_reference', { length: 140 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bill_org_state').on(t.organizationId, t.state),
    index('bill_account').on(t.accountId),
    // The duplicate check reads a vendor's bills by number.
    index('bill_duplicates').on(t.organizationId, t.accountId, t.number),
    // The bills list's default order (newest first, the id breaking ties): its first page walks this index instead of sorting every bill.
    index('bill_org_created').on(t.organizationId, t.createdAt, t.itemId),
  ],
);

/** The bank details a vendor is paid to: pending until a second staff member verifies them. */
export const vendorBankDetails = pgTable(
  'vendor_bank_details',
  {
    id: id(),
    organizationId: orgId(),
    accountId: integer('account_id').notNull().references(() => account.id, { onDelete: 'cascade' }),
    /** pending, verified, superseded (a later change was verified), rejected. */
    state: varchar('state', { length: 12 }).$type<'pending' | 'verified' | 'superseded' | 'rejected'>().notNull().default('pending'),
    holderName: varchar('holder_name', { length: 140 }).notNull(),
    bankName: varchar('bank_name', { length: 140 }).notNull().default(''),
    /** Electronic format, upper case, no spaces (empty when an account and routing number are given). */
    iban: varchar('iban', { length: 34 }).notNull().default(''),
    bic: varchar('bic', { length: 11 }).notNull().default(''),
    accountNumber: varchar('account_number', { length: 34 }).notNull().default(''),
    routingNumber: varchar('routing_number', { length: 20 }).notNull().default(''),
    currency: varchar('currency', { length: 3 }),
    /** Who asked for the change: a staff member, or null when the vendor did in the portal. */
    requestedBy: integer('requested_by').references(() => user.id, { onDelete: 'set null' }),
    /** The portal contact who entered it, by name, when the vendor did. */
    requestedByContact: varchar('requested_by_contact', { length: 200 }),
    verifiedBy: integer('verified_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: varchar('reject_reason', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendor_bank_details_one_pending').on(t.accountId).where(sql`${t.state} = 'pending'`),
    uniqueIndex('vendor_bank_details_one_verified').on(t.accountId).where(sql`${t.state} = 'verified'`),
    index('vendor_bank_details_org').on(t.organizationId, t.state),
  ],
);

/** A batch of approved bills paid together from one of the organization's accounts in one currency. */
export const paymentRun = pgTable(
  'payment_run',
  {
    id: id(),
    organizationId: orgId(),
    /** The organization's account the money leaves from (one of its pay instructions). */
    payingAccountId: integer('paying_account_id').references(() => payInstruction.id, { onDelete: 'set null' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Bills due on or before this day were offered. */
    dueBy: date('due_by', { mode: 'string' }).notNull(),
    /** The day the bank is asked to pay. */
    executionDate: date('execution_date', { mode: 'string' }).notNull(),
    /** draft, approved, paid, cancelled. */
    state: varchar('state', { length: 12 }).$type<'draft' | 'approved' | 'paid' | 'cancelled'>().notNull().default('draft'),
    total: money('total').notNull().default('0'),
    billCount: integer('bill_count').notNull().default(0),
    createdBy: integer('created_by').references(() => user.id, { onDelete: 'set null' }),
    approvedBy: integer('approved_by').references(() => user.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidOn: date('paid_on', { mode: 'string' }),
    reference: varchar('reference', { length: 140 }),
    createdAt: createdAt(),
  },
  (t) => [index('payment_run_org').on(t.organizationId, t.state)],
);

export const paymentRunBill = pgTable(
  'payment_run_bill',
  {
    runId: integer('run_id').notNull().references(() => paymentRun.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull().references(() => item.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    /** The verified bank details it pays to, as they were when the run was made. */
    bankDetailsId: integer('bank_details_id').references(() => vendorBankDetails.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.runId, t.itemId] }), index('payment_run_bill_item').on(t.itemId)],
);

/** One approver step of a bill approval rule: users and teams, and how many of them must approve. */
export interface StoredApprovalStep {
  user_ids: number[];
  team_ids: number[];
  /** How many distinct approvers of this step must approve (parallel within the step). */
  required: number;
}

/**
 * A bill approval rule of an organization: bills in `currency` with a total from `amountFrom`
 * (inclusive) up to `amountTo` (exclusive, none: no upper bound), optionally only a vendor's and/or
 * only those with a line on an account code, go through its steps in order. The first matching
 * rule by `position` applies; none: one approval by any write-role staff member.
 */
export const billApprovalRule = pgTable(
  'bill_approval_rule',
  {
    id: id(),
    organizationId: orgId(),
    name: varchar('name', { length: 100 }).notNull(),
    position: integer('position').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull(),
    amountFrom: money('amount_from').notNull().default('0'),
    amountTo: money('amount_to'),
    vendorAccountId: integer('vendor_account_id').references(() => account.id, { onDelete: 'cascade' }),
    accountCode: varchar('account_code', { length: 40 }),
    steps: jsonb('steps').$type<StoredApprovalStep[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bill_approval_rule_org').on(t.organizationId, t.position)],
);

/**
 * A bill's approval step, fixed when the bill is sent for approval (from the matching rule): the
 * approvers resolved then (users, and the members of the teams), how many must approve, and when
 * the step was completed. Sending the bill again replaces its steps.
 */
export const billApprovalStep = pgTable(
  'bill_approval_step',
  {
    id: id(),
    organizationId: orgId(),
    itemId: integer('item_id').notNull().references(() => item.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    ruleId: integer('rule_id').references(() => billApprovalRule.id, { onDelete: 'set null' }),
    approverIds: jsonb('approver_ids').$type<number[]>().notNull().default([]),
    teamIds: jsonb('team_ids').$type<number[]>().notNull().default([]),
    required: integer('required').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bill_approval_step_item_position').on(t.itemId, t.position)],
);

/** An approval recorded on a bill's step: one per person per bill (the unique index holds it). */
export const billApprovalDecision = pgTable(
  'bill_approval_decision',
  {
    id: id(),
    organizationId: orgId(),
    itemId: integer('item_id').notNull().references(() => item.id, { onDelete: 'cascade' }),
    stepId: integer('step_id').notNull().references(() => billApprovalStep.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bill_approval_decision_item_user').on(t.itemId, t.userId), index('bill_approval_decision_step').on(t.stepId)],
);

/**
 * A one-time link mailed to an approver when a bill's step opens: Approve or Reject from the mail.
 * Only the token's SHA-256 is kept; it is bound to that approver, bill and step, expires, and is
 * used once. The step going away (the bill sent again) leaves the link pointing at nothing: refused.
 */
export const billApprovalLink = pgTable(
  'bill_approval_link',
  {
    id: id(),
    organizationId: orgId(),
    itemId: integer('item_id').notNull().references(() => item.id, { onDelete: 'cascade' }),
    stepId: integer('step_id').references(() => billApprovalStep.id, { onDelete: 'set null' }),
    userId: integer('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bill_approval_link_token').on(t.tokenHash), index('bill_approval_link_item').on(t.itemId)],
);

/** Where a vendor credit is: open (something left to apply), applied (nothing left), void. */
export const VENDOR_CREDIT_STATES = ['open', 'applied', 'void'] as const;
export type VendorCreditState = (typeof VENDOR_CREDIT_STATES)[number];

/**
 * What a vendor owes back: its credit note (its own number) or a refund due, in one currency. Its
 * `remaining` is what is still to apply to its bills, never below 0 (the check holds it too); it
 * is `applied` when nothing remains, and may be voided only while nothing of it was applied.
 */
export const vendorCredit = pgTable(
  'vendor_credit',
  {
    id: id(),
    organizationId: orgId(),
    accountId: integer('account_id').notNull().references(() => account.id, { onDelete: 'cascade' }),
    /** The vendor's own credit-note number. */
    number: varchar('number', { length: 60 }).notNull(),
    creditDate: date('credit_date', { mode: 'string' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: money('amount').notNull(),
    remaining: money('remaining').notNull(),
    memo: text('memo').notNull().default(''),
    state: varchar('state', { length: 8 }).$type<VendorCreditState>().notNull().default('open'),
    createdBy: integer('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('vendor_credit_account').on(t.organizationId, t.accountId),
    check('vendor_credit_remaining', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
  ],
);

/** A part of a vendor credit applied to one of the vendor's bills (the bill's balance went down by it). */
export const vendorCreditApplication = pgTable(
  'vendor_credit_application',
  {
    id: id(),
    organizationId: orgId(),
    creditId: integer('credit_id').notNull().references(() => vendorCredit.id, { onDelete: 'cascade' }),
    /** The bill's item. */
    itemId: integer('item_id').notNull().references(() => item.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    appliedBy: integer('applied_by').references(() => user.id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vendor_credit_application_credit').on(t.creditId), index('vendor_credit_application_item').on(t.itemId)],
);
