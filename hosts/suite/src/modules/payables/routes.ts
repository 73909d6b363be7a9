import { adminRoutes } from '../routing/utils/adminRoutes.ts';
import { moduleRoutes, portalRoute, portalRoutePath } from '../routing/utils/moduleRoutes.ts';
import type { ScreenKey } from '../screens/utils/screenTitles.ts';

const portal = (screen: ScreenKey) => portalRoute('payables', 'payablePortal', screen);

/** Spec 2.10, accounts payable. */
export const payablesRoutes = moduleRoutes('payables', {
  mytask: { page: 'myTasks' },
  accounts: {
    screen: 'accountsPayable',
    element: { tag: 'si-vendor-accounts', load: () => import('@si/elements/payables/vendor-accounts/vendor-accounts'), attributes: { 'detail-href': '{prefix}/accountDetails/5/{id}' } },
  },
  'accountDetails/:accountType/:accountId': { page: 'workspaceDetails', screen: 'accountDetails' },
  ...adminRoutes(['offices', 'teams', 'users', 'contactRoles', 'expectedDocumentTypes', 'organizationSetting', 'workflows']),
  'pay-instruction': { screen: 'payInstructions' },
  'report/exception': { page: 'exceptionReport' },
  'report/ar-aging': { screen: 'arAging' },
  'report/details': { page: 'detailsReport' },
  'report/auditlog': { page: 'auditLog' },
  'report/task': { page: 'taskReport' },
  'report/accounts': { screen: 'accountsReport' },
  [portalRoutePath('payables')]: portal('payablePortal'),
  '/public/p/invoice/:token': portal('payableInvoice'),
  // Spelled so in the spec.
  '/public/pay-intruction/:token': portal('payInstructions'),
});
