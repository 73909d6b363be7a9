import { moduleMenu } from '../navigation/utils/moduleMenu.ts';
import type { NavItem } from '../navigation/utils/NavItem.ts';

const menu = moduleMenu('lending');

/**
 * Spec 2.12, the lender, with Loan monitoring (the route of spec 2.7 that its menu leaves out) under
 * Accounts, so that the portfolio's covenant tests are one click away.
 */
export const lendingMenu: NavItem[] = [
  menu.dashboard(),
  menu.myTasks(),
  menu.link('accounts', 'accounts', 'accounts'),
  menu.link('loanMonitoring', 'loanmonitoring', 'reports'),
  menu.reports([
    menu.link('myException', 'report/exception'),
    menu.link('summary', 'report/summary'),
    menu.detail('reports/details/:id'),
    menu.link('complianceReport', 'report/compliancereport'),
    menu.link('auditLog', 'auditlog'),
  ]),
  menu.link('checklists', 'checklists', 'checklists'),
  menu.link('standardFiles', 'standardFiles', 'files'),
  menu.link('secureFileShare', 'secureFileShare', 'share'),
  menu.settings(['offices', 'teams', 'users', 'contactRoles', 'expectedDocumentTypes', 'organizationSetting', 'categories', 'products', 'workflows']),
];
