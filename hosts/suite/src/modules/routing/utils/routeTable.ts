import type { ModuleId } from '@si/contract/modules';
import { contractsRoutes } from '../../contracts/routes.ts';
import { documentCollectionRoutes } from '../../document-collection/routes.ts';
import { expensesRoutes } from '../../expenses/routes.ts';
import { lendingRoutes } from '../../lending/routes.ts';
import { payablesRoutes } from '../../payables/routes.ts';
import { receivablesRoutes } from '../../receivables/routes.ts';
import { salesRoutes } from '../../sales/routes.ts';
import { authRoutes } from '../routes/authRoutes.ts';
import { dashboardRoutes } from '../routes/dashboardRoutes.ts';
import { templateRoutes } from '../routes/templateRoutes.ts';
import type { RouteDefinition } from './RouteDefinition.ts';

/** Each module's own routes (its folder's routes.ts); typed by the descriptor, so a new module cannot be left out. */
const moduleRouteTables: Record<ModuleId, RouteDefinition[]> = {
  receivables: receivablesRoutes,
  payables: payablesRoutes,
  expenses: expensesRoutes,
  'document-collection': documentCollectionRoutes,
  lending: lendingRoutes,
  sales: salesRoutes,
  contracts: contractsRoutes,
};

/** Every route of spec section 2, as data: the router, the guards and docs/coverage.md read it. */
export const routeTable: readonly RouteDefinition[] = [...authRoutes, ...dashboardRoutes, ...Object.values(moduleRouteTables).flat(), ...templateRoutes];
