import type { MessageDescriptor } from '@lingui/core';
import type { NavItem } from '../../navigation/utils/NavItem.ts';
import type { RouteDefinition } from '../../routing/utils/RouteDefinition.ts';
import { MODULE_NAMES } from '@si/core/module-names';
import { screenTitles } from '../../screens/utils/screenTitles.ts';
import { templatePageTitle } from '../../template/utils/templatePageTitle.ts';

function menuTitle(menu: NavItem[], routeName: string): MessageDescriptor | undefined {
  for (const item of menu) {
    if (item.to?.name === routeName) return item.title;
    const inside = item.children ? menuTitle(item.children, routeName) : undefined;
    if (inside) return inside;
  }
  return undefined;
}

/**
 * The title of a staff page, in the words a person already sees: its menu entry, else
 * the screen it shows, else the template page's name, else the product it belongs to.
 * The tab title and the route-change announcement both read it.
 */
export function routeTitle(route: RouteDefinition | undefined, path: string, menu: NavItem[]): MessageDescriptor | undefined {
  if (!route) return undefined;
  const fromMenu = menuTitle(menu, route.name);
  if (fromMenu) return fromMenu;
  if (route.screen) return screenTitles[route.screen];
  if (route.page === 'templateDemo') return templatePageTitle(path);
  return route.module ? MODULE_NAMES[route.module] : undefined;
}
