import { adminRoutes } from '../routing/utils/adminRoutes.ts';
import { moduleRoutes, portalRoute, portalRoutePath } from '../routing/utils/moduleRoutes.ts';

/** Spec 2.6 (document collection); its reports sit under reports/. */
export const documentCollectionRoutes = moduleRoutes('document-collection', {
  myTask: { page: 'myTasks' },
  workspaces: { page: 'workspaces' },
  'workspaceDetails/:accountType/:accountId': { page: 'workspaceDetails' },
  ...adminRoutes(['offices', 'teams', 'users', 'contactRoles', 'organizationSetting', 'customFields', 'checklists', 'standardFiles', 'secureFileShare', 'workflows']),
  'reports/exceptions': { page: 'exceptionReport' },
  'reports/details/:id': { page: 'detailsReport' },
  'reports/summary': { page: 'summaryReport' },
  'reports/user/:id': { page: 'userReport' },
  taskreport: { page: 'taskReport' },
  auditlog: { page: 'auditLog' },
  [portalRoutePath('document-collection')]: portalRoute('document-collection', 'requirementsPortal', 'requirementsPortal'),
});
