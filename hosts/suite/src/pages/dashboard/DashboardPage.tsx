import { moduleById } from '@si/contract/modules';
import { Dashboard } from '../../modules/dashboard/components/Dashboard.tsx';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import NotFoundPage from '../status/NotFoundPage.tsx';

/** /apps/{module}: the route's module (only the seven dashboard routes use this page). */
export default function DashboardPage({ route }: PageProps) {
  return route.module ? <Dashboard module={moduleById(route.module).prefix} /> : <NotFoundPage />;
}
