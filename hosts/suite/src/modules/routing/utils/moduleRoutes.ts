import type { ProductKey } from '../../screens/utils/productNames.ts';
import type { ScreenKey } from '../../screens/utils/screenTitles.ts';
import type { LaterIssue, LayoutName, PageKey, RouteDefinition, RouteGuard } from './RouteDefinition.ts';
import { routeName } from './routeName.ts';

/** [path under the prefix, the screen it will show, the issue that builds it, exceptions]. */
export type ModuleRouteEntry = [
  path: string,
  screen: ScreenKey,
  issue: LaterIssue,
  options?: { guard?: RouteGuard; layout?: LayoutName; page?: PageKey },
];

/** The screens of one module prefix (spec 2.4-2.10): login required unless stated; `later` unless a page is given. */
export function moduleRoutes(prefix: string, product: ProductKey, layout: LayoutName, entries: ModuleRouteEntry[]): RouteDefinition[] {
  return entries.map(([sub, screen, issue, options]) => {
    const path = sub.startsWith('/') ? sub : `/${prefix}/${sub}`;
    return {
      name: routeName(path),
      path,
      layout: options?.layout ?? layout,
      guard: options?.guard ?? 'login',
      page: options?.page ?? 'later',
      screen,
      product,
      issue,
    };
  });
}
