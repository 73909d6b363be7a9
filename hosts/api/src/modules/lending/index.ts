/** Lending (the lender product): the loan request of its portal. */
export { lendingPortalRoutes as lendingRoutes } from './portal.ts';
