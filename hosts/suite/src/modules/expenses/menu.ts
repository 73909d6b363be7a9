import { moduleMenu } from '../navigation/utils/moduleMenu.ts';
import type { NavItem } from '../navigation/utils/NavItem.ts';

const menu = moduleMenu('expenses');

/** Spec 2.12, expense management. */
export const expensesMenu: NavItem[] = [
  menu.dashboard(),
  menu.myTasks(),
  menu.link('expenses', 'expense', 'expenses'),
  menu.reports([menu.link('invoiceException', 'report/exception'), menu.link('arAging', 'report/ar-aging'), menu.link('details', 'report/details')]),
  menu.settings(['offices', 'teams', 'users', 'contactRoles', 'expectedDocumentTypes', 'payInstructions']),
];
