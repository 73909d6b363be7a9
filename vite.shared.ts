/**
 * Vite plugins every browser build shares (elements, suite, Storybook, browser tests):
 * the workspace packages from source, React, Lingui macros through Babel (plugin-react 6
 * has no babel option), and Lingui's loader that compiles `.po` catalogs on import.
 */
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { defaultClientConditions, type Plugin, type PluginOption } from 'vite';

/**
 * @si/elements' exports name its built dist/ (what an installed copy uses) and, under the
 * "source" condition, its src/: every build here sets it (tsconfig.json's customConditions too).
 */
function workspaceSources(): Plugin {
  return { name: 'si-workspace-sources', config: () => ({ resolve: { conditions: ['source', ...defaultClientConditions] } }) };
}

export function sharedPlugins(): PluginOption[] {
  return [
    workspaceSources(),
    babel({
      include: /\.(?:[jt]sx?)(?:$|\?)/,
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    react(),
    lingui(),
  ];
}

/** Library mode does not replace process.env.NODE_ENV by itself. */
export function productionDefines(): Record<string, string> {
  return { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') };
}
