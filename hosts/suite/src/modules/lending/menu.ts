import { moduleMenu } from '../navigation/utils/moduleMenu.ts';
import type { NavItem } from '../navigation/utils/NavItem.ts';

const menu = moduleMenu('lending');

/** Spec 2.12, the lender; loan monitoring (a route of spec 2.7 its menu leaves out) is linked from Accounts. */
export const lendingMenu: NavItem[] = [
  menu.dashboard(),
  menu.myTasks(),
  menu.link('accounts', 'accounts', 'accounts'),
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
