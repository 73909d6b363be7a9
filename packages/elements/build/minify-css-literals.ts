import { minifyHTMLLiterals } from 'minify-literals';
import type { Plugin } from 'vite';

/**
 * The elements' styles are `css` tagged templates (lit), which the JavaScript minifier leaves
 * as written: indentation, newlines, comments. minify-literals (Lightning CSS underneath)
 * minifies the CSS inside them at build time, keeping the `${}` parts as they are. Only our
 * own sources, and only the CSS: the few `html`-looking templates are not templates of a
 * library that reads them as HTML.
 */
export function minifyCssLiterals(): Plugin {
  return {
    name: 'si-minify-css-literals',
    apply: 'build',
    async transform(code, id) {
      // A file that also builds CSS with unsafeCSS() is left alone by the library (it cannot see
      // that CSS); skip it here rather than have it say so on every build.
      if (!/packages[\\/]elements[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('css`') || code.includes('unsafeCSS')) return undefined;
      const result = await minifyHTMLLiterals(code, { fileName: id, html: false });
      return result ? { code: result.code, map: result.map } : undefined;
    },
  };
}
