/**
 * Vendor credits (payables): what a vendor owes the organization back, such as a credit note it
 * sent for goods returned or a refund due. Staff record a credit on the vendor (its own number,
 * day, currency and amount), then apply part or all of it to the vendor's approved bills in the
 * same currency that are not yet in a payment run: the bill's balance goes down by the amount
 * applied, and a bill whose balance reaches 0 is paid, its payment reference naming the credit.
 *
 *   open (something left to apply) -> applied (nothing left)
 *   open, while nothing of it was applied -> void
 */
import { z } from 'zod';
import { ListQuery } from '../admin.ts';
import { day, decimalString, instant, NamedRef, whole } from '../answers.ts';
import { dbId, isoDay, multiLine, requiredSingleLine } from '../fields.ts';
import { currencyCode, positiveAmount } from '../receivables.ts';
import { BILL_STATES } from './bills.ts';

export const VENDOR_CREDIT_STATES = ['open', 'applied', 'void'] as const;
export type VendorCreditState = (typeof VENDOR_CREDIT_STATES)[number];

export const VENDOR_CREDIT_LIMITS = { number: 60, memo: 2000, paymentReference: 140 } as const;

/** Messages the server answers and the screens show. */
export const VendorCreditMessage = {
  NOT_OPEN: 'Nothing is left of this credit to apply: it was applied in full or voided.',
  NOT_VOIDABLE: 'Part of this credit was already applied to a bill: it can no longer be voided.',
  BILL_OTHER_VENDOR: 'Choose a bill of the same vendor as the credit.',
  BILL_OTHER_CURRENCY: 'Choose a bill in the same currency as the credit.',
  BILL_NOT_OPEN: 'Only an approved bill that is not yet in a payment run can take a credit.',
  OVER_REMAINING: 'This is more than what remains of the credit.',
  OVER_BALANCE: 'This is more than what is still to pay on the bill.',
  CREDIT_APPLIED_TO_BILL: 'A vendor credit is applied to this bill: it can no longer be rejected or voided.',
} as const;

/** The payment reference of a bill paid off by a credit: "Credit CN-0107". */
export const creditReference = (number: string): string => `Credit ${number}`.slice(0, VENDOR_CREDIT_LIMITS.paymentReference);

/** A credit the vendor gave, recorded by staff (POST /api/accounts/{id}/vendor_credits). */
export const VendorCreditCreate = z
  .object({
    /** The vendor's own credit-note number. */
    number: requiredSingleLine(VENDOR_CREDIT_LIMITS.number),
    credit_date: isoDay(),
    currency: currencyCode,
    amount: positiveAmount,
    memo: multiLine(VENDOR_CREDIT_LIMITS.memo).optional(),
  })
  .strict();
export type VendorCreditCreate = z.output<typeof VendorCreditCreate>;

/** Part or all of a credit applied to one of the vendor's bills (POST /api/vendor_credits/{id}/apply). */
export const VendorCreditApply = z
  .object({
    bill_id: dbId('a bill'),
    amount: positiveAmount,
  })
  .strict();
export type VendorCreditApply = z.output<typeof VendorCreditApply>;

export const VendorCreditListQuery = ListQuery.extend({
  state: z.enum(VENDOR_CREDIT_STATES, { error: 'Choose open, applied or void.' }).optional(),
});
export type VendorCreditListQuery = z.output<typeof VendorCreditListQuery>;

// ---- Answers -------------------------------------------------------------------------------

/** One application of a credit: the bill, the amount, who applied it and when. */
export const VendorCreditApplicationRow = z.object({
  id: whole,
  bill: z.object({ id: whole, number: z.string() }),
  amount: decimalString,
  applied_by: NamedRef.nullable(),
  applied_at: instant,
});
export type VendorCreditApplicationRow = z.output<typeof VendorCreditApplicationRow>;

export const VendorCreditRow = z.object({
  id: whole,
  account_id: whole,
  number: z.string(),
  credit_date: day,
  currency: z.string(),
  amount: decimalString,
  /** What is still to apply (0 once applied in full). */
  remaining: decimalString,
  memo: z.string(),
  state: z.enum(VENDOR_CREDIT_STATES),
  created_by: NamedRef.nullable(),
  created_at: instant,
  /** Where it was applied, oldest first. */
  applications: z.array(VendorCreditApplicationRow),
});
export type VendorCreditRow = z.output<typeof VendorCreditRow>;

/** The answer of an application: the credit as it is now, and the bill's new balance and state. */
export const VendorCreditApplied = z.object({
  credit: VendorCreditRow,
  bill: z.object({ id: whole, number: z.string(), balance: decimalString, state: z.enum(BILL_STATES), paid_on: day.nullable(), payment_reference: z.string().nullable() }),
});
export type VendorCreditApplied = z.output<typeof VendorCreditApplied>;
