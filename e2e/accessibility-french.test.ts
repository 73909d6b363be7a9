/**
 * axe-core over the built product (e2e/support/axe.ts): every route, signed in and signed out,
 * and the demo portals, in French; each page's direction is ltr.
 */
import { everyRouteIn } from './support/axe.ts';

everyRouteIn('fr', 'French');
