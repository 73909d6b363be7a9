import { moduleRoutes } from '../utils/moduleRoutes.ts';

const portal = { guard: 'public', layout: 'payable-portal', page: 'payablePortal' } as const;

/** Spec 2.10, prefix /payable (accounts payable). */
export const payableRoutes = moduleRoutes('payable', 'payable', 'payable-management', [
  ['mytask', 'myTasks', 5, { page: 'myTasks' }],
  ['accounts', 'accountsPayable', null],
  ['accountDetails/:accountType/:accountId', 'accountDetails', null],
  ['report/exception', 'exceptionReport', 5, { page: 'exceptionReport' }],
  ['report/ar-aging', 'arAging', null],
  ['report/details', 'detailsReport', 5, { page: 'detailsReport' }],
  ['report/auditlog', 'auditLog', 5, { page: 'auditLog' }],
  ['report/task', 'taskReport', 5, { page: 'taskReport' }],
  ['report/accounts', 'accountsReport', null],
  ['offices', 'offices', 5, { page: 'offices' }],
  ['teams', 'teams', 5, { page: 'teams' }],
  ['teams/:id', 'team', 5, { page: 'team' }],
  ['expectedDocumentTypes', 'expectedDocumentTypes', 5, { page: 'expectedDocumentTypes' }],
  ['users', 'users', 5, { page: 'users' }],
  ['contactRoles', 'contactRoles', 5, { page: 'contactRoles' }],
  ['organization/setting', 'organizationSetting', 5, { page: 'organizationSettings' }],
  ['pay-instruction', 'payInstructions', 4],
  ['workflows', 'workflows', 5, { page: 'workflows' }],
  ['workflows/:id', 'workflow', 5, { page: 'workflow' }],
  ['workflow/transitions/:id', 'workflowTransitions', 5, { page: 'workflowTransition' }],
  ['/public/p/:token', 'payablePortal', 3, portal],
  ['/public/p/invoice/:token', 'payableInvoice', 3, portal],
  // Spelled so in the spec.
  ['/public/pay-intruction/:token', 'payInstructions', 3, portal],
]);
