import { adminRoutes } from '../routing/utils/adminRoutes.ts';
import { moduleRoutes, portalRoute, portalRoutePath } from '../routing/utils/moduleRoutes.ts';

/** Spec 2.7, the lender product. */
export const lendingRoutes = moduleRoutes('lending', {
  mytask: { page: 'myTasks' },
  accounts: { screen: 'accounts' },
  'accounts/:id': { screen: 'account' },
  loanmonitoring: { screen: 'loanMonitoring' },
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
    'secureFileShare',
    'workflows',
  ]),
  'report/exception': { page: 'exceptionReport' },
  'report/summary': { page: 'summaryReport' },
  'reports/details/:id': { page: 'detailsReport' },
  'report/compliancereport': { screen: 'complianceReport' },
  'reports/user/:id': { page: 'userReport' },
  auditlog: { page: 'auditLog' },
  [portalRoutePath('lending')]: portalRoute('lending', 'requirementsPortal', 'requirementsPortal'),
});
