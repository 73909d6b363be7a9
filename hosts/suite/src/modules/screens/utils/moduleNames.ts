import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ModuleId } from '@si/contract/modules';

/** The applications of spec 1 as people read their names, one per module of `MODULES`. */
export const moduleNames: Record<ModuleId, MessageDescriptor> = {
  receivables: msg`Secure Invoice`,
  expenses: msg`Expense Management`,
  'document-collection': msg`Document Collection`,
  lending: msg`Lender`,
  sales: msg`Sales Pipeline`,
  contracts: msg`Contract Lifecycle`,
  payables: msg`Accounts Payable`,
};
