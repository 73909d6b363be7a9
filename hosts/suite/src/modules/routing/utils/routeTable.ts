import { authRoutes } from '../routes/authRoutes.ts';
import { bankRoutes } from '../routes/bankRoutes.ts';
import { clmRoutes } from '../routes/clmRoutes.ts';
import { dashboardRoutes } from '../routes/dashboardRoutes.ts';
import { expenseRoutes } from '../routes/expenseRoutes.ts';
import { filestrideRoutes } from '../routes/filestrideRoutes.ts';
import { payableRoutes } from '../routes/payableRoutes.ts';
import { secureInvoiceRoutes } from '../routes/secureInvoiceRoutes.ts';
import { spmRoutes } from '../routes/spmRoutes.ts';
import { templateRoutes } from '../routes/templateRoutes.ts';
import type { RouteDefinition } from './RouteDefinition.ts';

/** Every route of spec section 2, as data: the router, the guards and docs/coverage.md read it. */
export const routeTable: readonly RouteDefinition[] = [
  ...authRoutes,
  ...dashboardRoutes,
  ...secureInvoiceRoutes,
  ...expenseRoutes,
  ...filestrideRoutes,
  ...bankRoutes,
  ...spmRoutes,
  ...clmRoutes,
  ...payableRoutes,
  ...templateRoutes,
];
