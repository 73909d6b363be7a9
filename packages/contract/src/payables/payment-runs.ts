/**
 * Payment runs (payables): approved bills due by a day, in one currency, paid together from one of
 * the organization's paying accounts (its pay instructions). A run is made as a `draft` (its bills
 * become `scheduled`), approved by a second staff member (never the one who made it), then marked
 * `paid` with the day and the bank's reference (its bills become `paid` and each vendor is mailed
 * a remittance advice); a draft or approved run may be `cancelled` (its bills are approved again).
 *
 * A run pays each vendor to its verified bank details, recorded with the run; a run that would pay
 * a vendor whose details are waiting for verification, or that has none verified, is refused and
 * names the vendor. It exports as CSV, and, when it is a SEPA credit transfer (EUR, every vendor
 * paid to an IBAN, the paying account an IBAN), as an ISO 20022 pain.001.001.09 file.
 */
import { z } from 'zod';
import { ListQuery } from '../admin.ts';
import { day, decimalString, instant, NamedRef, whole } from '../answers.ts';
import { dbId, requiredSingleLine } from '../fields.ts';
import { currencyCode, IsoDate } from '../receivables.ts';

export const PAYMENT_RUN_STATES = ['draft', 'approved', 'paid', 'cancelled'] as const;
export type PaymentRunState = (typeof PAYMENT_RUN_STATES)[number];

export const PAYMENT_RUN_LIMITS = {
  /** The most bills one run pays (and the most candidates one answer lists). */
  bills: 5000,
  reference: 140,
} as const;

/** Messages the server answers and the screen shows. */
export const PaymentRunMessage = {
  OWN_RUN: 'You made this payment run: another staff member must approve it.',
  NOT_DRAFT: 'Only a draft payment run can be approved: this one was approved, paid or cancelled meanwhile.',
  NOT_APPROVED: 'Only an approved payment run can be marked paid.',
  NOT_CANCELLABLE: 'A paid or cancelled payment run cannot be cancelled.',
  NO_BILLS: 'No approved bill in this currency is due by this day: there is nothing to pay.',
  BILLS_UNAVAILABLE: 'Some of the chosen bills are not approved bills of this currency with a balance, or are already in another payment run. Reload the bills and choose again.',
  PAYING_ACCOUNT: "Choose one of the organization's paying accounts.",
  EXECUTION_PAST: 'Choose today or a later day: the bank cannot pay on a day that has passed.',
  PAID_IN_FUTURE: 'A payment cannot be marked paid on a day still to come.',
  DUPLICATE_BILL: 'A bill is listed twice.',
  /** Said after the vendors the run refuses (see `refusedVendorsText`). */
  REFUSED_TAIL: 'Leave their bills out of the run, or have their bank details verified first.',
  PENDING_DETAILS: 'its new bank details are waiting for verification',
  NO_DETAILS: 'it has no verified bank details',
  PAIN001_CURRENCY: 'The pain.001 file is a SEPA credit transfer, which pays in euros only: export this run as CSV.',
  PAIN001_DEBTOR_IBAN: 'The pain.001 file needs the paying account to have an IBAN: add it in the pay instructions, or export this run as CSV.',
  PAIN001_CREDITOR_IBAN: 'The pain.001 file is a SEPA credit transfer to IBANs: some vendors of this run are paid to an account number. Export this run as CSV.',
  PAIN001_AMOUNT: 'A SEPA credit transfer pays at most 999,999,999.99 EUR a bill: export this run as CSV.',
  PAIN001_CANCELLED: 'A cancelled payment run has no payment file.',
} as const;

/** "Fabrikam Supplies: its new bank details are waiting for verification." for each refused vendor, then what to do. */
export function refusedVendorsText(vendors: readonly { name: string; pending: boolean }[]): string {
  const each = vendors.map((v) => `${v.name}: ${v.pending ? PaymentRunMessage.PENDING_DETAILS : PaymentRunMessage.NO_DETAILS}.`);
  return [...each, PaymentRunMessage.REFUSED_TAIL].join(' ');
}

/** Why a run has no pain.001 file: cancelled, not in euros, a paying account or a vendor without an IBAN, an amount past the SEPA limit. */
export const PAIN001_REFUSALS = ['cancelled', 'currency', 'debtor_iban', 'creditor_iban', 'amount'] as const;
export type Pain001Refusal = (typeof PAIN001_REFUSALS)[number];
export const PAIN001_REFUSAL_TEXT: Record<Pain001Refusal, string> = {
  cancelled: PaymentRunMessage.PAIN001_CANCELLED,
  currency: PaymentRunMessage.PAIN001_CURRENCY,
  debtor_iban: PaymentRunMessage.PAIN001_DEBTOR_IBAN,
  creditor_iban: PaymentRunMessage.PAIN001_CREDITOR_IBAN,
  amount: PaymentRunMessage.PAIN001_AMOUNT,
};

/** The approval's refusal when a vendor's verified details were replaced since the run was made. */
export const bankDetailsChangedText = (vendors: readonly string[]): string =>
  `The verified bank details of ${vendors.join(', ')} changed since this run was made: cancel it and make it again, so it pays to the details verified now.`;

/** A new run: the bills of `bill_ids`, or every candidate of the currency due by `due_by` when left out. */
export const PaymentRunCreate = z
  .object({
    paying_account_id: dbId('a paying account of this organization'),
    currency: currencyCode,
    due_by: IsoDate,
    execution_date: IsoDate,
    bill_ids: z
      .array(dbId('a bill'))
      .min(1, 'Choose at least one bill.')
      .max(PAYMENT_RUN_LIMITS.bills, `A run pays at most ${PAYMENT_RUN_LIMITS.bills} bills.`)
      .optional(),
  })
  .strict();
export type PaymentRunCreate = z.output<typeof PaymentRunCreate>;

/** The day the money left and the bank's reference of the payment. */
export const PaymentRunPaid = z
  .object({
    paid_on: IsoDate,
    reference: requiredSingleLine(PAYMENT_RUN_LIMITS.reference),
  })
  .strict();
export type PaymentRunPaid = z.output<typeof PaymentRunPaid>;

export const PaymentRunListQuery = ListQuery.extend({
  state: z.enum(PAYMENT_RUN_STATES, { error: 'Choose draft, approved, paid or cancelled.' }).optional(),
});

export const PaymentCandidatesQuery = z.object({
  currency: currencyCode,
  due_by: IsoDate,
});

/** The organization's account the money leaves from (one of its pay instructions). */
export const PayingAccountRef = z.object({ id: whole, bank_name: z.string(), account_name: z.string() });

/** Where a vendor is paid, numbers masked to their last 4 characters ("•••• 3000"). */
export const PaysTo = z.object({
  holder_name: z.string(),
  bank_name: z.string(),
  iban: z.string(),
  bic: z.string(),
  account_number: z.string(),
  routing_number: z.string(),
});
export type PaysTo = z.output<typeof PaysTo>;

/** An approved bill with a balance that a run may pay. */
export const PaymentCandidateRow = z.object({
  /** The bill's id (its item's). */
  id: whole,
  number: z.string(),
  vendor: NamedRef,
  bill_date: day.nullable(),
  due_date: day.nullable(),
  currency: z.string(),
  total: decimalString,
  /** What the run would pay. */
  balance: decimalString,
  /** The vendor has verified bank details (a run pays only to those). */
  verified_bank_details: z.boolean(),
  /** A change of the vendor's bank details waits for verification: a run with this bill is refused. */
  pending_bank_details: z.boolean(),
  /** The verified details, masked; null without any. */
  pays_to: PaysTo.nullable(),
});
export type PaymentCandidateRow = z.output<typeof PaymentCandidateRow>;

export const PaymentCandidates = z.object({
  count: whole,
  /** The balances added up. */
  total: decimalString,
  results: z.array(PaymentCandidateRow),
});
export type PaymentCandidates = z.output<typeof PaymentCandidates>;

export const PaymentRunRow = z.object({
  id: whole,
  paying_account: PayingAccountRef.nullable(),
  currency: z.string(),
  due_by: day,
  execution_date: day,
  state: z.enum(PAYMENT_RUN_STATES),
  total: decimalString,
  bill_count: whole,
  created_by: NamedRef.nullable(),
  approved_by: NamedRef.nullable(),
  approved_at: instant.nullable(),
  paid_on: day.nullable(),
  reference: z.string().nullable(),
  created_at: instant,
});
export type PaymentRunRow = z.output<typeof PaymentRunRow>;

export const PaymentRunBillRow = z.object({
  /** The bill's id (its item's). */
  id: whole,
  number: z.string(),
  vendor: NamedRef,
  due_date: day.nullable(),
  amount: decimalString,
  /** The bill's state now (scheduled while the run is open, paid once it is paid). */
  state: z.string(),
  /** The verified details it pays to, as recorded with the run, masked. */
  pays_to: PaysTo.nullable(),
});
export type PaymentRunBillRow = z.output<typeof PaymentRunBillRow>;

export const PaymentRunDetail = PaymentRunRow.extend({
  bills: z.array(PaymentRunBillRow),
  /** Whether the run exports as a SEPA pain.001 file, and why not when it does not (`code` for a screen's own words). */
  pain001: z.object({ available: z.boolean(), code: z.enum(PAIN001_REFUSALS).nullable(), reason: z.string().nullable() }),
});
export type PaymentRunDetail = z.output<typeof PaymentRunDetail>;
