import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { APPLICATIONS, DASHBOARD_MODULES, MODULES, PORTAL_MODULES, moduleById, type ModuleId } from '../src/index.ts';

describe('tables derived from MODULES', () => {
  it('opens each application on its module dashboard under the type that governs the module', () => {
    const moduleOf: Record<(typeof APPLICATIONS)[number]['key'], ModuleId> = {
      document_collection: 'document-collection',
      lender: 'lending',
      sales_pipeline: 'sales',
      contract_lifecycle: 'contracts',
      secure_invoice_purchase: 'payables',
      secure_invoice_sales: 'receivables',
      expense_management: 'expenses',
      vendor_management: 'payables',
      project_management: 'document-collection',
    };
    for (const app of APPLICATIONS) {
      const module = moduleById(moduleOf[app.key]);
      assert.deepEqual({ dashboard: app.dashboard, requires: app.requires }, { dashboard: module.dashboardPath, requires: module.application }, app.key);
    }
    for (const module of MODULES) assert.ok(APPLICATIONS.some((a) => a.dashboard === module.dashboardPath), module.id);
  });

  it('lists every prefix on the dashboards and the portal prefixes on the portals', () => {
    assert.deepEqual([...DASHBOARD_MODULES].sort(), ['bank', 'clm', 'expensemanagement', 'filestride', 'payable', 'secureinvoice', 'spm']);
    assert.deepEqual([...PORTAL_MODULES].sort(), ['bank', 'clm', 'filestride', 'payable', 'secureinvoice', 'spm']);
    assert.deepEqual(Object.fromEntries(MODULES.map((m) => [m.prefix, m.kind])), { secureinvoice: 4, payable: 5, expensemanagement: 3, filestride: 1, bank: 2, spm: 7, clm: 6 });
  });
});
