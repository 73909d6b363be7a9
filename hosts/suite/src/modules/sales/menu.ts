import { moduleMenu } from '../navigation/utils/moduleMenu.ts';
import type { NavItem } from '../navigation/utils/NavItem.ts';

const menu = moduleMenu('sales');

/** Spec 2.12, sales pipeline; its "Sales Pipeline" entry is loans, the one deal board of spec 2.8. */
export const salesMenu: NavItem[] = [
  menu.dashboard(),
  menu.myTasks(),
  menu.link('leads', 'leads', 'leads'),
  menu.link('accounts', 'accounts', 'accounts'),
  menu.link('contact', 'contact', 'contacts'),
  menu.link('salesPipeline', 'loans', 'pipeline'),
  menu.reports([
    menu.link('myException', 'report/exception'),
    menu.link('summary', 'report/summary'),
    menu.detail('reports/details/:id'),
    menu.link('auditLog', 'auditlog'),
    menu.link('taskReport', 'report/task'),
  ]),
  menu.link('checklists', 'checklists', 'checklists'),
  menu.settings([
    'offices',
    'teams',
    'users',
    'contactRoles',
    'expectedDocumentTypes',
    'organizationSetting',
    'customField',
    'pipelines',
    'categories',
    'products',
    'workflows',
  ]),
];
