/** Every path of spec section 2 with sample parameters; shared by the route-table test and e2e/shell.test.ts. */
// Written out from spec section 2 by hand (not generated from the table), with sample parameters.
export const SPEC_PATHS: Record<string, string[]> = {
  '2.2': ['/', '/login', '/register', '/signup', '/forgot-password', '/public/reset-password/MQ/abc-123', '/public/activate-user/tok', '/mfa-challenge', '/mfa-setup', '/not-allowed', '/public/get-started/check-email', '/public/get-started/confirm-email', '/public/get-started/select-workspace', '/not-authorized', '/server-error', '/under-maintenance'],
  '2.3': ['/apps/filestride', '/apps/bank', '/apps/secureinvoice', '/apps/expensemanagement', '/apps/clm', '/apps/spm', '/apps/payable'],
  '2.4': 'draft accountsReceivable accountsPayable accountDetails/1/2 documents/freeForm/1/2 offices teams teams/3 users contactRoles expectedDocumentTypes settings settings/businessCentral pay-instraction pay-instruction report/exception report/ar-aging report/auditlog report/accounts report/details report/task mytask organization/setting workflows workflows/4 workflow/transitions/5 payment-successful payment-cancelled payment-processing'
    .split(' ')
    .map((p) => `/secureinvoice/${p}`)
    .concat(['/public/s/tok', '/public/how-to-pay-instructions/tok', '/public/view-latest-statement/tok']),
  '2.5': 'draft expense accountsPayable expenseDetails/1/2 documents/freeForm/1/2 offices teams teams/3 users contactRoles expectedDocumentTypes settings pay-instraction pay-instruction report/exception report/ar-aging report/details mytask payment-successful payment-cancelled payment-processing'
    .split(' ')
    .map((p) => `/expensemanagement/${p}`),
  '2.6': 'myTask workspaces workspaceDetails/1/2 teams teams/3 checklists checklists/4 standardFiles secureFileShare reports/exceptions reports/details/5 reports/summary reports/user/6 offices users contactRoles organization/setting customfields taskreport auditlog workflows workflows/7 workflow/transitions/8'
    .split(' ')
    .map((p) => `/filestride/${p}`)
    .concat(['/public/f/tok']),
  '2.7': 'mytask accounts accounts/1 report/exception report/summary reports/details/2 report/compliancereport reports/user/3 checklists checklists/4 secureFileShare loanmonitoring teams teams/5 users contactRoles offices expectedDocumentTypes organization/setting customfields pipelines categories products standardFiles workflows workflows/6 workflow/transitions/7 auditlog'
    .split(' ')
    .map((p) => `/bank/${p}`)
    .concat(['/public/b/tok']),
  '2.8': 'myTasks leads accounts contact accounts/1 accounts/1/deal-9 loans report/exception report/summary report/task reports/details/2 reports/user/3 checklists checklists/4 standardFiles offices teams teams/5 organization/setting users contactRoles expectedDocumentTypes customfields pipelines categories products workflows workflows/6 workflow/transitions/7 auditlog'
    .split(' ')
    .map((p) => `/spm/${p}`)
    .concat(['/public/spm/tok']),
  '2.9': 'my-contracts contract-edit/1 teams teams/2 users contactRoles workspaces workspaceDetails/1/2 workflows workflows/3 workflow/transitions/4'
    .split(' ')
    .map((p) => `/clm/${p}`)
    .concat(['/public/c/tok', '/public/c/contract-edit/tok/5']),
  '2.10': 'mytask accounts accountDetails/1/2 report/exception report/ar-aging report/details report/auditlog report/task report/accounts offices teams teams/3 expectedDocumentTypes users contactRoles organization/setting pay-instruction workflows workflows/4 workflow/transitions/5'
    .split(' ')
    .map((p) => `/payable/${p}`)
    .concat(['/public/p/tok', '/public/p/invoice/tok', '/public/pay-intruction/tok']),
  '2.11': ['/apps/calendar', '/apps/invoice/list', '/apps/invoice/preview/1', '/apps/user/list', '/apps/ecommerce/order/list', '/charts/apex', '/forms/layouts', '/tables/data', '/pages/misc/coming-soon'],
};

