import { addCatalog } from '@si/core';
import { messages as english } from '../../../locales/en.po';

/** Adds the suite's own strings to core's per-locale i18n instances (English at once, the others on first use). */
export function registerSuiteCatalogs(): void {
  addCatalog('en', english);
  addCatalog('fr', () => import('../../../locales/fr.po'));
  addCatalog('ar', () => import('../../../locales/ar.po'));
}
