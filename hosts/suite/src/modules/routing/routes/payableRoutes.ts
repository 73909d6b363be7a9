import { moduleRoutes } from '../utils/moduleRoutes.ts';

const portal = { guard: 'public', layout: 'payable-portal', page: 'payablePortal' } as const;

/** Spec 2.10, prefix /payable (accounts payable). */
export const payableRoutes = moduleRoutes('payable', 'payable', 'payable-management', [
  ['mytask', 'myTasks', 5, { page: 'myTasks' }],
  ['accounts', 'accountsPayable', null],
  ['accountDetails/:accountType/:accountId', 'accountDetails', null],
  ['report/exception', 'exceptionReport', 5],
  ['report/ar-aging', 'arAging', 5],
  ['report/details', 'detailsReport', 5],
  ['report/auditlog', 'auditLog', 5, { page: 'auditLog' }],
  ['report/task', 'taskReport', 5],
  ['report/accounts', 'accountsReport', 5],
  ['offices', 'offices', 5, { page: 'offices' }],
  ['teams', 'teams', 5, { page: 'teams' }],
  ['teams/:id', 'team', 5],
  ['expectedDocumentTypes', 'expectedDocumentTypes', 5],
  ['users', 'users', 5, { page: 'users' }],
  ['contactRoles', 'contactRoles', 5],
  ['organization/setting', 'organizationSetting', 5],
  ['pay-instruction', 'payInstructions', 4],
  ['workflows', 'workflows', 5],
  ['workflows/:id', 'workflow', 5],
  ['workflow/transitions/:id', 'workflowTransitions', 5],
  ['/public/p/:token', 'payablePortal', 3, portal],
  ['/public/p/invoice/:token', 'payableInvoice', 3, portal],
  // Spelled so in the spec.
  ['/public/pay-intruction/:token', 'payInstructions', 3, portal],
]);
