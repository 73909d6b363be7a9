import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { elementBoundaries } from './packages/elements/build/eslint-element-boundaries.js';

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
    plugins: { si: { rules: { 'element-boundaries': elementBoundaries } } },
    rules: { 'si/element-boundaries': 'error' },
  },
);
