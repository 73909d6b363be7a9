import type { RouteDefinition } from './RouteDefinition.ts';
import { routeTable } from './routeTable.ts';

export const routeByName: ReadonlyMap<string, RouteDefinition> = new Map(routeTable.map((route) => [route.name, route]));
