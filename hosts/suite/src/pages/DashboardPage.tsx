import type { DashboardModule } from '@si/contract';
import { Dashboard } from '../modules/dashboard/components/Dashboard.tsx';
import type { PageProps } from '../modules/routing/utils/PageProps.ts';
import NotFoundPage from './NotFoundPage.tsx';

const MODULES = ['filestride', 'bank', 'secureinvoice', 'expensemanagement', 'clm', 'spm', 'payable'] as const satisfies readonly DashboardModule[];

/** /apps/{module}: the module is the route's product (only the seven dashboard routes use this page). */
export default function DashboardPage({ route }: PageProps) {
  const module = MODULES.find((name) => name === route.product);
  return module ? <Dashboard module={module} /> : <NotFoundPage />;
}
