import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type PluginOption } from 'vite';
import { sharedPlugins } from '../../vite.shared.ts';
import { shoelaceThemes } from '../../packages/elements/build/shoelace-themes.ts';

/** The framework brings its own React plugin; a second one would transform JSX twice. */
function withoutReact(plugins: PluginOption[]): PluginOption[] {
  return plugins.flat().filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name.startsWith('vite:react')));
}

const config: StorybookConfig = {
  stories: ['../*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The stories render custom elements, not React components with props to document.
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [...withoutReact(sharedPlugins()), shoelaceThemes()] }),
};

export default config;
