import { defineConfig } from '@lingui/cli';

/**
 * Three catalogs, one per package that shows strings: core's own, the elements' (the
 * elements' runtime registers it with core) and the suite's (registered by the host).
 * All are merged into core's one i18n instance per locale. English is the source;
 * French and Arabic are real translations (scripts/check-translations.mjs checks it).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/packages/core/src/locales/{locale}',
      include: ['<rootDir>/packages/core/src'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/packages/elements/src/locales/{locale}',
      include: ['<rootDir>/packages/elements/src'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/hosts/suite/src/locales/{locale}',
      include: ['<rootDir>/hosts/suite/src'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: 'po',
});
