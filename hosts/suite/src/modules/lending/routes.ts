import { adminRoutes } from '../routing/utils/adminRoutes.ts';
import { moduleRoutes, portalRoute, portalRoutePath } from '../routing/utils/moduleRoutes.ts';
import type { ElementPage } from '../routing/utils/ElementPage.ts';

const loanHref = '{prefix}/accounts/{id}';

/**
 * The lender's own settings (the rating scale, the warning margin, the amounts above which a loan
 * needs two decisions and a draw a reviewer, the loan pipeline, the organization's formulas). Spec
 * 2.7 gives them no route of their own, so they show on the module's organization settings page,
 * under the shared organization settings (OrganizationSettingsPage).
 */
export const lendingSettings: ElementPage = {
  tag: 'si-lending-settings',
  load: () => import('@si/elements/lending/lending-settings/lending-settings'),
};

/** Spec 2.7, the lender product. */
export const lendingRoutes = moduleRoutes('lending', {
  mytask: { page: 'myTasks' },
  accounts: { page: 'lendingLoans', screen: 'accounts' },
  'accounts/:id': { page: 'lendingLoan', screen: 'account' },
  loanmonitoring: {
    screen: 'loanMonitoring',
    element: { tag: 'si-loan-monitoring', load: () => import('@si/elements/lending/loan-monitoring/loan-monitoring'), attributes: { 'loan-href': loanHref } },
  },
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
  'report/compliancereport': {
    screen: 'complianceReport',
    element: { tag: 'si-compliance-report', load: () => import('@si/elements/lending/compliance-report/compliance-report'), attributes: { 'loan-href': loanHref } },
  },
  'reports/user/:id': { page: 'userReport' },
  auditlog: { page: 'auditLog' },
  [portalRoutePath('lending')]: portalRoute('lending', 'lendingPortal', 'requirementsPortal'),
});
