import { detailLink, group, link } from '../utils/menuBuilders.ts';
import type { NavItem } from '../utils/NavItem.ts';

/** Spec 2.12, sales pipeline; its "Sales Pipeline" entry is /spm/loans, the one deal board of spec 2.8. */
export const spmMenu: NavItem[] = [
  link('dashboard', 'apps-spm', 'dashboard'),
  link('myTasks', 'spm-myTasks', 'tasks'),
  link('leads', 'spm-leads', 'leads'),
  link('accounts', 'spm-accounts', 'accounts'),
  link('contact', 'spm-contact', 'contacts'),
  link('salesPipeline', 'spm-loans', 'pipeline'),
  group('spm-reports', 'reports', 'reports', [
    link('myException', 'spm-report-exception'),
    link('summary', 'spm-report-summary'),
    detailLink('spm-reports-details-id'),
    link('auditLog', 'spm-auditlog'),
    link('taskReport', 'spm-report-task'),
  ]),
  link('checklists', 'spm-checklists', 'checklists'),
  group('spm-settings', 'settings', 'settings', [
    link('offices', 'spm-offices'),
    link('teams', 'spm-teams'),
    link('users', 'spm-users'),
    link('contactRoles', 'spm-contactRoles'),
    link('expectedDocumentTypes', 'spm-expectedDocumentTypes'),
    link('organizationSetting', 'spm-organization-setting'),
    link('customField', 'spm-customfields'),
    link('pipelines', 'spm-pipelines'),
    link('categories', 'spm-categories'),
    link('products', 'spm-products'),
    link('workflows', 'spm-workflows'),
  ]),
];
