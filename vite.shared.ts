/**
 * Vite plugins every browser build shares (elements, suite, Storybook, browser tests):
 * React, Lingui macros through Babel (plugin-react 6 has no babel option), and
 * Lingui's loader that compiles `.po` catalogs on import.
 */
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import type { PluginOption } from 'vite';

export function sharedPlugins(): PluginOption[] {
  return [
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
