import type { NavItem } from './NavItem.ts';

/** Spec 2.12: a link is active on its route; a group when any child (at any depth) is. */
export function isItemActive(item: NavItem, routeName: string | undefined): boolean {
  if (!routeName) return false;
  if (item.to?.name === routeName) return true;
  return item.children?.some((child) => isItemActive(child, routeName)) ?? false;
}
