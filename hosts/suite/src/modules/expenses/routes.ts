import { adminRoutes } from '../routing/utils/adminRoutes.ts';
import { moduleRoutes } from '../routing/utils/moduleRoutes.ts';
import type { ElementPage } from '../routing/utils/ElementPage.ts';
import type { ScreenKey } from '../screens/utils/screenTitles.ts';

// A claim opens at expenseDetails/claim/:id (spec 2.5 names the parameters accountType and
// accountId: a claim is the "account" of this module), its report at documents/freeForm/claim/:id.
const claimHref = '{prefix}/expenseDetails/claim/{id}';
const claimLinks = {
  'report-href': '{prefix}/documents/freeForm/claim/{id}',
  'bill-href': '/payable/bills/{id}',
  'invoice-href': '/secureinvoice/draft?invoice={id}',
  'payment-runs-href': '/payable/accounts?view=payment-runs',
};
const claims = (view: string): ElementPage => ({
  tag: 'si-expense-claims',
  load: () => import('@si/elements/expenses/expense-claims/expense-claims'),
  attributes: { view, 'claim-href': claimHref, 'view-href': '{prefix}/expense?view={view}', ...claimLinks },
});

// Spec 2.5 does not say who sees the payment results: a customer paying an invoice that re-bills
// expenses returns to them from the checkout, and reads the same outcome as on secure invoice's.
const paymentResult = (screen: ScreenKey) => ({ screen, guard: 'public', layout: 'blank', page: 'paymentResult' }) as const;

// The organization's bank accounts, read as where reimbursements (paid in payment runs) leave from.
const payInstructions = {
  screen: 'payInstructions',
  element: { tag: 'si-pay-instructions-admin', load: () => import('@si/elements/receivables/pay-instructions-admin/pay-instructions-admin'), attributes: { purpose: 'paying' } },
} as const;

/** Spec 2.5 (expense management). */
export const expensesRoutes = moduleRoutes('expenses', {
  mytask: { page: 'myTasks' },
  draft: { screen: 'draft', element: claims('drafts') },
  expense: { screen: 'expenses', element: claims('{query.view}') },
  // Reimbursements owed to staff: the reimbursement bills, paid in payables' payment runs.
  accountsPayable: {
    screen: 'accountsPayable',
    element: {
      tag: 'si-expense-reimbursements',
      load: () => import('@si/elements/expenses/expense-reimbursements/expense-reimbursements'),
      attributes: { 'claim-href': claimHref, 'bill-href': '/payable/bills/{id}', 'payment-runs-href': '/payable/accounts?view=payment-runs' },
    },
  },
  'expenseDetails/:accountType/:accountId': {
    screen: 'expenseDetails',
    element: { tag: 'si-expense-claim', load: () => import('@si/elements/expenses/expense-claim/expense-claim'), attributes: { 'claim-id': '{param.accountId}', 'list-href': '{prefix}/expense', ...claimLinks } },
  },
  // Inside the staff shell, as secure invoice's: a printable report with its PDF.
  'documents/freeForm/:accountType/:accountId': {
    screen: 'freeFormDocument',
    element: { tag: 'si-expense-report', load: () => import('@si/elements/expenses/expense-report/expense-report'), attributes: { 'claim-id': '{param.accountId}', 'claim-href': claimHref } },
  },
  ...adminRoutes(['offices', 'teams', 'users', 'contactRoles', 'expectedDocumentTypes']),
  settings: { screen: 'settings', element: { tag: 'si-expense-settings', load: () => import('@si/elements/expenses/expense-settings/expense-settings') } },
  'pay-instraction': payInstructions,
  'pay-instruction': payInstructions,
  'report/exception': { page: 'exceptionReport' },
  // Reimbursements owed to staff, aged: the aging screen over the claimants' payee accounts.
  'report/ar-aging': {
    screen: 'arAging',
    element: {
      tag: 'si-ar-aging',
      load: () => import('@si/elements/receivables/ar-aging/ar-aging'),
      attributes: { ledger: 'expenses', 'account-href': '/payable/accountDetails/3/{id}', 'document-href': '/payable/bills/{id}' },
    },
  },
  'report/details': { page: 'detailsReport' },
  'payment-successful': paymentResult('paymentSuccessful'),
  'payment-cancelled': paymentResult('paymentCancelled'),
  'payment-processing': paymentResult('paymentProcessing'),
});
