/**
 * Receivables' own data. An invoice or credit note is an item (kind INVOICE) with one `invoice`
 * row keyed on item_id; a statement is an item (kind STATEMENT) with one `statement` row.
 * Payables' bills are invoices too (kind INVOICE on a payables account); its purchase orders
 * have their own table (modules/payables/schema.ts).
 *
 * Money is numeric(18,4): every ISO 4217 currency's minor units fit (JPY 0, USD 2, KWD 3), and
 * amounts are computed with big.js (see money.ts in @si/contract), never with floats.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { organization, user } from '../../db/schema-base.ts';
import { account, item, paymentSession } from '../../db/schema-portal.ts';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const orgId = () => integer('organization_id').notNull().references(() => organization.id, { onDelete: 'cascade' });
const money = (name: string) => numeric(name, { precision: 18, scale: 4 });
const itemId = () => integer('item_id').primaryKey().references(() => item.id, { onDelete: 'cascade' });

export interface StoredInvoiceLine {
  description: string;
  /** Decimal strings (big.js), as entered. */
  quantity: number | string;
  unit_price: string;
  /** Percent, "0" to "100"; absent on lines stored before rates per line. */
  tax_rate?: string;
  /** Percent off the line, "0" to "100". */
  discount?: string;
  /** quantity x unit price less the discount, rounded to the currency's minor units. */
  amount: string;
  /** amount x tax rate, rounded to the currency's minor units. */
  tax?: string;
}

export const invoice = pgTable(
  'invoice',
  {
    itemId: itemId(),
    /** Null while a draft: the number is taken from the series when it is finalized. */
    number: varchar('number', { length: 60 }),
    /** 'invoice' or 'credit_note'. */
    docType: varchar('doc_type', { length: 12 }).notNull().default('invoice'),
    /** draft, open, partially_paid, paid, void (a credit note: draft, open, applied, void). */
    state: varchar('state', { length: 16 }).notNull().default('open'),
    issueDate: date('issue_date', { mode: 'string' }),
    currency: varchar('currency', { length: 3 }),
    /** en, fr or ar: the language of its PDF and mails. */
    language: varchar('language', { length: 2 }).notNull().default('en'),
    /** Days from the issue date to the due date (Net 30 = 30); null = the due date was set by hand. */
    paymentTermsDays: integer('payment_terms_days'),
    lines: jsonb('lines').$type<StoredInvoiceLine[]>().notNull().default([]),
    memo: text('memo').notNull().default(''),
    /**
     * The free-form document staff wrote (the organization's template filled in, then edited):
     * its PDF is the invoice's. Null: none written, the PDF is the invoice's own layout. Kept
     * here, not in the item's description, which the portal shows.
     */
    document: text('document'),
    subtotal: money('subtotal'),
    tax: money('tax'),
    total: money('total'),
    balance: money('balance'),
    paid: boolean('paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    externalReference: varchar('external_reference', { length: 200 }),
    /** A credit note: the invoice it was raised against (null: a credit on the account). */
    creditedItemId: integer('credited_item_id').references(() => item.id, { onDelete: 'set null' }),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: varchar('void_reason', { length: 500 }),
    /**
     * Copies of the item's organization, account and due date, kept by triggers (migration
     * 0011: on insert from the item, and on every change of the item's account or due date), so
     * the balances engine reads a customer's open invoices from one covering index without
     * joining the item table. Never written by the application.
     */
    organizationId: integer('organization_id'),
    accountId: integer('account_id'),
    dueDate: date('due_date', { mode: 'string' }),
  },
  (t) => [
    // An accounting system's invoices are matched on their reference: a second sync finds them.
    index('invoice_external_reference').on(t.externalReference),
    index('invoice_state').on(t.state),
    // What a customer owes now: the aging and the accounts list start from these rows.
    index('invoice_open').on(t.itemId).where(sql`state in ('open', 'partially_paid')`),
    // The aging and the accounts list as of today: an index-only scan of the open invoices with
    // everything their sums need (about 30 ms for 44,000 open invoices where joining item took 250).
    index('invoice_receivable_open')
      .on(t.organizationId, t.accountId, t.currency, t.dueDate, t.issueDate, t.balance, t.itemId)
      .where(sql`state in ('open', 'partially_paid') and doc_type = 'invoice'`),
    // One customer's invoices (its statement, the aging drill-down, a page of the accounts list).
    index('invoice_account').on(t.accountId),
    // Customers' credit: credit notes not yet applied (the accounts list's credit column).
    index('invoice_open_credit').on(t.organizationId, t.accountId).where(sql`doc_type = 'credit_note' and state = 'open'`),
    index('invoice_voided').on(t.voidedAt).where(sql`state = 'void'`),
  ],
);

/**
 * What each account owes now per currency: the sum of its open invoices' balances and their
 * count, kept by a trigger on `invoice` (migration 0014), so the accounts list sorted by open
 * balance walks an index instead of summing every open invoice. Never written by the application.
 */
export const arAccountBalance = pgTable(
  'ar_account_balance',
  {
    accountId: integer('account_id').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    organizationId: integer('organization_id').notNull(),
    openBalance: money('open_balance').notNull().default('0'),
    openInvoices: integer('open_invoices').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.currency] }), index('ar_account_balance_org').on(t.organizationId, t.openBalance)],
);

/** One open invoice as a statement listed it when it was made. */
export interface StatementInvoice {
  id: number;
  number: string;
  issue_date: string;
  due_date: string | null;
  total: string;
  balance: string;
}

/** A statement of account: a snapshot of the open invoices, aged by days past due. */
export const statement = pgTable('statement', {
  itemId: itemId(),
  statementDate: date('statement_date', { mode: 'string' }),
  currency: varchar('currency', { length: 3 }),
  totalDue: money('total_due'),
  agingCurrent: money('aging_current').notNull().default('0'),
  agingDays1To30: money('aging_days_1_30').notNull().default('0'),
  agingDays31To60: money('aging_days_31_60').notNull().default('0'),
  agingDays61To90: money('aging_days_61_90').notNull().default('0'),
  agingDaysOver90: money('aging_days_over_90').notNull().default('0'),
  invoices: jsonb('invoices').$type<StatementInvoice[]>().notNull().default([]),
});

/**
 * Numbering series per organization and document type ('invoice', 'credit_note', 'receipt').
 * A number is taken with one UPDATE ... RETURNING inside the finalizing transaction: the row
 * lock orders concurrent finalizations, and a rolled-back one gives its number back, so the
 * series has no gaps.
 */
export const numberingSeries = pgTable(
  'numbering_series',
  {
    id: id(),
    organizationId: orgId(),
    docType: varchar('doc_type', { length: 12 }).notNull(),
    prefix: varchar('prefix', { length: 20 }).notNull(),
    nextNumber: integer('next_number').notNull().default(1),
    /** Digits, zero-padded: 4 gives INV-0001. */
    padding: smallint('padding').notNull().default(4),
  },
  (t) => [uniqueIndex('numbering_series_org_type').on(t.organizationId, t.docType)],
);

/** The organization's receivables settings (one row; absent = the defaults in @si/contract). */
export const receivablesSettings = pgTable('receivables_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  paymentTermsDays: integer('payment_terms_days').notNull().default(30),
  defaultCurrency: varchar('default_currency', { length: 3 }).notNull().default('USD'),
  allowPartialPayment: boolean('allow_partial_payment').notNull().default(true),
  /** 'none', 'fixed' or 'percent'. */
  lateFeeKind: varchar('late_fee_kind', { length: 8 }).notNull().default('none'),
  lateFeeAmount: money('late_fee_amount').notNull().default('0'),
  /** Days after the due date when the fee is added (once per invoice). */
  lateFeeAfterDays: integer('late_fee_after_days').notNull().default(30),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A payment received from a customer: offline (bank transfer, cheque, cash) or through checkout. */
export const arPayment = pgTable(
  'ar_payment',
  {
    id: id(),
    organizationId: orgId(),
    accountId: integer('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    /** bank_transfer, check, cash, card, other. */
    method: varchar('method', { length: 20 }).notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    reference: varchar('reference', { length: 200 }).notNull().default(''),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** What is not allocated to an invoice: the customer's credit. */
    unapplied: money('unapplied').notNull().default('0'),
    refunded: money('refunded').notNull().default('0'),
    receiptNumber: varchar('receipt_number', { length: 60 }),
    /** The client's Idempotency-Key: the same key answers the first payment, never a second one. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    paymentSessionId: integer('payment_session_id').references(() => paymentSession.id, { onDelete: 'set null' }),
    createdByUserId: integer('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ar_payment_account').on(t.accountId, t.receivedOn),
    // Customers' credit: payments with money not allocated to an invoice.
    index('ar_payment_credit').on(t.organizationId, t.accountId).where(sql`unapplied > 0`),
    uniqueIndex('ar_payment_idempotency').on(t.organizationId, t.idempotencyKey).where(sql`idempotency_key IS NOT NULL`),
    uniqueIndex('ar_payment_session').on(t.paymentSessionId).where(sql`payment_session_id IS NOT NULL`),
  ],
);

/**
 * A refund of a payment: through the payment provider (a card payment: `provider` sandbox or
 * stripe with its refund id) or returned offline. `from_credit` came out of the payment's
 * unapplied credit; the rest was taken back from invoices as negative allocations (refund_id).
 */
export const arRefund = pgTable(
  'ar_refund',
  {
    id: id(),
    organizationId: orgId(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => arPayment.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    fromCredit: money('from_credit').notNull().default('0'),
    refundedOn: date('refunded_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    /** The payment's method: bank_transfer, check, cash, card, other. */
    method: varchar('method', { length: 20 }).notNull(),
    /** offline, sandbox or stripe. */
    provider: varchar('provider', { length: 10 }).notNull(),
    providerReference: varchar('provider_reference', { length: 200 }),
    /** The client's Idempotency-Key: the same key answers the first refund, never a second one. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    createdByUserId: integer('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ar_refund_payment').on(t.paymentId),
    index('ar_refund_org_date').on(t.organizationId, t.refundedOn),
    uniqueIndex('ar_refund_idempotency').on(t.organizationId, t.idempotencyKey).where(sql`idempotency_key IS NOT NULL`),
  ],
);

/**
 * Money applied to an invoice, dated: a payment's (payment_id) or a credit note's
 * (credit_item_id). The aging report as of a past date replays these up to that date. A refund
 * takes money back as a negative row of the payment, dated the refund's day (refund_id).
 */
export const arAllocation = pgTable(
  'ar_allocation',
  {
    id: id(),
    organizationId: orgId(),
    invoiceItemId: integer('invoice_item_id')
      .notNull()
      .references(() => item.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => arPayment.id, { onDelete: 'cascade' }),
    creditItemId: integer('credit_item_id').references(() => item.id, { onDelete: 'cascade' }),
    refundId: integer('refund_id').references(() => arRefund.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    appliedOn: date('applied_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ar_allocation_invoice').on(t.invoiceItemId, t.appliedOn), index('ar_allocation_payment').on(t.paymentId), index('ar_allocation_org_date').on(t.organizationId, t.appliedOn)],
);

/** A late fee added to an invoice; the unique key makes "once per rule and invoice" hold across restarts. */
export const arLateFee = pgTable(
  'ar_late_fee',
  {
    id: id(),
    organizationId: orgId(),
    invoiceItemId: integer('invoice_item_id')
      .notNull()
      .references(() => item.id, { onDelete: 'cascade' }),
    rule: varchar('rule', { length: 60 }).notNull(),
    amount: money('amount').notNull(),
    appliedAt: createdAt(),
  },
  (t) => [uniqueIndex('ar_late_fee_once').on(t.invoiceItemId, t.rule), index('ar_late_fee_org').on(t.organizationId, t.appliedAt)],
);

/** A customer's statement sent every month on a chosen day. */
export const statementSchedule = pgTable('statement_schedule', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => account.id, { onDelete: 'cascade' }),
  organizationId: orgId(),
  dayOfMonth: smallint('day_of_month').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** The last statement date sent (the scheduler's idempotency mark). */
  lastSentOn: date('last_sent_on', { mode: 'string' }),
});

/** One run of the accounting-system (Business Central) import, readable by staff. */
export const syncRun = pgTable(
  'sync_run',
  {
    id: id(),
    organizationId: orgId(),
    system: varchar('system', { length: 30 }).notNull().default('business_central'),
    /** running, succeeded, failed. */
    status: varchar('status', { length: 12 }).notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    fetched: integer('fetched').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Why it failed, or per-record problems: [{reference, reason}]. */
    errors: jsonb('errors').$type<{ reference: string; reason: string }[]>().notNull().default([]),
    message: text('message').notNull().default(''),
  },
  (t) => [index('sync_run_org').on(t.organizationId, t.startedAt)],
);
