import { moduleById } from '@si/contract/modules';
import type { RouteDefinition } from './RouteDefinition.ts';

/** The module kind a route's module works on (spec 3), sent as `module-kind` to the shared screens; none outside the modules. */
export function moduleKindOf(route: RouteDefinition): number | undefined {
  return route.module ? moduleById(route.module).kind : undefined;
}

/** The route's module prefix: `/bank` of `/bank/workflows/:id`, for the link templates the elements take. */
export function prefixOf(route: RouteDefinition): string {
  return `/${route.path.split('/')[1] ?? ''}`;
}
