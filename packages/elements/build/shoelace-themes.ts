/**
 * Vite plugin: slims Shoelace's light and dark theme CSS before it is inlined into every
 * element's shadow root. Kept: the semantic scales (neutral, success, warning, danger),
 * the palettes they point at (gray, green, amber, red) and every non-colour token.
 * Dropped: the other palettes, the primary scale and the focus tokens that point at it
 * (the elements declare them from the shades of --si-color-primary, see tokens.styles.ts),
 * the document-level rules (scroll lock, toast stack) and, in
 * dark, every token equal to light's — except those that point at another token with
 * var(): a custom property resolves where it is declared, so the dark wrapper must
 * declare them again or they keep the light values.
 * Also dropped: every token that neither our code (elements and suite) nor the Shoelace
 * components it imports reads, directly or through another kept token.
 * Saves about 4.5 KB gzip of the shared runtime with no visible change.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const THEME = /^@shoelace-style\/shoelace\/dist\/themes\/(light|dark)\.css\?inline$/;
const VIRTUAL = '\0si-shoelace-theme:';
const KEPT_PALETTES = new Set(['gray', 'red', 'green', 'amber', 'neutral', 'success', 'warning', 'danger']);
const PALETTE = /^--sl-color-([a-z]+)-\d+$/;
const REDECLARED = new Set(['--sl-focus-ring-color', '--sl-input-border-color-focus', '--sl-input-focus-ring-color']);

function declarations(css: string): Map<string, string> {
  const block = css.slice(css.indexOf('{') + 1, css.indexOf('}'));
  const found = new Map<string, string>();
  for (const match of block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) found.set(match[1], match[2].replace(/\s+/g, ' ').trim());
  return found;
}

function kept(name: string): boolean {
  if (name.startsWith('--sl-color-primary-') || REDECLARED.has(name)) return false;
  const palette = PALETTE.exec(name)?.[1];
  return !palette || KEPT_PALETTES.has(palette);
}

const referenced = (text: string) => [...text.matchAll(/var\(\s*(--sl-[\w-]+)/g)].map((m) => m[1]!);

/**
 * The tokens something reads: `used` (what our code and the Shoelace components it imports
 * name), then every token a kept token's value names, until nothing new is found. A token
 * nobody reads (the tooltip's, the larger type sizes, ...) is left out of the theme.
 */
function readTokens(used: ReadonlySet<string>, themes: Map<string, string>[]): Set<string> {
  const read = new Set(used);
  for (let grew = true; grew; ) {
    grew = false;
    for (const theme of themes) {
      for (const [name, value] of theme) {
        if (!read.has(name)) continue;
        for (const next of referenced(value)) {
          if (read.has(next)) continue;
          read.add(next);
          grew = true;
        }
      }
    }
  }
  return read;
}

/** `used`: the tokens the code reads; absent, every token is kept (tests of this function). */
export function slimThemeCss(theme: 'light' | 'dark', light: string, dark: string, used?: ReadonlySet<string>): string {
  const base = declarations(light);
  const darkTokens = declarations(dark);
  const read = used ? readTokens(used, [base, darkTokens]) : undefined;
  const wanted = (name: string) => kept(name) && (!read || read.has(name));
  if (theme === 'light') {
    const body = [...base].filter(([name]) => wanted(name)).map(([name, value]) => `${name}:${value};`);
    return `:host,.sl-theme-light{color-scheme:light;${body.join('')}}`;
  }
  const body = [...darkTokens].filter(([name, value]) => wanted(name) && (base.get(name) !== value || value.includes('var('))).map(([name, value]) => `${name}:${value};`);
  return `:host,.sl-theme-dark{color-scheme:dark;${body.join('')}}`;
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/**
 * Every `--sl-*` token read by the elements' and the suite's sources and by the Shoelace
 * components they import (each component's module and the Shoelace chunks it imports).
 */
function tokensInUse(resolve: (id: string) => string): Set<string> {
  const sources = [here('../src'), here('../../../hosts/suite/src')].flatMap((dir) => filesUnder(dir, /\.(tsx?|css)$/));
  const used = new Set<string>();
  const shoelace = new Set<string>();
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    for (const token of referenced(text)) used.add(token);
    for (const m of text.matchAll(/@shoelace-style\/shoelace\/dist\/components\/[\w-]+\/[\w-]+\.js/g)) shoelace.add(resolve(m[0]));
  }
  for (const file of shoelace) {
    const text = readFileSync(file, 'utf8');
    for (const token of referenced(text)) used.add(token);
    for (const m of text.matchAll(/from\s*"(\.[^"]+)"|import\s*"(\.[^"]+)"/g)) {
      const next = join(dirname(file), (m[1] ?? m[2])!);
      if (!shoelace.has(next)) shoelace.add(next);
    }
  }
  return used;
}

export function shoelaceThemes(): Plugin {
  const require = createRequire(import.meta.url);
  const read = (theme: string) => readFileSync(require.resolve(`@shoelace-style/shoelace/dist/themes/${theme}.css`), 'utf8');
  // Read once per build (the sources do not change during one).
  let used: Set<string> | undefined;
  return {
    name: 'si-shoelace-themes',
    enforce: 'pre',
    resolveId: (source) => {
      const theme = THEME.exec(source)?.[1];
      return theme ? VIRTUAL + theme : undefined;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return undefined;
      const theme = id.slice(VIRTUAL.length) as 'light' | 'dark';
      used ??= tokensInUse((spec) => require.resolve(spec));
      return `export default ${JSON.stringify(slimThemeCss(theme, read('light'), read('dark'), used))};`;
    },
  };
}
