/**
 * axe-core over the built product (e2e/support/axe.ts): every route, signed in and signed out,
 * and the demo portals, in Arabic; each page's direction is rtl.
 */
import { everyRouteIn } from './support/axe.ts';

everyRouteIn('ar', 'Arabic');
