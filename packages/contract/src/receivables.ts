/**
 * Receivables (secure invoice, module kind 4): invoices from draft to paid, credit notes,
 * payments and their allocation, the customer's credit, statements, the aging report, settings
 * and the accounting-system sync. Money travels as decimal strings ("1250.50"), computed with
 * big.js (`@si/contract/money`), rounded to the currency's minor units.
 *
 * Lifecycle: draft -> open (finalized: numbered from the organization's series, content frozen)
 * -> partially_paid -> paid; void only while nothing was paid. A credit note (doc_type
 * credit_note, its own series) is open until applied to an invoice. A refund of a payment takes
 * its unapplied credit first, then money back from the invoices it paid (newest first), which
 * reopens them (paid -> partially_paid or open).
 *
 * Staff with a write role (IC, OA, LRA) write; every staff role reads; settings are OA's.
 * Another organization's account, invoice or payment is a 404.
 */
import { z } from 'zod';
import { LOCALES } from './enums.ts';
import { FieldMessage } from './validation.ts';
import { dbId, isoDay, multiLine, queryDbId, queryWholeNumber, requiredMultiLine, requiredSingleLine, singleLine } from './fields.ts';
import { ListQuery } from './admin.ts';
import { day, decimalString, instant, whole } from './answers.ts';

/** Bounds of invoice and payment input (the column sizes and what a screen can show). */
export const RECEIVABLES_LIMITS = {
  lineDescription: 1000,
  lines: 200,
  memo: 5000,
  title: 300,
  reference: 200,
  voidReason: 500,
  /** Digits before and after the decimal point of quantities and prices (numeric(18,4)). */
  amountDigits: 14,
  amountDecimals: 4,
  paymentTermsDays: 365,
  prefix: 20,
  allocations: 200,
  refundReason: 1000,
} as const;

export const INVOICE_STATES = ['draft', 'open', 'partially_paid', 'paid', 'void'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const CREDIT_NOTE_STATES = ['draft', 'open', 'applied', 'void'] as const;
export const DOC_TYPES = ['invoice', 'credit_note'] as const;
export type DocType = (typeof DOC_TYPES)[number];
export const PAYMENT_METHODS = ['bank_transfer', 'check', 'cash', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const LATE_FEE_KINDS = ['none', 'fixed', 'percent'] as const;

/** Messages the server answers and the screens show. */
export const ReceivablesMessage = {
  FINALIZED: 'This invoice is finalized and can no longer be edited; issue a credit note instead.',
  NOT_DRAFT: 'Only a draft can be changed or deleted.',
  NO_LINES: 'Add at least one line before finalizing.',
  VOID_PAID: 'An invoice with payments or credits applied cannot be voided; issue a credit note instead.',
  ALREADY_VOID: 'This invoice is void.',
  CURRENCY_MISMATCH: 'The payment currency must match the invoice currency.',
  OVER_ALLOCATED: 'The amount is more than the open balance of the invoice.',
  ALLOCATION_EXCEEDS_PAYMENT: 'The allocations add up to more than the payment.',
  NOT_PAYABLE: 'This invoice is not open for payment.',
  CREDIT_EXCEEDS: 'The credit is more than the open balance of the invoice.',
  NO_CREDIT: 'This account has no unapplied credit in this currency.',
  IDEMPOTENCY_REUSED: 'This Idempotency-Key was used for a different request.',
  NOT_RECEIVABLES: 'This is not a receivables (customer) account.',
  PARTIAL_NOT_ALLOWED: 'This organization takes only full payments of an invoice.',
  REFUND_EXCEEDS: 'The amount is more than what is left to refund of this payment.',
  REFUND_IN_FUTURE: 'A refund cannot be dated in the future.',
  REFUND_BEFORE_PAYMENT: 'A refund cannot be dated before the payment was received.',
  REFUND_BEFORE_APPLIED: 'Part of this payment was applied to an invoice after this date: date the refund on or after the day it was applied.',
  REFUND_UNAVAILABLE: 'This card payment cannot be refunded here: no payment provider of the organization holds a charge for it (a card payment recorded by hand, or taken by a provider no longer set up). Refund it where the card was charged.',
  ALREADY_PAID: 'This invoice is already paid.',
  NO_INVOICES: 'Select at least one invoice to pay.',
  DUPLICATE_INVOICE: 'This invoice is already in the list.',
  MIXED_CURRENCIES: 'Pay invoices of one currency at a time.',
  ONE_OR_SEVERAL: 'Send item_id (and amount) for one invoice, or items for several: not both.',
} as const;

const currencyCodes = (): Set<string> => {
  try {
    return new Set((Intl as unknown as { supportedValuesOf(key: string): string[] }).supportedValuesOf('currency'));
  } catch {
    return new Set();
  }
};
let known: Set<string> | undefined;
/** An ISO 4217 code the platform's Intl knows (USD, EUR, JPY, KWD ...). */
export const currencyCode = z
  .string({ error: FieldMessage.REQUIRED })
  .transform((v) => v.trim().toUpperCase())
  .refine((v) => /^[A-Z]{3}$/.test(v) && (known ??= currencyCodes()).has(v), 'Enter an ISO 4217 currency code, such as USD, EUR or JPY.');

const { amountDigits, amountDecimals } = RECEIVABLES_LIMITS;
const DECIMAL = new RegExp(`^\\d{1,${amountDigits}}(\\.\\d{1,${amountDecimals}})?$`);
/** A non-negative decimal as a string or JSON number, answered as the trimmed string. */
const decimal = (message: string) =>
  z
    .union([z.string(), z.number()], { error: (issue) => (issue.input === undefined ? FieldMessage.REQUIRED : message) })
    .transform((v) => (typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim()))
    .refine((v) => DECIMAL.test(v), message);
const AMOUNT_MESSAGE = `Enter an amount with at most ${amountDigits} digits before the decimal point and ${amountDecimals} after it.`;
export const moneyAmount = decimal(AMOUNT_MESSAGE);
export const positiveAmount = moneyAmount.refine((v) => Number(v) > 0, 'Enter an amount greater than zero.');
const PERCENT_MESSAGE = 'Enter a percentage from 0 to 100.';
export const percent = decimal(PERCENT_MESSAGE).refine((v) => Number(v) <= 100, PERCENT_MESSAGE);
const isoDate = isoDay();
export const IsoDate = isoDate;

export const InvoiceLineWrite = z
  .object({
    description: requiredSingleLine(RECEIVABLES_LIMITS.lineDescription),
    quantity: positiveAmount,
    unit_price: moneyAmount,
    tax_rate: percent.default('0'),
    discount: percent.default('0'),
  })
  .strict();
export type InvoiceLineWrite = z.output<typeof InvoiceLineWrite>;

const draftFields = {
  title: singleLine(RECEIVABLES_LIMITS.title),
  currency: currencyCode,
  language: z.enum(LOCALES, { error: 'Choose English, French or Arabic.' }),
  /** Default: today when finalized. */
  issue_date: isoDate.nullable(),
  /** Net N: the due date is the issue date plus N days. Null with due_date: a fixed due date. */
  payment_terms_days: z.number({ error: 'Enter a whole number of days.' }).int('Enter a whole number of days.').min(0, 'Enter 0 to 365 days.').max(RECEIVABLES_LIMITS.paymentTermsDays, 'Enter 0 to 365 days.').nullable(),
  due_date: isoDate.nullable(),
  lines: z.array(InvoiceLineWrite).max(RECEIVABLES_LIMITS.lines, `At most ${RECEIVABLES_LIMITS.lines} lines.`),
  memo: multiLine(RECEIVABLES_LIMITS.memo),
};

/** A new draft on a customer account; currency, language and terms default from the settings. */
export const InvoiceCreate = z
  .object({ account_id: dbId('an account'), ...draftFields })
  .partial()
  .required({ account_id: true })
  .strict();
export type InvoiceCreate = z.output<typeof InvoiceCreate>;

/** Any subset of a draft's fields (a finalized invoice answers 409). */
export const InvoiceUpdate = z.object(draftFields).partial().strict();
export type InvoiceUpdate = z.output<typeof InvoiceUpdate>;

export const InvoiceListQuery = ListQuery.extend({
  state: z.enum(INVOICE_STATES, { error: 'Unknown state.' }).optional(),
  doc_type: z.enum(DOC_TYPES, { error: 'Unknown document type.' }).optional(),
  account: queryDbId('an account').optional(),
  /** Only invoices past their due date with a balance. */
  overdue: z.enum(['true', 'false'], { error: 'Must be true or false.' }).transform((v) => v === 'true').optional(),
});

export const InvoiceVoid = z.object({ reason: requiredSingleLine(RECEIVABLES_LIMITS.voidReason) }).strict();

/** A credit note against an invoice: an amount (tax included), or lines; the reason is printed on it. */
export const CreditNoteCreate = z
  .object({
    amount: positiveAmount.optional(),
    lines: z.array(InvoiceLineWrite).min(1).max(RECEIVABLES_LIMITS.lines).optional(),
    reason: requiredSingleLine(RECEIVABLES_LIMITS.voidReason),
  })
  .strict()
  .refine((b) => (b.amount === undefined) !== (b.lines === undefined), { message: 'Send either an amount or lines.', path: ['amount'] });
export type CreditNoteCreate = z.output<typeof CreditNoteCreate>;

/** Mail the invoice (link and PDF) to some of the account's contacts; all of them when left out. */
export const InvoiceSend = z.object({ contact_ids: z.array(dbId('a contact')).min(1).max(100).optional() }).strict();

/**
 * An offline payment (bank transfer, cheque, cash). Allocations name invoices of the account
 * in the payment's currency; left out, the payment pays the oldest open invoices first. What is
 * not allocated becomes the customer's credit. Send an `Idempotency-Key` header: a retry with
 * the same key answers the first payment.
 */
export const PaymentCreate = z
  .object({
    method: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method.' }),
    received_on: isoDate,
    reference: singleLine(RECEIVABLES_LIMITS.reference).default(''),
    amount: positiveAmount,
    currency: currencyCode,
    allocations: z
      .array(z.object({ invoice_id: dbId('an invoice'), amount: positiveAmount }).strict())
      .max(RECEIVABLES_LIMITS.allocations)
      .optional(),
  })
  .strict();
export type PaymentCreate = z.output<typeof PaymentCreate>;

/**
 * A refund of (part of) a payment, in the payment's currency: at most what is left of it (amount
 * less refunded), dated today unless said (not in the future, not before the payment). A card
 * payment goes back through the payment provider; any other is recorded as returned offline. Send
 * an `Idempotency-Key` header: a retry with the same key answers the first refund.
 */
export const PaymentRefundCreate = z
  .object({
    amount: positiveAmount,
    reason: requiredMultiLine(RECEIVABLES_LIMITS.refundReason),
    refunded_on: isoDate.optional(),
  })
  .strict();
export type PaymentRefundCreate = z.output<typeof PaymentRefundCreate>;

/** Apply the account's unapplied credit (payments and credit notes) to its oldest open invoices. */
export const ApplyCredit = z.object({ currency: currencyCode }).strict();

/** The free-form document of an invoice: the organization's template with its variables filled in. */
export const InvoiceDocumentWrite = z.object({ body: multiLine(50_000) }).strict();

export const AsOfQuery = z.object({ as_of: isoDate.optional() });
export const AgingQuery = z.object({
  as_of: isoDate.optional(),
  currency: currencyCode.optional(),
  search: singleLine(200).optional(),
  format: z.enum(['json', 'csv', 'xlsx', 'pdf'], { error: 'Choose json, csv, xlsx or pdf.' }).optional(),
});
export const StatementQuery = z.object({
  as_of: isoDate.optional(),
  /** Activity from this date; default: the first day of the as-of month. */
  from: isoDate.optional(),
  currency: currencyCode.optional(),
});
export const AccountsReportQuery = z.object({
  from: isoDate,
  to: isoDate,
  search: singleLine(200).optional(),
  format: z.enum(['json', 'csv', 'xlsx'], { error: 'Choose json, csv or xlsx.' }).optional(),
  page: queryWholeNumber(1, 100_000).optional(),
});
export const ReceivableAccountsQuery = ListQuery.extend({
  /** Only accounts with an overdue balance. */
  overdue: z.enum(['true', 'false'], { error: 'Must be true or false.' }).transform((v) => v === 'true').optional(),
});

export const StatementScheduleWrite = z
  .object({
    enabled: z.boolean({ error: 'Must be true or false.' }),
    day_of_month: z.number({ error: 'Enter a day from 1 to 28.' }).int('Enter a day from 1 to 28.').min(1, 'Enter a day from 1 to 28.').max(28, 'Enter a day from 1 to 28.'),
  })
  .strict();
export const StatementSend = z.object({ as_of: isoDate.optional(), contact_ids: z.array(dbId('a contact')).min(1).max(100).optional() }).strict();

const seriesWrite = z
  .object({
    prefix: singleLine(RECEIVABLES_LIMITS.prefix),
    /** Only forward: a number already used cannot be issued again. */
    next_number: z.number({ error: 'Enter a whole number.' }).int('Enter a whole number.').min(1, 'Enter 1 or more.').max(2_000_000_000, 'Enter a smaller number.'),
    padding: z.number({ error: 'Enter 0 to 10 digits.' }).int('Enter 0 to 10 digits.').min(0, 'Enter 0 to 10 digits.').max(10, 'Enter 0 to 10 digits.'),
  })
  .partial()
  .strict();

export const ReceivablesSettingsWrite = z
  .object({
    payment_terms_days: z.number({ error: 'Enter 0 to 365 days.' }).int('Enter 0 to 365 days.').min(0, 'Enter 0 to 365 days.').max(365, 'Enter 0 to 365 days.'),
    default_currency: currencyCode,
    allow_partial_payment: z.boolean({ error: 'Must be true or false.' }),
    late_fee_kind: z.enum(LATE_FEE_KINDS, { error: 'Choose none, fixed or percent.' }),
    late_fee_amount: moneyAmount,
    late_fee_after_days: z.number({ error: 'Enter 1 to 365 days.' }).int('Enter 1 to 365 days.').min(1, 'Enter 1 to 365 days.').max(365, 'Enter 1 to 365 days.'),
    invoice_series: seriesWrite,
    credit_note_series: seriesWrite,
  })
  .partial()
  .strict()
  .refine((b) => b.late_fee_kind !== 'percent' || b.late_fee_amount === undefined || Number(b.late_fee_amount) <= 100, { message: 'A percent late fee is at most 100.', path: ['late_fee_amount'] });
export type ReceivablesSettingsWrite = z.output<typeof ReceivablesSettingsWrite>;

/** Defaults when the organization saved no settings. */
export const RECEIVABLES_DEFAULTS = {
  payment_terms_days: 30,
  default_currency: 'USD',
  allow_partial_payment: true,
  late_fee_kind: 'none',
  late_fee_amount: '0',
  late_fee_after_days: 30,
  invoice_series: { prefix: 'INV-', next_number: 1, padding: 4 },
  credit_note_series: { prefix: 'CN-', next_number: 1, padding: 4 },
  receipt_series: { prefix: 'RCT-', next_number: 1, padding: 4 },
} as const;

// ---- Answers -------------------------------------------------------------------------------

export const InvoiceLineRow = z.object({
  description: z.string(),
  quantity: decimalString,
  unit_price: decimalString,
  tax_rate: decimalString,
  discount: decimalString,
  amount: decimalString,
  tax: decimalString,
});
export type InvoiceLineRow = z.output<typeof InvoiceLineRow>;

export const InvoiceRow = z.object({
  id: whole,
  account_id: whole,
  account_name: z.string(),
  doc_type: z.enum(DOC_TYPES),
  state: z.enum([...INVOICE_STATES, 'applied']),
  number: z.string().nullable(),
  title: z.string(),
  currency: z.string(),
  language: z.enum(['en', 'fr', 'ar']),
  issue_date: day.nullable(),
  due_date: day.nullable(),
  payment_terms_days: whole.nullable(),
  lines: z.array(InvoiceLineRow),
  memo: z.string(),
  subtotal: decimalString,
  tax: decimalString,
  total: decimalString,
  /** What is still owed (a credit note: what is still to apply). */
  balance: decimalString,
  /** Days past due today (0 when not yet due or settled). */
  days_overdue: whole,
  credited_invoice_id: whole.nullable(),
  finalized_at: instant.nullable(),
  sent_at: instant.nullable(),
  voided_at: instant.nullable(),
  void_reason: z.string().nullable(),
  external_reference: z.string().nullable(),
  /** The PDF attached to it, when made. */
  pdf_file_id: whole.nullable(),
  created_at: instant,
  updated_at: instant,
});
export type InvoiceRow = z.output<typeof InvoiceRow>;

/**
 * The answer to saving the free-form document: the invoice, and what "save and send" did with it.
 * Saving never fails for want of mailing: with customer notifications off, or no contact on the
 * account, the document is saved and `not_sent` says why nothing was mailed (an explicit send
 * answers 409 with the same reason).
 */
export const InvoiceDocumentSaved = InvoiceRow.extend({
  /** The addresses the document was mailed to ("save and send" on, the invoice finalized); empty otherwise. */
  sent_to: z.array(z.string()),
  /**
   * Why "save and send" mailed nothing: `customer_notifications_off`, or `no_contact` (the account
   * has no contact to mail); null when it mailed or was not asked to.
   */
  not_sent: z.enum(['customer_notifications_off', 'no_contact']).nullable(),
});
export type InvoiceDocumentSaved = z.output<typeof InvoiceDocumentSaved>;

/** GET /api/invoices/{id}/document: the saved text, or the template filled in, and the template's variables. */
export const InvoiceDocument = z.object({ body: z.string(), template: z.string(), variables: z.record(z.string(), z.string()) });
export type InvoiceDocument = z.output<typeof InvoiceDocument>;

/** The addresses a send mailed. */
export const SentTo = z.object({ sent_to: z.array(z.string()) });
export type SentTo = z.output<typeof SentTo>;
export const StatementSent = SentTo.extend({ statement_id: whole });
export type StatementSent = z.output<typeof StatementSent>;

export const PaymentAllocationRow = z.object({ invoice_id: whole, invoice_number: z.string().nullable(), amount: decimalString, applied_on: day });
export type PaymentAllocationRow = z.output<typeof PaymentAllocationRow>;

export const PaymentRow = z.object({
  id: whole,
  account_id: whole,
  method: z.enum(PAYMENT_METHODS),
  received_on: day,
  reference: z.string(),
  amount: decimalString,
  currency: z.string(),
  unapplied: decimalString,
  /** Refunded so far; what is left to refund is amount - refunded. */
  refunded: decimalString,
  receipt_number: z.string().nullable(),
  /** Refunds take money back from invoices as negative allocations, dated the refund's day. */
  allocations: z.array(PaymentAllocationRow),
  /** Through the portal's checkout. */
  online: z.boolean(),
  created_at: instant,
});
export type PaymentRow = z.output<typeof PaymentRow>;

/** POST /api/accounts/{id}/apply_credit: the credit applied and the invoices it went to. */
export const CreditApplied = z.object({ applied: decimalString, invoices: z.array(whole) });
export type CreditApplied = z.output<typeof CreditApplied>;

/** Where a refund's money went back: through the payment provider, or outside the platform. */
export const REFUND_CHANNELS = ['offline', 'sandbox', 'stripe'] as const;
export type RefundChannel = (typeof REFUND_CHANNELS)[number];

export const PaymentRefundRow = z.object({
  id: whole,
  payment_id: whole,
  account_id: whole,
  amount: decimalString,
  currency: z.string(),
  refunded_on: day,
  reason: z.string(),
  /** The payment's method (a card payment is refunded to the card). */
  method: z.enum(PAYMENT_METHODS),
  channel: z.enum(REFUND_CHANNELS),
  /** The provider's refund id (Stripe `re_...`, the sandbox's `sbx_re_...`); null offline. */
  provider_reference: z.string().nullable(),
  /** Taken from the payment's unapplied credit. */
  from_credit: decimalString,
  /** Taken back from invoices the payment had paid, newest first; each is open again for it. */
  invoices: z.array(z.object({ invoice_id: whole, invoice_number: z.string().nullable(), amount: decimalString })),
  created_at: instant,
});
export type PaymentRefundRow = z.output<typeof PaymentRefundRow>;

export const AgingTotals = z.object({
  current: decimalString,
  days_1_30: decimalString,
  days_31_60: decimalString,
  days_61_90: decimalString,
  days_over_90: decimalString,
  total: decimalString,
});
export type AgingTotals = z.output<typeof AgingTotals>;

export const ReceivableAccountRow = z.object({
  id: whole,
  name: z.string(),
  currency: z.string(),
  open_balance: decimalString,
  overdue_balance: decimalString,
  /** Days the oldest unpaid invoice is past due; null when nothing is overdue. */
  oldest_overdue_days: whole.nullable(),
  open_invoices: whole,
  /** Unapplied payments and credit notes. */
  credit: decimalString,
  lead_name: z.string(),
  on_hold: z.boolean(),
});
export type ReceivableAccountRow = z.output<typeof ReceivableAccountRow>;

export const AgingRow = AgingTotals.extend({ account_id: whole, account_name: z.string(), currency: z.string() });
export type AgingRow = z.output<typeof AgingRow>;

export const AgingReport = z.object({
  as_of: day,
  currency: z.string().nullable(),
  rows: z.array(AgingRow),
  /** One total per currency. */
  totals: z.array(AgingTotals.extend({ currency: z.string() })),
});
export type AgingReport = z.output<typeof AgingReport>;

export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
export const AgingInvoiceRow = z.object({
  id: whole,
  number: z.string().nullable(),
  issue_date: day.nullable(),
  due_date: day.nullable(),
  total: decimalString,
  /** Open on the as-of date. */
  open: decimalString,
  days_past_due: whole,
  bucket: z.enum(AGING_BUCKETS),
});
export type AgingInvoiceRow = z.output<typeof AgingInvoiceRow>;
/** GET /api/receivables/aging/{accountId}. */
export const AgingInvoices = z.object({ results: z.array(AgingInvoiceRow) });
export type AgingInvoices = z.output<typeof AgingInvoices>;

export const StatementLine = z.object({
  date: day,
  kind: z.enum(['invoice', 'payment', 'credit_note', 'late_fee', 'void', 'refund']),
  reference: z.string(),
  /** Only what the kind does not say (shown beside it): the invoice's title, a payment's own reference, a void's or refund's reason; may be empty. */
  description: z.string(),
  /** Charges raise the balance (invoices, late fees, refunds of payments), payments and credits lower it. */
  charge: decimalString,
  credit: decimalString,
  balance: decimalString,
});
export type StatementLine = z.output<typeof StatementLine>;

export const StatementView = z.object({
  account_id: whole,
  account_name: z.string(),
  currency: z.string(),
  from: day,
  as_of: day,
  opening_balance: decimalString,
  lines: z.array(StatementLine),
  closing_balance: decimalString,
  aging: AgingTotals,
  open_invoices: z.array(AgingInvoiceRow),
});
export type StatementView = z.output<typeof StatementView>;

export const AccountsReportRow = z.object({
  account_id: whole,
  account_name: z.string(),
  currency: z.string(),
  opening_balance: decimalString,
  invoiced: decimalString,
  /** Payments received less refunds of payments, in the period. */
  paid: decimalString,
  credited: decimalString,
  closing_balance: decimalString,
});
export type AccountsReportRow = z.output<typeof AccountsReportRow>;

const Series = z.object({ prefix: z.string(), next_number: whole, padding: whole });
export const ReceivablesSettingsRow = z.object({
  payment_terms_days: whole,
  default_currency: z.string(),
  allow_partial_payment: z.boolean(),
  late_fee_kind: z.enum(LATE_FEE_KINDS),
  late_fee_amount: decimalString,
  late_fee_after_days: whole,
  invoice_series: Series,
  credit_note_series: Series,
  updated_at: instant.nullable(),
});
export type ReceivablesSettingsRow = z.output<typeof ReceivablesSettingsRow>;

export const StatementScheduleRow = z.object({ enabled: z.boolean(), day_of_month: whole.nullable(), last_sent_on: day.nullable() });
export type StatementScheduleRow = z.output<typeof StatementScheduleRow>;

export const SyncRunRow = z.object({
  id: whole,
  system: z.string(),
  status: z.enum(['running', 'succeeded', 'failed']),
  started_at: instant,
  finished_at: instant.nullable(),
  fetched: whole,
  created: whole,
  updated: whole,
  failed: whole,
  errors: z.array(z.object({ reference: z.string(), reason: z.string() })),
  message: z.string(),
});
export type SyncRunRow = z.output<typeof SyncRunRow>;
