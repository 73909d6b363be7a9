import { moduleRoutes } from '../utils/moduleRoutes.ts';

const portal = { guard: 'public', layout: 'contract-lifecycle-management-portal', page: 'contractPortal' } as const;

/** Spec 2.9, prefix /clm (contract lifecycle). */
export const clmRoutes = moduleRoutes('clm', 'clm', 'contract-lifecycle-management', [
  ['my-contracts', 'myContracts', null],
  ['contract-edit/:id', 'contractEditor', null],
  ['teams', 'teams', 5, { page: 'teams' }],
  ['teams/:id', 'team', 5, { page: 'team' }],
  ['users', 'users', 5, { page: 'users' }],
  ['contactRoles', 'contactRoles', 5, { page: 'contactRoles' }],
  ['workspaces', 'workspaces', null],
  ['workspaceDetails/:accountType/:accountId', 'workspaceDetails', null],
  ['workflows', 'workflows', 5, { page: 'workflows' }],
  ['workflows/:id', 'workflow', 5, { page: 'workflow' }],
  ['workflow/transitions/:id', 'workflowTransitions', 5, { page: 'workflowTransition' }],
  ['/public/c/:token', 'contractPortal', 3, portal],
  ['/public/c/contract-edit/:token/:id', 'contractEditor', 3, portal],
]);
