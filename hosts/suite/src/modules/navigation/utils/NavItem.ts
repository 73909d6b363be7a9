import type { MessageDescriptor } from '@lingui/core';
import type { IconName as NavIconName } from '../../ui/utils/icons.ts';

/** A parameter filled in when the menu is shown (spec 2.12's "Detail with id" is the signed-in user's). */
export const CURRENT_USER_ID = '@me';

/** A menu entry of spec 2.12 / section 3: name, icon, to (a named route), href, target, children. */
export type NavItem = {
  /** Unique in its menu; for a route link it is the route's name. */
  name: string;
  title: MessageDescriptor;
  icon?: NavIconName;
  /** An internal link: the route's name and its parameters. */
  to?: { name: string; params?: Record<string, string> };
  /** An external link, with the window it opens in. */
  href?: string;
  target?: '_blank' | '_self';
  /** A group: shown as a drop-down (nested groups open to the side). */
  children?: NavItem[];
};
