import { addCatalog } from '@si/core';
import './shoelace.ts';
import { registerIcons } from './icons.ts';
import { registerShoelaceTerms } from './shoelace-terms.ts';

// Runs once per page, from the shared chunk: the elements' own catalog joins core's
// per-locale i18n instances, and Shoelace's icons resolve offline.
addCatalog('en', () => import('../locales/en.po'));
addCatalog('fr', () => import('../locales/fr.po'));
addCatalog('ar', () => import('../locales/ar.po'));
registerIcons();
registerShoelaceTerms();
