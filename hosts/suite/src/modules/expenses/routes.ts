import { adminRoutes } from '../routing/utils/adminRoutes.ts';
import { moduleRoutes } from '../routing/utils/moduleRoutes.ts';
import type { ScreenKey } from '../screens/utils/screenTitles.ts';

// Spec 2.5 does not say who sees the payment results; like secure invoice's, a paying outsider returns to them.
const paymentResult = (screen: ScreenKey) => ({ screen, guard: 'public', layout: 'blank' }) as const;

/** Spec 2.5 (expense management). */
export const expensesRoutes = moduleRoutes('expenses', {
  mytask: { page: 'myTasks' },
  draft: { screen: 'draft' },
  expense: { screen: 'expenses' },
  accountsPayable: { screen: 'accountsPayable' },
  'expenseDetails/:accountType/:accountId': { screen: 'expenseDetails' },
  'documents/freeForm/:accountType/:accountId': { screen: 'freeFormDocument' },
  ...adminRoutes(['offices', 'teams', 'users', 'contactRoles', 'expectedDocumentTypes']),
  settings: { screen: 'settings' },
  'pay-instraction': { screen: 'payInstructions' },
  'pay-instruction': { screen: 'payInstructions' },
  'report/exception': { page: 'exceptionReport' },
  'report/ar-aging': { screen: 'arAging' },
  'report/details': { page: 'detailsReport' },
  'payment-successful': paymentResult('paymentSuccessful'),
  'payment-cancelled': paymentResult('paymentCancelled'),
  'payment-processing': paymentResult('paymentProcessing'),
});
