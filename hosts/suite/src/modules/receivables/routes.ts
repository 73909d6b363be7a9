import { adminRoutes } from '../routing/utils/adminRoutes.ts';
import { moduleRoutes, portalRoute, portalRoutePath } from '../routing/utils/moduleRoutes.ts';
import { accountsPayable } from '../payables/routes.ts';
import type { ScreenKey } from '../screens/utils/screenTitles.ts';

const portal = (screen: ScreenKey) => portalRoute('receivables', 'invoicePortal', screen);
const paymentResult = (screen: ScreenKey) => ({ screen, guard: 'public', layout: 'blank', page: 'paymentResult' }) as const;

/** Spec 2.4 (secure invoice), plus its public token and payment-result pages. */
export const receivablesRoutes = moduleRoutes('receivables', {
  mytask: { page: 'myTasks' },
  draft: { page: 'drafts' },
  accountsReceivable: { page: 'accountsReceivable' },
  accountsPayable: { screen: 'accountsPayable', element: accountsPayable('accountsPayable') },
  'accountDetails/:accountType/:accountId': { page: 'accountDetails' },
  // Inside the staff shell, unlike spec 2.4's blank layout: the editor is a staff screen with Back, menu and profile.
  'documents/freeForm/:accountType/:accountId': { page: 'freeFormDocument' },
  ...adminRoutes(['offices', 'teams', 'users', 'contactRoles', 'expectedDocumentTypes', 'organizationSetting', 'workflows']),
  settings: { page: 'receivablesSettings', screen: 'settings' },
  'settings/businessCentral': { page: 'accountingSync' },
  'pay-instraction': { page: 'payInstructions', screen: 'payInstructions' },
  'pay-instruction': { page: 'payInstructions', screen: 'payInstructions' },
  'report/exception': { page: 'exceptionReport' },
  'report/ar-aging': { page: 'arAging', screen: 'arAging' },
  'report/auditlog': { page: 'auditLog' },
  'report/accounts': { page: 'accountsReport', screen: 'accountsReport' },
  'report/details': { page: 'detailsReport' },
  'report/task': { page: 'taskReport' },
  [portalRoutePath('receivables')]: portal('invoicePortal'),
  '/public/how-to-pay-instructions/:token': portal('howToPay'),
  '/public/view-latest-statement/:token': portal('latestStatement'),
  'payment-successful': paymentResult('paymentSuccessful'),
  'payment-cancelled': paymentResult('paymentCancelled'),
  'payment-processing': paymentResult('paymentProcessing'),
});
