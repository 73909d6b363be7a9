import { moduleById } from '@si/contract/modules';
import type { RouteDefinition } from './RouteDefinition.ts';

export const LOGIN_PATH = '/login';
/** Where a signed-in person starts (spec 4): the receivables dashboard. */
export const HOME_PATH = moduleById('receivables').dashboardPath;

/** Spec 4's route guard: where a visitor must go instead, or undefined to stay. */
export function resolveRedirect(route: RouteDefinition | undefined, loggedIn: boolean): string | undefined {
  if (!route) return undefined;
  if (route.guard === 'login' && !loggedIn) return LOGIN_PATH;
  if (route.guard === 'guest' && loggedIn) return HOME_PATH;
  return undefined;
}

/** Spec 2.2 and 6: where a module the organization has not enabled leads. */
export const NOT_ALLOWED_PATH = '/not-allowed';
