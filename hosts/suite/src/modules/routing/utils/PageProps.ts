import type { RouteDefinition } from './RouteDefinition.ts';

/** What every route-level page receives from the route view. */
export type PageProps = {
  route: RouteDefinition;
  params: Record<string, string>;
  search: Record<string, string>;
};
