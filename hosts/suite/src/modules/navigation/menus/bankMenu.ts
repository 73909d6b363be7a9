import { detailLink, group, link } from '../utils/menuBuilders.ts';
import type { NavItem } from '../utils/NavItem.ts';

/** Spec 2.12, bank/lender. */
export const bankMenu: NavItem[] = [
  link('dashboard', 'apps-bank', 'dashboard'),
  link('myTasks', 'bank-mytask', 'tasks'),
  link('accounts', 'bank-accounts', 'accounts'),
  group('bank-reports', 'reports', 'reports', [
    link('myException', 'bank-report-exception'),
    link('summary', 'bank-report-summary'),
    detailLink('bank-reports-details-id'),
    link('complianceReport', 'bank-report-compliancereport'),
    link('auditLog', 'bank-auditlog'),
  ]),
  link('checklists', 'bank-checklists', 'checklists'),
  link('standardFiles', 'bank-standardFiles', 'files'),
  link('secureFileShare', 'bank-secureFileShare', 'share'),
  group('bank-settings', 'settings', 'settings', [
    link('offices', 'bank-offices'),
    link('teams', 'bank-teams'),
    link('users', 'bank-users'),
    link('contactRoles', 'bank-contactRoles'),
    link('expectedDocumentTypes', 'bank-expectedDocumentTypes'),
    link('organizationSetting', 'bank-organization-setting'),
    link('categories', 'bank-categories'),
    link('products', 'bank-products'),
    link('workflows', 'bank-workflows'),
  ]),
];
