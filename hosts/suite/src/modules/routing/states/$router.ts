import { createRouter } from '@nanostores/router';
import { routeTable } from '../utils/routeTable.ts';

/** The suite's one router: route name -> path pattern, straight from the route table. */
export const $router = createRouter(Object.fromEntries(routeTable.map((route) => [route.name, route.path])));
