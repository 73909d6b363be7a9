import { moduleMenu } from '../navigation/utils/moduleMenu.ts';
import type { NavItem } from '../navigation/utils/NavItem.ts';

const menu = moduleMenu('payables');

/** Spec 2.12, accounts payable. */
export const payablesMenu: NavItem[] = [
  menu.dashboard(),
  menu.myTasks(),
  menu.link('accountsPayable', 'accounts', 'invoices'),
  menu.reports([
    menu.link('invoiceException', 'report/exception'),
    menu.link('arAging', 'report/ar-aging'),
    menu.link('details', 'report/details'),
    menu.link('auditLog', 'report/auditlog'),
    menu.link('accountsReport', 'report/accounts'),
    menu.link('taskReport', 'report/task'),
  ]),
  menu.settings(['offices', 'teams', 'users', 'contactRoles', 'expectedDocumentTypes', 'organizationSetting', 'payInstructions', 'workflows']),
];
