import { group, link } from '../utils/menuBuilders.ts';
import type { NavItem } from '../utils/NavItem.ts';

/** Spec 2.12, expense management. */
export const expenseMenu: NavItem[] = [
  link('dashboard', 'apps-expensemanagement', 'dashboard'),
  link('myTasks', 'expensemanagement-mytask', 'tasks'),
  link('expenses', 'expensemanagement-expense', 'expenses'),
  group('expensemanagement-reports', 'reports', 'reports', [
    link('invoiceException', 'expensemanagement-report-exception'),
    link('arAging', 'expensemanagement-report-ar-aging'),
    link('details', 'expensemanagement-report-details'),
  ]),
  group('expensemanagement-settings', 'settings', 'settings', [
    link('offices', 'expensemanagement-offices'),
    link('teams', 'expensemanagement-teams'),
    link('users', 'expensemanagement-users'),
    link('contactRoles', 'expensemanagement-contactRoles'),
    link('expectedDocumentTypes', 'expensemanagement-expectedDocumentTypes'),
    link('payInstructions', 'expensemanagement-pay-instruction'),
  ]),
];
