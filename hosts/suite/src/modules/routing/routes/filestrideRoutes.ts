import { moduleRoutes } from '../utils/moduleRoutes.ts';

/** Spec 2.6, prefix /filestride (the document-collection product). */
export const filestrideRoutes = moduleRoutes('filestride', 'filestride', 'filestride', [
  ['myTask', 'myTasks', 5, { page: 'myTasks' }],
  ['workspaces', 'workspaces', null],
  ['workspaceDetails/:accountType/:accountId', 'workspaceDetails', null],
  ['teams', 'teams', 5, { page: 'teams' }],
  ['teams/:id', 'team', 5],
  ['checklists', 'checklists', 5],
  ['checklists/:id', 'checklist', 5],
  ['standardFiles', 'standardFiles', 5],
  ['secureFileShare', 'secureFileShare', 5],
  ['reports/exceptions', 'exceptionReport', 5],
  ['reports/details/:id', 'detailsReport', 5],
  ['reports/summary', 'summaryReport', 5],
  ['reports/user/:id', 'userReport', 5],
  ['offices', 'offices', 5, { page: 'offices' }],
  ['users', 'users', 5, { page: 'users' }],
  ['contactRoles', 'contactRoles', 5],
  ['organization/setting', 'organizationSetting', 5],
  ['customfields', 'customFields', 5],
  ['taskreport', 'taskReport', 5],
  ['auditlog', 'auditLog', 5, { page: 'auditLog' }],
  ['workflows', 'workflows', 5],
  ['workflows/:id', 'workflow', 5],
  ['workflow/transitions/:id', 'workflowTransitions', 5],
  ['/public/f/:token', 'requirementsPortal', 3, { guard: 'public', layout: 'filestride-portal', page: 'requirementsPortal' }],
]);
