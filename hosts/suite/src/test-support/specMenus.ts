/** Shared by the browser tests and the end-to-end tests (e2e/shell.test.ts): what each module's menu must show. */
// Spec 2.12, written out by hand: each module's entries, exactly and in order.
const SETTINGS_FULL = 'Organizational Units, Teams, Users, Contact Roles, Expected Doc. Types, Organization Setting';
export const SPEC_MENUS: Record<string, string[]> = {
  '/apps/bank': [
    'Dashboard', 'My Tasks', 'Accounts',
    'Reports > My exception, Summary, Detail, Compliance Report, Audit Log',
    'Checklists', 'Standard files', 'Secure file share',
    `Settings > ${SETTINGS_FULL}, Categories, Products, Workflows`,
  ],
  '/apps/spm': [
    'Dashboard', 'My Tasks', 'Leads', 'Accounts', 'Contact', 'Sales Pipeline',
    'Reports > My exception, Summary, Detail, Audit Log, Task Report',
    'Checklists',
    `Settings > ${SETTINGS_FULL}, Custom Field, Pipelines, Categories, Products, Workflows`,
  ],
  '/apps/clm': ['Dashboard', 'My contracts', 'Accounts', 'Settings > Teams, Users, Contact Roles, Workflows', 'Documentation'],
  '/apps/filestride': [
    'Dashboard', 'My Tasks', 'Workspaces',
    'Reports > My exception, Summary, Detail, Audit Log, Task Report',
    'Teams', 'Checklists', 'Standard files', 'Secure file share',
    'Settings > Organizational Units, Users, Contact Roles, Organization Setting, Custom Field, Workflows',
  ],
  '/apps/payable': [
    'Dashboard', 'My Tasks', 'Accounts Payable',
    'Reports > Invoice Exception, AR Aging, Details, Audit Log, Accounts, Task Report',
    `Settings > ${SETTINGS_FULL}, Pay Instructions, Workflows`,
  ],
  '/apps/secureinvoice': [
    'Dashboard', 'My Tasks', 'Accounts Receivables',
    'Reports > Invoice Exception, AR Aging, Details, Audit Log, Accounts, Task Report',
    `Settings > ${SETTINGS_FULL}, Pay Instructions, Workflows, Accounting Integration`,
  ],
  '/apps/expensemanagement': [
    'Dashboard', 'My Tasks', 'Expenses',
    'Reports > Invoice Exception, AR Aging, Details',
    'Settings > Organizational Units, Teams, Users, Contact Roles, Expected Doc. Types, Pay Instructions',
  ],
};

