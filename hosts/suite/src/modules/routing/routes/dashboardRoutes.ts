import type { RouteDefinition } from '../utils/RouteDefinition.ts';

const dashboard = (path: string, layout: RouteDefinition['layout'], product: RouteDefinition['product']): RouteDefinition => ({
  name: `apps-${path.split('/').pop()}`,
  path,
  layout,
  guard: 'login',
  page: 'dashboard',
  screen: 'dashboard',
  product,
  issue: 4,
});

/** Spec 2.3: one dashboard per product, each in its product's layout. */
export const dashboardRoutes: RouteDefinition[] = [
  dashboard('/apps/filestride', 'filestride', 'filestride'),
  dashboard('/apps/bank', 'bank', 'bank'),
  dashboard('/apps/secureinvoice', 'secure-invoice', 'secureinvoice'),
  dashboard('/apps/expensemanagement', 'expense-management', 'expensemanagement'),
  dashboard('/apps/clm', 'contract-lifecycle-management', 'clm'),
  dashboard('/apps/spm', 'sales-pipeline-management', 'spm'),
  dashboard('/apps/payable', 'payable-management', 'payable'),
];
