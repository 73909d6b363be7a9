import { defineConfig } from '@lingui/cli';

/**
 * Two catalogs: the runtime one (packages/core loads it; it holds the strings of core
 * and of every element) and the suite's own (merged into the same i18n instances by
 * the host). English is the source; French and Arabic are real translations.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/packages/core/src/locales/{locale}',
      include: ['<rootDir>/packages/core/src', '<rootDir>/packages/elements/src'],
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
