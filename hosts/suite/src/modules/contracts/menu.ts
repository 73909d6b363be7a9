import { moduleMenu } from '../navigation/utils/moduleMenu.ts';
import type { NavItem } from '../navigation/utils/NavItem.ts';

const menu = moduleMenu('contracts');

/** Spec 2.12, contract lifecycle; its Accounts are the workspaces of spec 2.9. */
export const contractsMenu: NavItem[] = [
  menu.dashboard(),
  menu.link('myContracts', 'my-contracts', 'contracts'),
  menu.link('accounts', 'workspaces', 'accounts'),
  menu.settings(['teams', 'users', 'contactRoles', 'workflows']),
  menu.documentation(),
];
