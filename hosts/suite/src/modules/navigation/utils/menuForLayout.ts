import type { LayoutName } from '../../routing/utils/RouteDefinition.ts';
import { bankMenu } from '../menus/bankMenu.ts';
import { clmMenu } from '../menus/clmMenu.ts';
import { expenseMenu } from '../menus/expenseMenu.ts';
import { filestrideMenu } from '../menus/filestrideMenu.ts';
import { payableMenu } from '../menus/payableMenu.ts';
import { secureInvoiceMenu } from '../menus/secureInvoiceMenu.ts';
import { spmMenu } from '../menus/spmMenu.ts';
import type { NavItem } from './NavItem.ts';

const MENUS: Partial<Record<LayoutName, NavItem[]>> = {
  'secure-invoice': secureInvoiceMenu,
  'expense-management': expenseMenu,
  filestride: filestrideMenu,
  bank: bankMenu,
  'sales-pipeline-management': spmMenu,
  'contract-lifecycle-management': clmMenu,
  'payable-management': payableMenu,
};

/** The staff menu of a product layout; other staff layouts (content) get document collection's, the spec's default. */
export function menuForLayout(layout: LayoutName): NavItem[] {
  return MENUS[layout] ?? filestrideMenu;
}
