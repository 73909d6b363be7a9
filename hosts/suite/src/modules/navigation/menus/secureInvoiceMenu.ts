import { group, link } from '../utils/menuBuilders.ts';
import type { NavItem } from '../utils/NavItem.ts';

/** Spec 2.12, secure invoice (receivables): payable's menu with Accounts Receivables and the accounting integration. */
export const secureInvoiceMenu: NavItem[] = [
  link('dashboard', 'apps-secureinvoice', 'dashboard'),
  link('myTasks', 'secureinvoice-mytask', 'tasks'),
  link('accountsReceivables', 'secureinvoice-accountsReceivable', 'invoices'),
  group('secureinvoice-reports', 'reports', 'reports', [
    link('invoiceException', 'secureinvoice-report-exception'),
    link('arAging', 'secureinvoice-report-ar-aging'),
    link('details', 'secureinvoice-report-details'),
    link('auditLog', 'secureinvoice-report-auditlog'),
    link('accountsReport', 'secureinvoice-report-accounts'),
    link('taskReport', 'secureinvoice-report-task'),
  ]),
  group('secureinvoice-settings', 'settings', 'settings', [
    link('offices', 'secureinvoice-offices'),
    link('teams', 'secureinvoice-teams'),
    link('users', 'secureinvoice-users'),
    link('contactRoles', 'secureinvoice-contactRoles'),
    link('expectedDocumentTypes', 'secureinvoice-expectedDocumentTypes'),
    link('organizationSetting', 'secureinvoice-organization-setting'),
    link('payInstructions', 'secureinvoice-pay-instruction'),
    link('workflows', 'secureinvoice-workflows'),
    link('accountingIntegration', 'secureinvoice-settings-businessCentral'),
  ]),
];
