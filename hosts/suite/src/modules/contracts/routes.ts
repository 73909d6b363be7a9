import { adminRoutes } from '../routing/utils/adminRoutes.ts';
import { moduleRoutes, portalRoute, portalRoutePath } from '../routing/utils/moduleRoutes.ts';
import type { ScreenKey } from '../screens/utils/screenTitles.ts';

const portal = (screen: ScreenKey) => portalRoute('contracts', 'contractPortal', screen);

/** Spec 2.9, contract lifecycle: no offices in its settings. */
export const contractsRoutes = moduleRoutes('contracts', {
  'my-contracts': { screen: 'myContracts' },
  'contract-edit/:id': { screen: 'contractEditor' },
  workspaces: { page: 'workspaces' },
  'workspaceDetails/:accountType/:accountId': { page: 'workspaceDetails' },
  ...adminRoutes(['teams', 'users', 'contactRoles', 'workflows']),
  [portalRoutePath('contracts')]: portal('contractPortal'),
  '/public/c/contract-edit/:token/:id': portal('contractEditor'),
});
