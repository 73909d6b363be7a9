import { detailLink, group, link } from '../utils/menuBuilders.ts';
import type { NavItem } from '../utils/NavItem.ts';

/** Spec 2.12, document collection: also the default menu (content layout). */
export const filestrideMenu: NavItem[] = [
  link('dashboard', 'apps-filestride', 'dashboard'),
  link('myTasks', 'filestride-myTask', 'tasks'),
  link('workspaces', 'filestride-workspaces', 'workspaces'),
  group('filestride-reports', 'reports', 'reports', [
    link('myException', 'filestride-reports-exceptions'),
    link('summary', 'filestride-reports-summary'),
    detailLink('filestride-reports-details-id'),
    link('auditLog', 'filestride-auditlog'),
    link('taskReport', 'filestride-taskreport'),
  ]),
  link('teams', 'filestride-teams', 'teams'),
  link('checklists', 'filestride-checklists', 'checklists'),
  link('standardFiles', 'filestride-standardFiles', 'files'),
  link('secureFileShare', 'filestride-secureFileShare', 'share'),
  group('filestride-settings', 'settings', 'settings', [
    link('offices', 'filestride-offices'),
    link('users', 'filestride-users'),
    link('contactRoles', 'filestride-contactRoles'),
    link('organizationSetting', 'filestride-organization-setting'),
    link('customField', 'filestride-customfields'),
    link('workflows', 'filestride-workflows'),
  ]),
];
