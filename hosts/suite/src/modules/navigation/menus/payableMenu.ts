import { group, link } from '../utils/menuBuilders.ts';
import type { NavItem } from '../utils/NavItem.ts';

/** Spec 2.12, accounts payable. */
export const payableMenu: NavItem[] = [
  link('dashboard', 'apps-payable', 'dashboard'),
  link('myTasks', 'payable-mytask', 'tasks'),
  link('accountsPayable', 'payable-accounts', 'invoices'),
  group('payable-reports', 'reports', 'reports', [
    link('invoiceException', 'payable-report-exception'),
    link('arAging', 'payable-report-ar-aging'),
    link('details', 'payable-report-details'),
    link('auditLog', 'payable-report-auditlog'),
    link('accountsReport', 'payable-report-accounts'),
    link('taskReport', 'payable-report-task'),
  ]),
  group('payable-settings', 'settings', 'settings', [
    link('offices', 'payable-offices'),
    link('teams', 'payable-teams'),
    link('users', 'payable-users'),
    link('contactRoles', 'payable-contactRoles'),
    link('expectedDocumentTypes', 'payable-expectedDocumentTypes'),
    link('organizationSetting', 'payable-organization-setting'),
    link('payInstructions', 'payable-pay-instruction'),
    link('workflows', 'payable-workflows'),
  ]),
];
