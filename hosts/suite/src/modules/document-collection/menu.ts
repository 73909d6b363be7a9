import { moduleMenu } from '../navigation/utils/moduleMenu.ts';
import type { NavItem } from '../navigation/utils/NavItem.ts';

const menu = moduleMenu('document-collection');

/** Spec 2.12, document collection: also the default menu (content layout); its Teams sit outside the settings. */
export const documentCollectionMenu: NavItem[] = [
  menu.dashboard(),
  menu.myTasks(),
  menu.link('workspaces', 'workspaces', 'workspaces'),
  menu.reports([
    menu.link('myException', 'reports/exceptions'),
    menu.link('summary', 'reports/summary'),
    menu.detail('reports/details/:id'),
    menu.link('auditLog', 'auditlog'),
    menu.link('taskReport', 'taskreport'),
  ]),
  menu.link('teams', 'teams', 'teams'),
  menu.link('checklists', 'checklists', 'checklists'),
  menu.link('standardFiles', 'standardFiles', 'files'),
  menu.link('secureFileShare', 'secureFileShare', 'share'),
  menu.settings(['offices', 'users', 'contactRoles', 'organizationSetting', 'customField', 'workflows']),
];
