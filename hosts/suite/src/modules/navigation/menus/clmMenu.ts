import { DOCUMENTATION_URL } from '../utils/documentationUrl.ts';
import { external, group, link } from '../utils/menuBuilders.ts';
import { navLabels } from '../utils/navLabels.ts';
import type { NavItem } from '../utils/NavItem.ts';

/** Spec 2.12, contract lifecycle; its Accounts are the workspaces of spec 2.9. */
export const clmMenu: NavItem[] = [
  link('dashboard', 'apps-clm', 'dashboard'),
  link('myContracts', 'clm-my-contracts', 'contracts'),
  link('accounts', 'clm-workspaces', 'accounts'),
  group('clm-settings', 'settings', 'settings', [
    link('teams', 'clm-teams'),
    link('users', 'clm-users'),
    link('contactRoles', 'clm-contactRoles'),
    link('workflows', 'clm-workflows'),
  ]),
  external('clm-documentation', navLabels.documentation, DOCUMENTATION_URL, 'documentation'),
];
