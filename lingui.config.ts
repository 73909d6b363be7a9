import { defineConfig } from '@lingui/cli';
import { readdirSync } from 'node:fs';
import { PORTAL_FOLDERS, STAFF_KITS } from './packages/elements/build/portal-folders.js';
import { staffOnlyUi } from './packages/elements/build/staff-kit.mjs';

/**
 * Four catalogs: core's own, the elements' in two (the portals' and their shared kits',
 * registered by the elements' runtime; the staff screens', registered by each staff
 * element) and the suite's (registered by the host).
 * All are merged into core's one i18n instance per locale. English is the source;
 * French and Arabic are real translations (scripts/check-translations.mjs checks it).
 */
const ELEMENTS = '<rootDir>/packages/elements/src';
const PORTAL_SOURCES = PORTAL_FOLDERS.map((folder) => `${ELEMENTS}/${folder}`);
/**
 * The shared ui files only staff screens use (the list-screen kit, the data table; worked out from
 * the import graph): their words are the staff catalog's, so a customer's page never downloads them.
 */
const STAFF_UI = new Set(staffOnlyUi());
const UI_FILES = readdirSync(new URL('./packages/elements/src/ui/', import.meta.url)).map((name) => `ui/${name}`);
/** A portal folder's files and subfolders but its staff kit (`staff/`): what goes to the portal catalog. */
function portalPartsOf(folder: string, staffKit: string): string[] {
  const entries = readdirSync(new URL(`./packages/elements/src/${folder}/`, import.meta.url), { withFileTypes: true });
  const folders = entries.filter((e) => e.isDirectory() && `${folder}/${e.name}` !== staffKit).map((e) => `${ELEMENTS}/${folder}/${e.name}/**`);
  return [`${ELEMENTS}/${folder}/*.*`, ...folders];
}

/** The portal folders' files for the staff catalog to leave out: all, but a module kit's staff folder and the staff-only ui files. */
const PORTAL_FILES = PORTAL_FOLDERS.flatMap((folder) => {
  if (folder === 'ui') return UI_FILES.filter((path) => !STAFF_UI.has(path)).map((path) => `${ELEMENTS}/${path}`);
  const staffKit = STAFF_KITS.find((kit) => kit.startsWith(`${folder}/`));
  return staffKit ? portalPartsOf(folder, staffKit) : [`${ELEMENTS}/${folder}/**`];
});

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
    // What the token portals show (and the shared kits they are built from), apart from the
    // staff screens': a customer's page downloads only these messages.
    {
      path: '<rootDir>/packages/elements/src/locales/portal/{locale}',
      include: PORTAL_SOURCES,
      exclude: ['**/*.test.*', ...STAFF_KITS.map((kit) => `${ELEMENTS}/${kit}/**`), ...[...STAFF_UI].map((path) => `${ELEMENTS}/${path}`)],
    },
    {
      path: '<rootDir>/packages/elements/src/locales/{locale}',
      include: [ELEMENTS],
      exclude: ['**/*.test.*', ...PORTAL_FILES],
    },
    {
      path: '<rootDir>/hosts/suite/src/locales/{locale}',
      include: ['<rootDir>/hosts/suite/src'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: 'po',
});
