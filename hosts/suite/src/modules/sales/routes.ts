import { adminRoutes } from '../routing/utils/adminRoutes.ts';
import { moduleRoutes, portalRoute, portalRoutePath } from '../routing/utils/moduleRoutes.ts';
import type { ElementPage } from '../routing/utils/ElementPage.ts';

const dealHref = '{prefix}/accounts/{account_id}/{id}';

/**
 * The sales pipeline's own settings (the lead form, lead assignment, which products are loans).
 * Spec 2.8 gives them no route of their own, so they show on the module's organization settings
 * page, under the shared organization settings (OrganizationSettingsPage).
 */
export const salesSettings: ElementPage = {
  tag: 'si-sales-settings',
  load: () => import('@si/elements/sales/sales-settings/sales-settings'),
};

/** Spec 2.8, the sales pipeline. */
export const salesRoutes = moduleRoutes('sales', {
  myTasks: { page: 'salesTasks' },
  leads: {
    screen: 'leads',
    element: {
      tag: 'si-sales-leads',
      load: () => import('@si/elements/sales/sales-leads/sales-leads'),
      attributes: { 'account-href': '{prefix}/accounts/{id}', 'deal-href': dealHref, 'lead-id': '{query.lead}' },
    },
  },
  accounts: { page: 'salesAccounts', screen: 'accounts' },
  contact: {
    screen: 'contacts',
    element: { tag: 'si-sales-contacts', load: () => import('@si/elements/sales/sales-contacts/sales-contacts'), attributes: { 'account-href': '{prefix}/accounts/{id}' } },
  },
  'accounts/:id': { page: 'salesAccount', screen: 'account' },
  'accounts/:id/:dealID': {
    screen: 'deal',
    element: {
      tag: 'si-deal',
      load: () => import('@si/elements/sales/deal/deal'),
      attributes: { 'deal-id': '{param.dealID}', 'account-href': '{prefix}/accounts/{id}', 'invoice-href': '/secureinvoice/draft?invoice={id}', 'board-href': '{prefix}/loans' },
    },
  },
  // The Sales Pipeline menu entry: every pipeline as a board of its stages.
  loans: {
    screen: 'loans',
    element: {
      tag: 'si-deal-board',
      load: () => import('@si/elements/sales/deal-board/deal-board'),
      attributes: { 'pipeline-id': '{query.pipeline}', 'deal-href': dealHref, 'pipeline-href': '{prefix}/loans?pipeline={pipeline_id}', 'settings-href': '{prefix}/pipelines' },
    },
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
    'workflows',
  ]),
  'report/exception': { page: 'salesReport' },
  'report/summary': { page: 'salesReport' },
  'report/task': { page: 'salesReport' },
  'reports/details/:id': { page: 'detailsReport' },
  'reports/user/:id': { page: 'userReport' },
  auditlog: { page: 'auditLog' },
  [portalRoutePath('sales')]: portalRoute('sales', 'requirementsPortal', 'requirementsPortal'),
});
