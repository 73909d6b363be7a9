import { useLingui } from '@lingui/react/macro';
import { minorUnits } from '@si/contract/currency';
import { formatMoney } from '../../portal-kit/itemLabels.ts';
import { readPayAmount, type PayAmount } from './payAmount.ts';

export type PayAmountCheck = {
  /** The currency's minor units (2 for USD, 0 for JPY). */
  digits: number;
  /** The balance as typed text ("1375.00"), '' when it does not read. */
  balanceValue: string;
  balanceText: string;
  /** The amount typed, or why it cannot be paid (a sentence for the field). */
  check: (text: string) => PayAmount | string;
};

/**
 * Checks amounts typed to pay invoices as the server will: the text reads (Arabic digits and
 * decimal commas too), has no more decimals than the currency, is more than zero and at most the
 * invoice's balance. "Pay another amount" and the statement's amounts share it; the hook gives
 * one checker per invoice (currency and balance).
 */
export function usePayAmountCheck(): (currency: string, balance: string) => PayAmountCheck {
  const { t, i18n } = useLingui();
  return (currency, balance) => {
    const digits = minorUnits(currency);
    const read = readPayAmount(balance, digits);
    const balanceValue = typeof read === 'string' ? '' : read.value;
    const balanceText = formatMoney(balanceValue, currency, i18n.locale);
    function check(text: string): PayAmount | string {
      const typed = readPayAmount(text, digits);
      if (typed === 'format') return t`Enter an amount, such as ${balanceValue}.`;
      if (typed === 'decimals') return digits === 0 ? t`${currency} has no decimals: enter a whole amount.` : t`Enter at most ${digits} digits after the decimal point for ${currency}.`;
      if (typed.minor <= 0n) return t`Enter an amount greater than zero.`;
      if (typeof read !== 'string' && typed.minor > read.minor) return t`Enter at most ${balanceText}, the balance of this invoice.`;
      return typed;
    }
    return { digits, balanceValue, balanceText, check };
  };
}
