import { moduleRoutes } from '../utils/moduleRoutes.ts';

// Spec 2.5 does not say who sees the payment results; like secure invoice's, a paying outsider returns to them.
const paymentResult = { guard: 'public', layout: 'blank' } as const;

/** Spec 2.5, prefix /expensemanagement. */
export const expenseRoutes = moduleRoutes('expensemanagement', 'expensemanagement', 'expense-management', [
  ['draft', 'draft', null],
  ['expense', 'expenses', null],
  ['accountsPayable', 'accountsPayable', null],
  ['expenseDetails/:accountType/:accountId', 'expenseDetails', null],
  ['documents/freeForm/:accountType/:accountId', 'freeFormDocument', null],
  ['offices', 'offices', 5, { page: 'offices' }],
  ['teams', 'teams', 5, { page: 'teams' }],
  ['teams/:id', 'team', 5, { page: 'team' }],
  ['users', 'users', 5, { page: 'users' }],
  ['contactRoles', 'contactRoles', 5, { page: 'contactRoles' }],
  ['expectedDocumentTypes', 'expectedDocumentTypes', 5, { page: 'expectedDocumentTypes' }],
  ['settings', 'settings', 4],
  ['pay-instraction', 'payInstructions', 4],
  ['pay-instruction', 'payInstructions', 4],
  ['report/exception', 'exceptionReport', 5, { page: 'exceptionReport' }],
  ['report/ar-aging', 'arAging', null],
  ['report/details', 'detailsReport', 5, { page: 'detailsReport' }],
  ['mytask', 'myTasks', 5, { page: 'myTasks' }],
  ['payment-successful', 'paymentSuccessful', 3, paymentResult],
  ['payment-cancelled', 'paymentCancelled', 3, paymentResult],
  ['payment-processing', 'paymentProcessing', 3, paymentResult],
]);
