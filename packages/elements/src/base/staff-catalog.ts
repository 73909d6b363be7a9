import { addCatalog } from '@si/core';

// The staff screens' messages, apart from the portal catalog the runtime registers: each staff
// element's wrapper imports this module, so a customer's page never downloads them.
addCatalog('en', () => import('../locales/en.po'));
addCatalog('fr', () => import('../locales/fr.po'));
addCatalog('ar', () => import('../locales/ar.po'));
