/** Contracts (contract lifecycle): the contract portal's data. */
export { contractsPortalRoutes as contractsRoutes } from './portal.ts';
