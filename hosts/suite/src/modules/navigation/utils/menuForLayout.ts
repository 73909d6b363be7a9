import { MODULES, type ModuleId } from '@si/contract/modules';
import { contractsMenu } from '../../contracts/menu.ts';
import { documentCollectionMenu } from '../../document-collection/menu.ts';
import { expensesMenu } from '../../expenses/menu.ts';
import { lendingMenu } from '../../lending/menu.ts';
import { payablesMenu } from '../../payables/menu.ts';
import { receivablesMenu } from '../../receivables/menu.ts';
import { salesMenu } from '../../sales/menu.ts';
import type { LayoutName } from '../../routing/utils/RouteDefinition.ts';
import type { NavItem } from './NavItem.ts';

/** Each module's menu (its folder's menu.ts); typed by the descriptor, so a new module cannot be left out. */
const MENUS: Record<ModuleId, NavItem[]> = {
  receivables: receivablesMenu,
  payables: payablesMenu,
  expenses: expensesMenu,
  'document-collection': documentCollectionMenu,
  lending: lendingMenu,
  sales: salesMenu,
  contracts: contractsMenu,
};

const menuOfLayout = new Map<LayoutName, NavItem[]>(MODULES.map((module) => [module.layout, MENUS[module.id]]));

/** The staff menu of a module's layout; other staff layouts (content) get document collection's, the spec's default. */
export function menuForLayout(layout: LayoutName): NavItem[] {
  return menuOfLayout.get(layout) ?? MENUS['document-collection'];
}
