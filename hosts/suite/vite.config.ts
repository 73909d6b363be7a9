/**
 * Builds the staff suite into dist/suite (served by hosts/api with an SPA fallback) and
 * serves it with hot reload on :5173, proxying the API to the server on :8080.
 *
 * Chunks: the entry holds the shell (frame, navigation, routing); every page is a lazy chunk
 * that imports only its own elements. What many pages share is grouped below so a page loads
 * a few files rather than dozens of tiny ones, and no page downloads another's kind of code.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sharedPlugins } from '../../vite.shared.ts';
import { shoelaceThemes } from '../../packages/elements/build/shoelace-themes.ts';
import { tusSlim } from '../../packages/elements/build/tus-slim.ts';
import { minifyCssLiterals } from '../../packages/elements/build/minify-css-literals.ts';
import { staffOnlyUi } from '../../packages/elements/build/staff-kit.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const API = process.env.API_URL ?? 'http://localhost:8080';

/**
 * The packages the shell needs before its first paint (React, Lingui, the stores, @si/core;
 * the group takes only the entry's static graph): one chunk, cached apart from the suite's own
 * code. It claims them first because every later group also takes its modules' dependencies:
 * one of these in, say, staff-kit would make the entry (and /login) import staff-kit.
 */
const inVendor = /node_modules[\\/]|packages[\\/]/;

/**
 * What any element needs (Shoelace, lit, r2wc, the elements' base, form validation) and the
 * portals' English catalog, which the base registers and loads whatever the language (English
 * is the fallback): one chunk, fetched alongside the page's first element.
 */
const inElementRuntime =
  /node_modules[\\/](@shoelace-style|lit|lit-html|lit-element|@lit|@r2wc)[\\/]|packages[\\/]elements[\\/]src[\\/](base[\\/](?!staff-catalog\.)|locales[\\/]portal[\\/]en\.po)|packages[\\/]core[\\/]src[\\/](validation[\\/]|http[\\/]describeError)|packages[\\/]contract[\\/]src[\\/](validation|limits)\.ts/;

/** The staff elements' English catalog (sign-in included), which a portal page never loads. */
const inStaffCatalog = /packages[\\/]elements[\\/]src[\\/](base[\\/]staff-catalog\.ts|locales[\\/]en\.po)/;

/**
 * The staff screens' kit (admin client, tables, forms): only pages after sign-in load it, never
 * /login or a portal. Its shared ui files are worked out from the elements' import graph
 * (packages/elements/build/staff-kit.mjs: what staff screens use and no portal, sign-in element or
 * shell panel does), so a new one needs no line here.
 */
const STAFF_UI = new Set(staffOnlyUi().map((path) => here(`../../packages/elements/src/${path}`).split('\\').join('/')));
const inStaffKit = (id: string) => /packages[\\/](elements[\\/]src[\\/]admin[\\/]|core[\\/]src[\\/]admin[\\/])/.test(id) || STAFF_UI.has(id.split('?')[0]!.split('\\').join('/'));

/** The MFA setup form: the profile drawer's and /mfa-setup's, which comes before sign-in and must not pull in the shell panels. */
const inMfaSetup = /packages[\\/]elements[\\/]src[\\/]account[\\/](MfaSetup|mfa-setup\.styles)\./;

/** The four side panels of every staff page (settings, switcher, profile, back to top), loaded together after the shell paints. */
const inShellPanels = /packages[\\/]elements[\\/]src[\\/]shell[\\/]/;

export default defineConfig({
  root: here('.'),
  base: '/',
  // The elements' own build transforms, so the suite ships the same slim themes and tus client.
  plugins: [...sharedPlugins(), shoelaceThemes(), tusSlim(), minifyCssLiterals()],
  build: {
    outDir: here('../../dist/suite'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: inVendor, tags: ['$initial'], priority: 4 },
            { name: 'element-runtime', test: inElementRuntime, priority: 3 },
            { name: 'staff-catalog', test: inStaffCatalog, priority: 3 },
            { name: 'staff-kit', test: inStaffKit, priority: 2 },
            { name: 'mfa-setup', test: inMfaSetup, priority: 2 },
            { name: 'shell-panels', test: inShellPanels, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': API, '/auth': API },
  },
});
