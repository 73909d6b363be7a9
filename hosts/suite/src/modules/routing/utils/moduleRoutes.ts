import { moduleById, type ModuleId } from '@si/contract/modules';
import type { PageKey } from '../../../pages/pages.ts';
import type { ScreenKey } from '../../screens/utils/screenTitles.ts';
import type { ElementPage } from './ElementPage.ts';
import type { LayoutName, RouteDefinition, RouteGuard } from './RouteDefinition.ts';
import { routeName } from './routeName.ts';

type RouteExceptions = { guard?: RouteGuard; layout?: LayoutName };

/**
 * How one route shows, with any exception to the module's guard and layout: a built screen
 * names its page (and a screen only when its page shows several), or the one element it shows
 * (no page file needed); a screen not built yet names the screen its "coming in a later
 * release" page announces.
 */
export type RouteSpec = RouteExceptions &
  (
    | { page: Exclude<PageKey, 'later' | 'element'>; screen?: ScreenKey }
    | { element: ElementPage; screen?: ScreenKey }
    | { page?: 'later'; screen: ScreenKey }
  );

/** A module's routes: path under its prefix (or an absolute path, starting with `/`) -> how it shows. */
export type ModuleRoutes = Record<string, RouteSpec>;

/** The routes of one module (spec 2.4-2.10): login required and in the module's layout unless the spec says otherwise. */
export function moduleRoutes(id: ModuleId, routes: ModuleRoutes): RouteDefinition[] {
  const { prefix, layout } = moduleById(id);
  return Object.entries(routes).map(([sub, spec]) => {
    const path = sub.startsWith('/') ? sub : `/${prefix}/${sub}`;
    return {
      name: routeName(path),
      path,
      layout: spec.layout ?? layout,
      guard: spec.guard ?? 'login',
      page: 'element' in spec ? 'element' : (spec.page ?? 'later'),
      screen: spec.screen,
      module: id,
      ...('element' in spec && { element: spec.element }),
    };
  });
}

/** The path of a module's own token portal (`MODULES`): `/public/s/:token`. */
export function portalRoutePath(id: ModuleId): string {
  return `${moduleById(id).portal!.path}:token`;
}

/** A token-portal route of a module: public, in the module's portal layout, shown by the given page. */
export function portalRoute(id: ModuleId, page: Exclude<PageKey, 'later' | 'element'>, screen: ScreenKey): RouteSpec {
  return { screen, page, guard: 'public', layout: moduleById(id).portal!.layout };
}
