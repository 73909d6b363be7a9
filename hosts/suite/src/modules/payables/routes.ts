import { adminRoutes } from '../routing/utils/adminRoutes.ts';
import { moduleRoutes, portalRoute, portalRoutePath } from '../routing/utils/moduleRoutes.ts';
import type { ElementPage } from '../routing/utils/ElementPage.ts';
import type { ScreenKey } from '../screens/utils/screenTitles.ts';

const portal = (screen: ScreenKey) => portalRoute('payables', 'payablePortal', screen);

/**
 * Vendors, bills, payment runs and bank details to verify, one tab each, at `path` of a module
 * (payables' accounts, secure invoice's accountsPayable); vendors and bills open in payables.
 */
export const accountsPayable = (path: string): ElementPage => ({
  tag: 'si-accounts-payable',
  load: () => import('@si/elements/payables/accounts-payable/accounts-payable'),
  attributes: { view: '{query.view}', 'vendor-href': '/payable/accountDetails/5/{id}', 'bill-href': '/payable/bills/{id}', 'view-href': `{prefix}/${path}?view={view}` },
});

/**
 * Payables' own settings (bill approval rules, the purchase order match tolerance). Spec 2.10 gives
 * payables no settings route and its menu no entry for one, so they show on the module's
 * organization settings page, under the shared organization settings (OrganizationSettingsPage).
 */
export const payablesSettings: ElementPage = {
  tag: 'si-payables-settings',
  load: () => import('@si/elements/payables/payables-settings/payables-settings'),
};

/** Spec 2.10, accounts payable. */
export const payablesRoutes = moduleRoutes('payables', {
  mytask: { page: 'myTasks' },
  accounts: { screen: 'accountsPayable', element: accountsPayable('accounts') },
  'accountDetails/:accountType/:accountId': { page: 'vendorDetails', screen: 'accountDetails' },
  // A bill's own page (its number, duplicates and correction link here); not a route of spec 2.10.
  'bills/:id': {
    screen: 'bill',
    element: { tag: 'si-vendor-bills', load: () => import('@si/elements/payables/vendor-bills/vendor-bills'), attributes: { 'bill-id': '{param.id}', 'detail-href': '{prefix}/bills/{id}' } },
  },
  ...adminRoutes(['offices', 'teams', 'users', 'contactRoles', 'expectedDocumentTypes', 'organizationSetting', 'workflows']),
  // The organization's bank accounts, read as where payment runs pay vendors from.
  'pay-instruction': {
    screen: 'payInstructions',
    element: { tag: 'si-pay-instructions-admin', load: () => import('@si/elements/receivables/pay-instructions-admin/pay-instructions-admin'), attributes: { purpose: 'paying' } },
  },
  'report/exception': { page: 'exceptionReport' },
  // The receivables reports' elements, reading the payables ledger: vendors and their bills.
  'report/ar-aging': {
    screen: 'arAging',
    element: {
      tag: 'si-ar-aging',
      load: () => import('@si/elements/receivables/ar-aging/ar-aging'),
      attributes: { ledger: 'payables', 'account-href': '/payable/accountDetails/5/{id}', 'document-href': '/payable/bills/{id}' },
    },
  },
  'report/details': { page: 'detailsReport' },
  'report/auditlog': { page: 'auditLog' },
  'report/task': { page: 'taskReport' },
  'report/accounts': {
    screen: 'accountsReport',
    element: { tag: 'si-accounts-report', load: () => import('@si/elements/receivables/accounts-report/accounts-report'), attributes: { ledger: 'payables', 'account-href': '/payable/accountDetails/5/{id}' } },
  },
  // An approver's one-time link from the approval mail: nothing is decided until a button is pressed.
  '/public/approve/:token': {
    screen: 'bill',
    guard: 'public',
    layout: 'blank',
    element: {
      tag: 'si-bill-approval-link',
      load: () => import('@si/elements/payables/bill-approval-link/bill-approval-link'),
      attributes: { token: '{param.token}', decision: '{query.decision}' },
    },
  },
  [portalRoutePath('payables')]: portal('payablePortal'),
  '/public/p/invoice/:token': portal('payableInvoice'),
  // Spelled so in the spec.
  '/public/pay-intruction/:token': portal('payInstructions'),
});
