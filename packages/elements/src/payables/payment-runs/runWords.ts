/** The words of a payment run's and a bill's states, so no raw state reaches the screen. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Pain001Refusal, PaymentRunState } from '@si/contract';

const RUN_STATES = {
  draft: msg`Draft, waiting for approval`,
  approved: msg`Approved, to be paid`,
  paid: msg`Paid`,
  cancelled: msg`Cancelled`,
} as const;

export const runStateText = (state: PaymentRunState, i18n: I18n): string => i18n._(RUN_STATES[state]);

/** A bill's state in words, the same words as every bill screen's. */
export { billStateText } from '../kit/bills/billWords.ts';

/** Where a bill is paid, in one line: "Fabrikam GmbH · IBAN •••• 3000 · COBADEFFXXX". */
export function paysToText(p: { holder_name: string; iban: string; bic: string; account_number: string; routing_number: string } | null, i18n: I18n): string {
  if (!p) return i18n._(msg`No verified bank details`);
  const number = p.iban ? `IBAN ${p.iban}${p.bic ? ` · ${p.bic}` : ''}` : `${p.account_number}${p.routing_number ? ` · ${p.routing_number}` : ''}`;
  return `${p.holder_name} · ${number}`;
}

const PAIN001_REFUSALS: Record<Pain001Refusal, ReturnType<typeof msg>> = {
  cancelled: msg`A cancelled payment run has no payment file.`,
  currency: msg`The pain.001 file is a SEPA credit transfer, which pays in euros only: download this run as CSV.`,
  debtor_iban: msg`The pain.001 file needs the paying account to have an IBAN: add it in Pay Instructions, or download this run as CSV.`,
  creditor_iban: msg`The pain.001 file pays to IBANs only, and some vendors of this run are paid to an account number: download this run as CSV.`,
  amount: msg`A SEPA credit transfer pays at most 999,999,999.99 EUR a bill: download this run as CSV.`,
};

/** Why a run has no pain.001 file, in the reader's language. */
export const pain001RefusalText = (code: Pain001Refusal, i18n: I18n): string => i18n._(PAIN001_REFUSALS[code]);
