import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What each not-yet-built screen is, in the words the menus of spec 2.12 use (and the views a portal page picks by screen). */
export const screenTitles = {
  dashboard: msg`Dashboard`,
  draft: msg`Draft invoices`,
  accountsReceivable: msg`Accounts Receivable`,
  accountsPayable: msg`Accounts Payable`,
  accountDetails: msg`Account details`,
  bill: msg`Bill`,
  freeFormDocument: msg`Free-form document`,
  settings: msg`Settings`,
  accountingIntegration: msg`Accounting-system integration`,
  payInstructions: msg`Pay Instructions`,
  arAging: msg`AR Aging`,
  accountsReport: msg`Accounts report`,
  expenses: msg`Expenses`,
  expenseDetails: msg`Expense details`,
  paymentSuccessful: msg`Payment successful`,
  paymentCancelled: msg`Payment cancelled`,
  paymentProcessing: msg`Payment processing`,
  workspaces: msg`Workspaces`,
  workspaceDetails: msg`Workspace details`,
  accounts: msg`Accounts`,
  account: msg`Account`,
  complianceReport: msg`Compliance Report`,
  loanMonitoring: msg`Loan monitoring`,
  leads: msg`Leads`,
  contacts: msg`Contact`,
  deal: msg`Deal`,
  loans: msg`Loans`,
  myContracts: msg`My contracts`,
  contractEditor: msg`Contract editor`,
  invoicePortal: msg`Invoices`,
  howToPay: msg`How to pay`,
  latestStatement: msg`Latest statement`,
  requirementsPortal: msg`Requirements`,
  contractPortal: msg`Contracts`,
  payablePortal: msg`Vendor invoices`,
  payableInvoice: msg`Vendor invoice`,
} satisfies Record<string, MessageDescriptor>;

export type ScreenKey = keyof typeof screenTitles;
