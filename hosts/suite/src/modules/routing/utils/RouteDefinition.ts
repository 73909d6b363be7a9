import type { ModuleId, PortalLayout, StaffLayout } from '@si/contract/modules';
import type { PageKey } from '../../../pages/pages.ts';
import type { ScreenKey } from '../../screens/utils/screenTitles.ts';
import type { ElementPage } from './ElementPage.ts';

/** login: logged-out visitors go to /login; guest: logged-in users go to the home dashboard (spec 4). */
export type RouteGuard = 'login' | 'guest' | 'public';

/** The layouts of spec 2.1: the two plain ones and each module's staff and portal layouts (`MODULES`). */
export type LayoutName = 'content' | 'blank' | StaffLayout | PortalLayout;

export type RouteDefinition = {
  name: string;
  path: string;
  layout: LayoutName;
  guard: RouteGuard;
  /** The route-level page that renders it (a key of the page map). */
  page: PageKey;
  /** Which screen the route shows: named for `later` pages and for pages that show several screens. */
  screen?: ScreenKey;
  /** The module whose screen it is; its kind, access rule and name come from `MODULES`. */
  module?: ModuleId;
  /** The element the `element` page shows, when the route places one element with no page file of its own. */
  element?: ElementPage;
};
