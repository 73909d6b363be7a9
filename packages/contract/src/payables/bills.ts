/**
 * Vendors' bills (payables). A bill is what a vendor asks the organization to pay: the vendor's
 * own number and dates, lines booked to the organization's account codes, totals computed with
 * big.js at the currency's minor units, and where it is on its way:
 *
 *   received -> in_approval -> approved -> scheduled (in a payment run) -> paid
 *                    \-> rejected (with a reason the vendor sees) -> corrected or changed, then again in_approval
 *   void (staff), unless scheduled or paid.
 *
 * A bill arrives from the vendor portal (`source` portal: the vendor's number, dates, total and
 * the document, as one line), or is typed by staff (`manual`: lines with account codes). Nobody
 * approves a bill they entered. Before approval the duplicate check lists the vendor's other
 * bills with the same number (exact), or with the same number written differently (case, spaces,
 * dashes) or the same total within 0.5% dated within 7 days (near).
 */
import { z } from 'zod';
import { ListQuery } from '../admin.ts';
import { day, decimalString, instant, NamedRef, whole } from '../answers.ts';
import { dbId, isoDay, multiLine, queryDbId, requiredMultiLine, requiredSingleLine, singleLine } from '../fields.ts';
import { portalToken } from '../portal.ts';
import { currencyCode, moneyAmount, percent, positiveAmount, RECEIVABLES_LIMITS } from '../receivables.ts';
import { FieldMessage } from '../validation.ts';

/** Where a bill is on its way (the same list as the server's table). */
export const BILL_STATES = ['received', 'in_approval', 'rejected', 'approved', 'scheduled', 'paid', 'void'] as const;
export type BillState = (typeof BILL_STATES)[number];

/** Where a bill came from: the vendor's portal, a staff upload, typed by staff, an import, an approved expense claim (its reimbursement). */
export const BILL_SOURCES = ['portal', 'upload', 'manual', 'import', 'expense'] as const;
export type BillSource = (typeof BILL_SOURCES)[number];

/** States in which a bill's content can still change (and it can be submitted for approval). */
export const BILL_EDITABLE_STATES = ['received', 'rejected'] as const satisfies readonly BillState[];
/** States from which a bill can be approved. */
export const BILL_APPROVABLE_STATES = ['received', 'in_approval'] as const satisfies readonly BillState[];
/** States from which a bill can be rejected. */
export const BILL_REJECTABLE_STATES = ['received', 'in_approval', 'approved'] as const satisfies readonly BillState[];
/** States from which a bill can be voided (not once it is in a payment run or paid). */
export const BILL_VOIDABLE_STATES = ['received', 'in_approval', 'rejected', 'approved'] as const satisfies readonly BillState[];

export const BILL_LIMITS = {
  number: 60,
  title: 300,
  memo: 5000,
  accountCode: 40,
  lines: 200,
  rejectReason: 500,
  /** The bill's document (PDF, PNG or JPEG), in bytes. */
  fileBytes: 10 * 1024 * 1024,
  /** The duplicate check: totals within this fraction of each other ... */
  nearTotalFraction: '0.005',
  /** ... and bill dates within this many days. */
  nearDays: 7,
} as const;

/** The document types a bill's file may be (checked by its bytes, not its name). */
export const BILL_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/** Messages the server answers and the screens show. */
export const BillMessage = {
  NOT_PAYABLES: 'This is not a vendor (payables) account.',
  NOT_EDITABLE: 'This bill can only be changed while it is received or rejected; reject it first to change it.',
  NOT_SUBMITTABLE: 'Only a received or rejected bill can be sent for approval.',
  NOT_APPROVABLE: 'This bill is not waiting for approval: it was approved, rejected or voided meanwhile.',
  NOT_REJECTABLE: 'This bill cannot be rejected now: it is already rejected, in a payment run, paid or void.',
  NOT_VOIDABLE: 'A bill in a payment run or paid cannot be voided.',
  OWN_BILL: 'You entered this bill: another staff member must approve it.',
  NEGATIVE_TOTAL: 'The bill total cannot be negative.',
  NO_LINES: 'Add at least one line.',
  PO_OTHER_VENDOR: 'Choose a purchase order of this vendor.',
  NOT_CORRECTABLE: 'Only a rejected bill can be corrected.',
  ALREADY_CORRECTED: 'This bill was already corrected.',
  TAX_OVER_TOTAL: 'The tax cannot be more than the total.',
  DUE_BEFORE_BILL: 'The due date cannot be before the bill date.',
  NO_FILE: 'This bill has no document.',
  FILE_TYPE: 'Send the bill as a PDF, PNG or JPEG file.',
  FILE_TOO_LARGE: 'The file is larger than 10 MB.',
  ON_HOLD: 'This account is on hold: bills cannot be sent now. Contact the organization.',
} as const;

const AMOUNT_DIGITS = RECEIVABLES_LIMITS.amountDigits;
const AMOUNT_DECIMALS = RECEIVABLES_LIMITS.amountDecimals;
const SIGNED = new RegExp(`^-?\\d{1,${AMOUNT_DIGITS}}(\\.\\d{1,${AMOUNT_DECIMALS}})?$`);
const SIGNED_MESSAGE = `Enter an amount with at most ${AMOUNT_DIGITS} digits before the decimal point and ${AMOUNT_DECIMALS} after it.`;
/** A unit price that may be negative (a discount or a deposit taken off the bill); the bill's total may not. */
export const signedAmount = z
  .union([z.string(), z.number()], { error: (issue) => (issue.input === undefined ? FieldMessage.REQUIRED : SIGNED_MESSAGE) })
  .transform((v) => (typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim()))
  .refine((v) => SIGNED.test(v), SIGNED_MESSAGE);

/** A general-ledger account code ("6100", "6100-20"): letters, digits, dots, dashes; empty when not coded yet. */
export const accountCode = singleLine(BILL_LIMITS.accountCode)
  .refine((v) => /^[\p{L}\p{N}.\-_/ ]*$/u.test(v), 'Use letters, digits, dots and dashes for the account code.')
  .default('');

export const BillLineWrite = z
  .object({
    description: requiredSingleLine(RECEIVABLES_LIMITS.lineDescription),
    quantity: positiveAmount,
    unit_price: signedAmount,
    tax_rate: percent.default('0'),
    discount: percent.default('0'),
    account_code: accountCode,
  })
  .strict();
export type BillLineWrite = z.output<typeof BillLineWrite>;

const isoDate = isoDay();

const billFields = {
  /** The vendor's own invoice number. */
  number: requiredSingleLine(BILL_LIMITS.number),
  /** Shown in lists; default "Bill <number>". */
  title: singleLine(BILL_LIMITS.title),
  bill_date: isoDate,
  due_date: isoDate.nullable(),
  currency: currencyCode,
  lines: z.array(BillLineWrite).min(1, BillMessage.NO_LINES).max(BILL_LIMITS.lines, `At most ${BILL_LIMITS.lines} lines.`),
  memo: multiLine(BILL_LIMITS.memo),
  /** A purchase order (item id) of the same vendor this bill is for. */
  purchase_order_id: dbId('a purchase order').nullable(),
};

/** A bill typed by staff (source manual, entered by the caller); its document is uploaded next (POST /api/bills/{id}/file). */
export const BillCreate = z
  .object({ account_id: dbId('a vendor account'), ...billFields })
  .partial({ title: true, due_date: true, memo: true, purchase_order_id: true })
  .strict();
export type BillCreate = z.output<typeof BillCreate>;

/** Any subset of a bill's fields, while it is received or rejected (409 otherwise). */
export const BillUpdate = z.object(billFields).partial().strict();
export type BillUpdate = z.output<typeof BillUpdate>;

export const BillListQuery = ListQuery.extend({
  state: z.enum(BILL_STATES, { error: 'Unknown state.' }).optional(),
  account_id: queryDbId('a vendor account').optional(),
  /** Only bills due on or before this day (and not paid or void). */
  due_before: isoDate.optional(),
});
export type BillListQuery = z.output<typeof BillListQuery>;

/** Why a bill is rejected: the vendor sees it in its portal. */
export const BillReject = z.object({ reason: requiredMultiLine(BILL_LIMITS.rejectReason) }).strict();
export type BillReject = z.output<typeof BillReject>;

/** The multipart `file` part (PDF, PNG or JPEG, at most 10 MB), as the OpenAPI document shows it. */
const binary = z.string().meta({ format: 'binary', description: 'A PDF, PNG or JPEG of at most 10 MB (checked by its content).' });

/** POST /api/bills/{id}/file: the bill's document, uploaded by staff (multipart). */
export const BillFileUpload = z.object({ file: binary });

/**
 * A bill sent by the vendor in its portal (multipart form fields; `file` is the document). The
 * total is tax included; the bill is stored as one line for it.
 */
export const PortalBillSubmit = z
  .object({
    token: portalToken,
    number: requiredSingleLine(BILL_LIMITS.number),
    bill_date: isoDate,
    due_date: isoDate.optional(),
    currency: currencyCode,
    total: positiveAmount,
    tax: moneyAmount.optional(),
    memo: multiLine(BILL_LIMITS.memo).optional(),
    file: binary,
  })
  .strict();
export type PortalBillSubmit = z.output<typeof PortalBillSubmit>;

// ---- Answers -------------------------------------------------------------------------------

export const BillLineRow = z.object({
  description: z.string(),
  quantity: decimalString,
  unit_price: decimalString,
  tax_rate: decimalString,
  discount: decimalString,
  /** Net of discount, before tax, in the currency's minor units. */
  amount: decimalString,
  tax: decimalString,
  account_code: z.string(),
});
export type BillLineRow = z.output<typeof BillLineRow>;

export const BillFileRef = z.object({ id: whole, name: z.string(), content_type: z.string() });
export type BillFileRef = z.output<typeof BillFileRef>;

export const BillRow = z.object({
  id: whole,
  account_id: whole,
  account_name: z.string(),
  number: z.string(),
  title: z.string(),
  bill_date: day.nullable(),
  due_date: day.nullable(),
  currency: z.string(),
  subtotal: decimalString,
  tax: decimalString,
  total: decimalString,
  /** What is still owed. */
  balance: decimalString,
  state: z.enum(BILL_STATES),
  /** Why it was rejected (the vendor sees it); null unless rejected. */
  reject_reason: z.string().nullable(),
  source: z.enum(BILL_SOURCES),
  /** The staff member who entered it; null when the vendor sent it through the portal. */
  entered_by: NamedRef.nullable(),
  purchase_order: z.object({ id: whole, number: z.string() }).nullable(),
  /** A corrected bill: the rejected bill it replaces. */
  replaces_id: whole.nullable(),
  file: BillFileRef.nullable(),
  /** Days past its due date today while it is still to pay (0 otherwise). */
  days_overdue: whole,
  approved_at: instant.nullable(),
  paid_on: day.nullable(),
  payment_reference: z.string().nullable(),
  created_at: instant,
});
export type BillRow = z.output<typeof BillRow>;

/** Another bill of the same vendor that may be the same one: `exact` same number, `near` otherwise. */
export const BillDuplicate = z.object({
  id: whole,
  number: z.string(),
  total: decimalString,
  currency: z.string(),
  bill_date: day.nullable(),
  state: z.enum(BILL_STATES),
  match: z.enum(['exact', 'near']),
});
export type BillDuplicate = z.output<typeof BillDuplicate>;

/** One bill with its lines, memo, possible duplicates (void bills left out) and its correction. */
/** One approval step of a bill sent for approval (fixed from the matching approval rule). */
export const BillApprovalStepRow = z.object({
  position: whole,
  /** How many of its approvers must approve. */
  required: whole,
  approvers: z.array(NamedRef),
  approved_by: z.array(NamedRef.extend({ at: instant })),
  completed_at: instant.nullable(),
  /** The step now waiting for approvals. */
  current: z.boolean(),
});
export type BillApprovalStepRow = z.output<typeof BillApprovalStepRow>;

/** A vendor credit applied to a bill (payables/credits.ts), as the bill's page lists it. */
export const BillCreditRow = z.object({
  id: whole,
  credit: z.object({ id: whole, number: z.string() }),
  amount: decimalString,
  applied_by: NamedRef.nullable(),
  applied_at: instant,
});
export type BillCreditRow = z.output<typeof BillCreditRow>;

export const BillDetail = BillRow.extend({
  lines: z.array(BillLineRow),
  memo: z.string(),
  duplicates: z.array(BillDuplicate),
  /** The corrected bill the vendor sent in reply to this one's rejection; null when none. */
  replaced_by_id: whole.nullable(),
  /** Its approval steps, in order, when an approval rule applied as it was sent (none: one approval by anyone but its enterer). */
  approval_steps: z.array(BillApprovalStepRow).optional(),
  /** The vendor credits applied to it, oldest first, when any was. */
  credits: z.array(BillCreditRow).optional(),
});
export type BillDetail = z.output<typeof BillDetail>;
