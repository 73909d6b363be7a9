import { addCatalog } from '@si/core';
import './shoelace.ts';
import { registerIcons } from './icons.ts';
import { registerShoelaceTerms } from './shoelace-terms.ts';

// Runs once per page, from the shared chunk: the portals' catalog joins core's per-locale
// i18n instances (the staff screens add theirs: staff-catalog.ts), and Shoelace's icons
// resolve offline.
addCatalog('en', () => import('../locales/portal/en.po'));
addCatalog('fr', () => import('../locales/portal/fr.po'));
addCatalog('ar', () => import('../locales/portal/ar.po'));
registerIcons();
registerShoelaceTerms();
