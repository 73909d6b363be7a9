import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The applications of spec 1, keyed by their path segment (the lender's is `bank`). */
export const productNames = {
  secureinvoice: msg`Secure Invoice`,
  expensemanagement: msg`Expense Management`,
  filestride: msg`Document Collection`,
  bank: msg`Lender`,
  spm: msg`Sales Pipeline`,
  clm: msg`Contract Lifecycle`,
  payable: msg`Accounts Payable`,
  template: msg`Template demos`,
} satisfies Record<string, MessageDescriptor>;

export type ProductKey = keyof typeof productNames;
