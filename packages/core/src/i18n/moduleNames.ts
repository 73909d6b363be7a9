/**
 * The modules' names as people read them (spec 1, 5 and 6): one per module of the contract's
 * `MODULES`, keyed by its id. The only table of them: the suite's own screens (dashboards,
 * titles) and every element (the app switcher, reports, checklists, workspaces, portal bars)
 * read it, and being in core's catalog it is translated wherever core runs. The English of each
 * is the descriptor's `label`, which the server writes (moduleNames.test.ts keeps them equal).
 * Forms for a module kind or an application are derived in `@si/elements/account/moduleNames`.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ModuleId } from '@si/contract/modules';

export const MODULE_NAMES: Record<ModuleId, MessageDescriptor> = {
  receivables: msg`Secure Invoice`,
  payables: msg`Accounts Payable`,
  expenses: msg`Expense Management`,
  'document-collection': msg`Document Collection`,
  lending: msg`Lender`,
  sales: msg`Sales Pipeline`,
  contracts: msg`Contract Lifecycle`,
};
