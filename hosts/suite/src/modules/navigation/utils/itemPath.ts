import { getPagePath } from '@nanostores/router';
import { $router } from '../../routing/states/$router.ts';
import { CURRENT_USER_ID, type NavItem } from './NavItem.ts';

/** The address an entry links to: its route's path (CURRENT_USER_ID filled in) or its external href. */
export function itemPath(item: NavItem, userId: number | undefined): string | undefined {
  if (item.href) return item.href;
  if (!item.to) return undefined;
  const params = Object.fromEntries(
    Object.entries(item.to.params ?? {}).map(([key, value]) => [key, value === CURRENT_USER_ID ? String(userId ?? 0) : value]),
  );
  // The router's map is typed by the route table at run time; names come from the same table.
  return getPagePath($router as never, item.to.name as never, params as never);
}
