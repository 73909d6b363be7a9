import { expect } from '@esm-bundle/chai';
import { $router } from '../states/$router.ts';
import { routeByName } from './routeByName.ts';
import { routeTable } from './routeTable.ts';
import type { RouteDefinition } from './RouteDefinition.ts';

/** The route the router picks for a path, exactly as it does at run time (first match wins). */
function resolve(path: string): RouteDefinition | undefined {
  const match = $router.routes.find(([, pattern]) => pattern.test(path));
  return match ? routeByName.get(match[0]) : undefined;
}

// Written out from spec section 2 by hand (not generated from the table), with sample parameters.
const SPEC_PATHS: Record<string, string[]> = {
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

describe('route table', () => {
  for (const [section, paths] of Object.entries(SPEC_PATHS)) {
    it(`resolves every path of spec ${section} to a named route (${paths.length})`, () => {
      for (const path of paths) {
        const route = resolve(path);
        expect(route, path).to.not.equal(undefined);
        expect(route!.page, path).to.not.equal('notFound');
      }
    });
  }

  it('leaves any other path to the not-found page', () => {
    for (const path of ['/nope', '/apps', '/secureinvoice', '/secureinvoice/unknown', '/public/s', '/bank/accounts/1/2/3', '/product/accounts']) {
      expect(resolve(path), path).to.equal(undefined);
    }
  });

  it('gives every route a unique name', () => {
    const names = routeTable.map((route) => route.name);
    expect(new Set(names).size).to.equal(names.length);
  });

  it('applies the guards of spec 2.2 and 4', () => {
    for (const path of ['/', '/login', '/register', '/signup', '/forgot-password', '/public/reset-password/u/t', '/public/activate-user/t']) {
      expect(resolve(path)!.guard, path).to.equal('guest');
    }
    for (const path of ['/mfa-challenge', '/mfa-setup', '/not-allowed', '/public/get-started/confirm-email', '/public/s/t', '/public/f/t', '/public/pay-intruction/t', '/secureinvoice/payment-successful']) {
      expect(resolve(path)!.guard, path).to.equal('public');
    }
    for (const path of ['/apps/secureinvoice', '/secureinvoice/draft', '/bank/accounts/1', '/clm/my-contracts', '/apps/calendar']) {
      expect(resolve(path)!.guard, path).to.equal('login');
    }
  });

  it('gives each route its layout of spec 2.1', () => {
    const layouts: Record<string, string> = {
      '/login': 'blank',
      '/apps/secureinvoice': 'secure-invoice',
      '/apps/bank': 'bank',
      '/secureinvoice/documents/freeForm/1/2': 'blank',
      '/secureinvoice/payment-cancelled': 'blank',
      '/expensemanagement/expense': 'expense-management',
      '/filestride/workspaces': 'filestride',
      '/spm/leads': 'sales-pipeline-management',
      '/clm/my-contracts': 'contract-lifecycle-management',
      '/payable/accounts': 'payable-management',
      '/public/s/t': 'secure-invoice-portal',
      '/public/f/t': 'filestride-portal',
      '/public/b/t': 'bank-portal',
      '/public/spm/t': 'sales-crm-portal',
      '/public/c/t': 'contract-lifecycle-management-portal',
      '/public/p/t': 'payable-portal',
      '/apps/calendar': 'content',
    };
    for (const [path, layout] of Object.entries(layouts)) expect(resolve(path)!.layout, path).to.equal(layout);
  });

  it('names routes after their paths', () => {
    expect(resolve('/secureinvoice/teams/3')!.name).to.equal('secureinvoice-teams-id');
    expect(resolve('/spm/accounts/1/2')!.name).to.equal('spm-accounts-id-dealID');
    expect(resolve('/')!.name).to.equal('index');
  });
});
