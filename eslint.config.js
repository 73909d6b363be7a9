import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { elementBoundaries } from './packages/elements/build/eslint-element-boundaries.js';
import { staffCatalog } from './packages/elements/build/eslint-staff-catalog.js';
import { pageElements } from './hosts/suite/build/eslint-page-elements.js';

// The local rules, one plugin object (flat config refuses two different plugins under one name).
const si = { rules: { 'element-boundaries': elementBoundaries, 'staff-catalog': staffCatalog, 'page-elements': pageElements } };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'hosts/api/drizzle/**', 'stories/storybook-static/**', '**/*.po', 'packages/elements/custom-elements.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.mocha } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The browser takes only types from the contract's index (it would bundle zod);
    // constants come from its zod-free subpaths.
    files: ['packages/core/src/**', 'packages/elements/src/**', 'hosts/suite/src/**', 'stories/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@si/contract', message: "Import values from '@si/contract/enums' (or another zod-free subpath); only types from the index.", allowTypeImports: true }] },
      ],
    },
  },
  {
    // Element folders stay apart: see packages/elements/build/eslint-element-boundaries.js.
    files: ['packages/elements/src/**/*.{ts,tsx}'],
    plugins: { si },
    rules: { 'si/element-boundaries': 'error', 'si/staff-catalog': 'error' },
  },
  {
    // One loader for the elements' data (ui/useLoad.tsx): no hand-written fetch in an effect.
    files: ['packages/elements/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'packages/elements/src/test-support/**',
      'packages/elements/src/ui/useLoad.tsx', // the loader itself
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='AbortController']", message: 'Load data with useLoad (packages/elements/src/ui/useLoad.tsx), which aborts stale answers.' },
      ],
    },
  },
  {
    // Each suite page loads only its own elements: see hosts/suite/build/eslint-page-elements.js.
    // Tests and their support may warm up shared code the pages would load anyway.
    files: ['hosts/suite/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'hosts/suite/src/test-support/**'],
    plugins: { si },
    rules: { 'si/page-elements': 'error' },
  },
);
