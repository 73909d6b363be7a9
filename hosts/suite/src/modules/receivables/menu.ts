import { moduleMenu } from '../navigation/utils/moduleMenu.ts';
import type { NavItem } from '../navigation/utils/NavItem.ts';

const menu = moduleMenu('receivables');

/** Spec 2.12, secure invoice: payables' menu with Accounts Receivables and the accounting integration. */
export const receivablesMenu: NavItem[] = [
  menu.dashboard(),
  menu.myTasks(),
  menu.link('accountsReceivables', 'accountsReceivable', 'invoices'),
  menu.reports([
    menu.link('invoiceException', 'report/exception'),
    menu.link('arAging', 'report/ar-aging'),
    menu.link('details', 'report/details'),
    menu.link('auditLog', 'report/auditlog'),
    menu.link('accountsReport', 'report/accounts'),
    menu.link('taskReport', 'report/task'),
  ]),
  menu.settings([
    'offices',
    'teams',
    'users',
    'contactRoles',
    'expectedDocumentTypes',
    'organizationSetting',
    'payInstructions',
    'workflows',
    'accountingIntegration',
  ]),
];
