import { moduleRoutes } from '../utils/moduleRoutes.ts';

const paymentResult = { guard: 'public', layout: 'blank', page: 'paymentResult' } as const;
const portal = { guard: 'public', layout: 'secure-invoice-portal', page: 'invoicePortal' } as const;

/** Spec 2.4, prefix /secureinvoice, plus its public token and payment-result pages. */
export const secureInvoiceRoutes = moduleRoutes('secureinvoice', 'secureinvoice', 'secure-invoice', [
  ['draft', 'draft', null],
  ['accountsReceivable', 'accountsReceivable', null],
  ['accountsPayable', 'accountsPayable', null],
  ['accountDetails/:accountType/:accountId', 'accountDetails', null],
  ['documents/freeForm/:accountType/:accountId', 'freeFormDocument', null, { layout: 'blank' }],
  ['offices', 'offices', 5, { page: 'offices' }],
  ['teams', 'teams', 5, { page: 'teams' }],
  ['teams/:id', 'team', 5, { page: 'team' }],
  ['users', 'users', 5, { page: 'users' }],
  ['contactRoles', 'contactRoles', 5, { page: 'contactRoles' }],
  ['expectedDocumentTypes', 'expectedDocumentTypes', 5, { page: 'expectedDocumentTypes' }],
  ['settings', 'settings', 4],
  ['settings/businessCentral', 'accountingIntegration', 4],
  ['pay-instraction', 'payInstructions', 4],
  ['pay-instruction', 'payInstructions', 4],
  ['report/exception', 'exceptionReport', 5, { page: 'exceptionReport' }],
  ['report/ar-aging', 'arAging', null],
  ['report/auditlog', 'auditLog', 5, { page: 'auditLog' }],
  ['report/accounts', 'accountsReport', null],
  ['report/details', 'detailsReport', 5, { page: 'detailsReport' }],
  ['report/task', 'taskReport', 5, { page: 'taskReport' }],
  ['mytask', 'myTasks', 5, { page: 'myTasks' }],
  ['organization/setting', 'organizationSetting', 5, { page: 'organizationSettings' }],
  ['workflows', 'workflows', 5, { page: 'workflows' }],
  ['workflows/:id', 'workflow', 5, { page: 'workflow' }],
  ['workflow/transitions/:id', 'workflowTransitions', 5, { page: 'workflowTransition' }],
  ['/public/s/:token', 'invoicePortal', 3, portal],
  ['/public/how-to-pay-instructions/:token', 'howToPay', 3, portal],
  ['/public/view-latest-statement/:token', 'latestStatement', 3, portal],
  ['payment-successful', 'paymentSuccessful', 3, paymentResult],
  ['payment-cancelled', 'paymentCancelled', 3, paymentResult],
  ['payment-processing', 'paymentProcessing', 3, paymentResult],
]);
