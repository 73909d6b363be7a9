import { moduleRoutes } from '../utils/moduleRoutes.ts';

/** Spec 2.6, prefix /filestride (the document-collection product). */
export const filestrideRoutes = moduleRoutes('filestride', 'filestride', 'filestride', [
  ['myTask', 'myTasks', 5, { page: 'myTasks' }],
  ['workspaces', 'workspaces', null],
  ['workspaceDetails/:accountType/:accountId', 'workspaceDetails', null],
  ['teams', 'teams', 5, { page: 'teams' }],
  ['teams/:id', 'team', 5, { page: 'team' }],
  ['checklists', 'checklists', 5, { page: 'checklists' }],
  ['checklists/:id', 'checklist', 5, { page: 'checklist' }],
  ['standardFiles', 'standardFiles', 5, { page: 'standardFiles' }],
  ['secureFileShare', 'secureFileShare', 5, { page: 'secureFileShare' }],
  ['reports/exceptions', 'exceptionReport', 5, { page: 'exceptionReport' }],
  ['reports/details/:id', 'detailsReport', 5, { page: 'detailsReport' }],
  ['reports/summary', 'summaryReport', 5, { page: 'summaryReport' }],
  ['reports/user/:id', 'userReport', 5, { page: 'userReport' }],
  ['offices', 'offices', 5, { page: 'offices' }],
  ['users', 'users', 5, { page: 'users' }],
  ['contactRoles', 'contactRoles', 5, { page: 'contactRoles' }],
  ['organization/setting', 'organizationSetting', 5, { page: 'organizationSettings' }],
  ['customfields', 'customFields', 5, { page: 'customFields' }],
  ['taskreport', 'taskReport', 5, { page: 'taskReport' }],
  ['auditlog', 'auditLog', 5, { page: 'auditLog' }],
  ['workflows', 'workflows', 5, { page: 'workflows' }],
  ['workflows/:id', 'workflow', 5, { page: 'workflow' }],
  ['workflow/transitions/:id', 'workflowTransitions', 5, { page: 'workflowTransition' }],
  ['/public/f/:token', 'requirementsPortal', 3, { guard: 'public', layout: 'filestride-portal', page: 'requirementsPortal' }],
]);
