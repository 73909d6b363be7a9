/**
 * A bill's state in words, for staff and for the vendor, so no raw state reaches a screen; and the
 * rules both sides check before sending (the server checks them again).
 *
 * The limits mirror BILL_LIMITS and BILL_FILE_TYPES of `@si/contract` (payables/bills.ts), which
 * the browser cannot import as values: that file builds zod schemas.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BillState } from '@si/contract';
import { minorUnits } from '@si/contract/currency';

/** Every state in the order a bill goes through them (the filter's choices). */
export const BILL_STATE_ORDER: readonly BillState[] = ['received', 'in_approval', 'rejected', 'approved', 'scheduled', 'paid', 'void'];

const STAFF_WORDS: Record<BillState, ReturnType<typeof msg>> = {
  received: msg({ message: 'Received', context: 'bill state' }),
  in_approval: msg`In approval`,
  rejected: msg({ message: 'Rejected', context: 'bill state' }),
  approved: msg({ message: 'Approved', context: 'bill state' }),
  scheduled: msg`Scheduled for payment`,
  paid: msg({ message: 'Paid', context: 'bill state' }),
  void: msg({ message: 'Void', context: 'bill state' }),
};

/** What the vendor reads: the same states, said to the one who sent the bill. */
const VENDOR_WORDS: Record<BillState, ReturnType<typeof msg>> = {
  received: msg({ message: 'Received', context: 'bill state' }),
  in_approval: msg`In approval`,
  rejected: msg({ message: 'Rejected', context: 'bill state' }),
  approved: msg`Approved, to be paid`,
  scheduled: msg`Scheduled for payment`,
  paid: msg({ message: 'Paid', context: 'bill state' }),
  void: msg`Cancelled`,
};

/**
 * A state in words; one this screen does not know yet shows as "Other", never as its code. The state
 * words carry the context "bill state": in French a bill that is "Void" is "Annulée", not the
 * action "Annuler", and "Received" is "Reçue", not a column's "Reçu le".
 */
export function billStateText(state: string | null | undefined, i18n: I18n, reader: 'staff' | 'vendor' = 'staff'): string {
  const words = reader === 'vendor' ? VENDOR_WORDS : STAFF_WORDS;
  return i18n._(state && Object.hasOwn(words, state) ? words[state as BillState] : msg`Other`);
}

/** The states in which a bill can still change and be sent for approval. */
export const isEditable = (state: BillState) => state === 'received' || state === 'rejected';
export const isApprovable = (state: BillState) => state === 'received' || state === 'in_approval';
export const isRejectable = (state: BillState) => state === 'received' || state === 'in_approval' || state === 'approved';
export const isVoidable = (state: BillState) => state !== 'scheduled' && state !== 'paid' && state !== 'void';

/** The bill's document: a PDF, PNG or JPEG of at most 10 MB (the server checks its content too). */
export const BILL_FILE_BYTES = 10 * 1024 * 1024;
export const BILL_FILE_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
const FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
const FILE_EXTENSIONS = /\.(pdf|png|jpe?g)$/i;
export const BILL_NUMBER_MAX = 60;
export const BILL_REJECT_REASON_MAX = 500;
export const BILL_MEMO_MAX = 5000;
export const BILL_ACCOUNT_CODE_MAX = 40;

/** Why a chosen file cannot be the bill's document; undefined when it can. */
export function billFileProblem(file: File | undefined, i18n: I18n, required = true): string | undefined {
  if (!file) return required ? i18n._(msg`Choose the bill's file: a PDF, PNG or JPEG.`) : undefined;
  if (!FILE_TYPES.includes(file.type) && !FILE_EXTENSIONS.test(file.name)) return i18n._(msg`Send the bill as a PDF, PNG or JPEG file.`);
  if (file.size > BILL_FILE_BYTES) return i18n._(msg`The file is larger than 10 MB.`);
  if (file.size === 0) return i18n._(msg`The file is empty.`);
  return undefined;
}

export const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL = /^-?\d{1,14}(\.\d{1,4})?$/;

/**
 * An amount as typed, checked for the currency: a number (a minus sign only when `signed`), and no
 * more decimals than the currency has. Answers the field's message, or undefined when it is fine.
 */
export function amountProblem(value: string, currency: string, i18n: I18n, options: { signed?: boolean; positive?: boolean } = {}): string | undefined {
  const text = value.trim();
  if (!text) return i18n._(msg`Enter an amount.`);
  if (!DECIMAL.test(text) || (!options.signed && text.startsWith('-'))) {
    return options.signed ? i18n._(msg`Enter an amount such as 1250.00 (a minus sign for a discount).`) : i18n._(msg`Enter an amount such as 1250.00.`);
  }
  const code = /^[A-Za-z]{3}$/.test(currency.trim()) ? currency.trim().toUpperCase() : 'USD';
  const digits = minorUnits(code);
  const fraction = text.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > digits) {
    return digits === 0 ? i18n._(msg`${code} has no decimals: enter a whole amount.`) : i18n._(msg`Enter at most ${digits} decimals for ${code}.`);
  }
  if (options.positive && Number(text) <= 0) return i18n._(msg`Enter an amount more than zero.`);
  return undefined;
}

export const validCurrency = (code: string) => /^[A-Za-z]{3}$/.test(code.trim());
