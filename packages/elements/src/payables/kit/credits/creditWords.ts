/**
 * A vendor credit's state in words, so no raw state reaches a screen, and the rules the credit
 * forms check before sending (the server checks them again). The lists mirror
 * VENDOR_CREDIT_STATES and VENDOR_CREDIT_LIMITS of `@si/contract` (payables/credits.ts), which the
 * browser cannot import as values: that file builds zod schemas.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VendorCreditState } from '@si/contract';
import { Big } from '@si/contract/money';

export const CREDIT_STATE_ORDER: readonly VendorCreditState[] = ['open', 'applied', 'void'];

const WORDS: Record<VendorCreditState, ReturnType<typeof msg>> = {
  open: msg({ message: 'Open', context: 'vendor credit state' }),
  applied: msg({ message: 'Applied in full', context: 'vendor credit state' }),
  void: msg({ message: 'Void', context: 'vendor credit state' }),
};

/** A state in words; one this screen does not know yet shows as "Other", never as its code. */
export function creditStateText(state: string | null | undefined, i18n: I18n): string {
  return i18n._(state && Object.hasOwn(WORDS, state) ? WORDS[state as VendorCreditState] : msg`Other`);
}

/** The longest credit-note number and memo the server takes. */
export const CREDIT_NUMBER_MAX = 60;
export const CREDIT_MEMO_MAX = 2000;

/** Whether something is left of the credit to apply. */
export const isApplicable = (c: { state: string; remaining: string }) => c.state === 'open' && new Big(c.remaining).gt(0);
/** Whether it may be voided: open, and nothing of it applied yet. */
export const isVoidable = (c: { state: string; remaining: string; amount: string }) => c.state === 'open' && new Big(c.remaining).eq(c.amount);

/** What to apply to a bill unless the user says otherwise: the smaller of what remains of the credit and what is still to pay. */
export const defaultApplyAmount = (remaining: string, balance: string): string => (new Big(remaining).lt(balance) ? remaining : balance);
