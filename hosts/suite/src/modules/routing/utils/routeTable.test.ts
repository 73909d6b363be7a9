import { expect } from '@esm-bundle/chai';
import { $router } from '../states/$router.ts';
import { routeByName } from './routeByName.ts';
import { routeTable } from './routeTable.ts';
import type { RouteDefinition } from './RouteDefinition.ts';
import { SPEC_PATHS } from '../../../test-support/specPaths.ts';

/** The route the router picks for a path, exactly as it does at run time (first match wins). */
function resolve(path: string): RouteDefinition | undefined {
  const match = $router.routes.find(([, pattern]) => pattern.test(path));
  return match ? routeByName.get(match[0]) : undefined;
}

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
      '/secureinvoice/documents/freeForm/1/2': 'secure-invoice',
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
