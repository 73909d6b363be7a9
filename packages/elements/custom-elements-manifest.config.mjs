// Custom Elements Manifest from the elements' doc comments (`npx cem analyze` here).
// Only the wrapper modules (src/<module>/<element>/<element>.ts) declare elements; the React components and helpers would
// add noise. The `@customElement` tag names each element, since define() is ours.
export default {
  globs: ['src/*/*/*.ts'],
  exclude: ['src/**/*.test.ts', 'src/**/*.styles.ts', 'src/*/kit/**', 'src/test-support/**', 'src/**/*.d.ts'],
  outdir: '.',
  litelement: false,
  dependencies: false,
  packagejson: true,
  plugins: [
    {
      // The analyzer lists modules in the order its globbing finished, which varies from run to
      // run; sorted, the committed manifest only changes when an element does.
      name: 'stable-module-order',
      packageLinkPhase({ customElementsManifest }) {
        customElementsManifest.modules.sort((a, b) => a.path.localeCompare(b.path));
      },
    },
  ],
};
