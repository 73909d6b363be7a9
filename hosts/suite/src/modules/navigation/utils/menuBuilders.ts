import type { MessageDescriptor } from '@lingui/core';
import { navLabels } from './navLabels.ts';
import type { IconName as NavIconName } from '../../ui/utils/icons.ts';
import { CURRENT_USER_ID, type NavItem } from './NavItem.ts';

/** A menu word shared by the modules' menus. */
export type Label = keyof typeof navLabels;

function title(label: Label | MessageDescriptor): MessageDescriptor {
  return typeof label === 'string' ? navLabels[label] : label;
}

/** An internal entry: its name is the route's name. */
export function link(label: Label | MessageDescriptor, route: string, icon?: NavIconName, params?: Record<string, string>): NavItem {
  return { name: route, title: title(label), icon, to: params ? { name: route, params } : { name: route } };
}

/** "Detail with id" (spec 2.12): the detail report of the signed-in user. */
export function detailLink(route: string): NavItem {
  return link('detail', route, undefined, { id: CURRENT_USER_ID });
}

export function group(name: string, label: Label, icon: NavIconName, children: NavItem[]): NavItem {
  return { name, title: navLabels[label], icon, children };
}

export function external(name: string, title: MessageDescriptor, href: string, icon: NavIconName): NavItem {
  return { name, title, icon, href, target: '_blank' };
}
