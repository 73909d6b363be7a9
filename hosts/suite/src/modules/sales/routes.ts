import { adminRoutes } from '../routing/utils/adminRoutes.ts';
import { moduleRoutes, portalRoute, portalRoutePath } from '../routing/utils/moduleRoutes.ts';

/** Spec 2.8, the sales pipeline. */
export const salesRoutes = moduleRoutes('sales', {
  myTasks: { page: 'myTasks' },
  leads: { screen: 'leads' },
  accounts: { screen: 'accounts' },
  contact: { screen: 'contacts' },
  'accounts/:id': { screen: 'account' },
  'accounts/:id/:dealID': { screen: 'deal' },
  loans: { screen: 'loans' },
  ...adminRoutes([
    'offices',
    'teams',
    'users',
    'contactRoles',
    'expectedDocumentTypes',
    'organizationSetting',
    'customFields',
    'pipelines',
    'categories',
    'products',
    'checklists',
    'standardFiles',
    'workflows',
  ]),
  'report/exception': { page: 'exceptionReport' },
  'report/summary': { page: 'summaryReport' },
  'report/task': { page: 'taskReport' },
  'reports/details/:id': { page: 'detailsReport' },
  'reports/user/:id': { page: 'userReport' },
  auditlog: { page: 'auditLog' },
  [portalRoutePath('sales')]: portalRoute('sales', 'requirementsPortal', 'requirementsPortal'),
});
