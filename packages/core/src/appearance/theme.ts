/**
 * The theme actually shown: `system` follows the operating system's
 * prefers-color-scheme live. The preset is the primary colour of both themes.
 * The resolved theme's colours are kept under `loading-screen-colors` so the page's
 * loading screen can paint them before any script runs, with the same shades of the
 * primary colour the elements use for text, fills and rings (CSS relative colours).
 */
import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import { ON_PRIMARY, THEME_SURFACES, primaryShade } from '@si/contract/colour';
import { $appearance, presetColor } from './appearance.ts';

export type ResolvedTheme = 'light' | 'dark';
/** `primary` is the brand; `primaryText` text and fills, with `onPrimary` on them; `primaryRing` rings and borders. */
export type ThemePalette = { primary: string; primaryText: string; primaryRing: string; onPrimary: string; background: string; surface: string; text: string };

/** Surfaces of each theme; the primary colour comes from the preset. */
export { THEME_SURFACES };

const paletteOf = (theme: ResolvedTheme, primary: string): ThemePalette => ({
  ...THEME_SURFACES[theme],
  primary,
  primaryText: primaryShade('text', theme, primary),
  primaryRing: primaryShade('ring', theme, primary),
  onPrimary: ON_PRIMARY[theme],
});
export const LOADING_SCREEN_KEY = 'loading-screen-colors';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Whether the OS prefers dark; listens to the media query only while observed. */
export const $systemPrefersDark = atom(false);
onMount($systemPrefersDark, () => {
  const query = typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(DARK_QUERY) : undefined;
  if (!query) return;
  $systemPrefersDark.set(query.matches);
  const handleChange = (event: MediaQueryListEvent) => $systemPrefersDark.set(event.matches);
  query.addEventListener('change', handleChange);
  return () => query.removeEventListener('change', handleChange);
});

export const $resolvedTheme: ReadableAtom<ResolvedTheme> = computed([$appearance, $systemPrefersDark], (appearance, prefersDark) =>
  appearance.theme === 'system' ? (prefersDark ? 'dark' : 'light') : appearance.theme,
);

/** Both palettes: the preset sets the primary colour of light and dark alike (spec 2.15). */
export const $themeColors: ReadableAtom<Record<ResolvedTheme, ThemePalette>> = computed($appearance, (appearance) => {
  const primary = presetColor(appearance.preset);
  return { light: paletteOf('light', primary), dark: paletteOf('dark', primary) };
});

export const $palette: ReadableAtom<ThemePalette & { theme: ResolvedTheme }> = computed([$resolvedTheme, $themeColors], (theme, colors) => ({
  theme,
  ...colors[theme],
}));

// Kept up to date for the next page load's loading screen.
$palette.subscribe((palette) => {
  try {
    localStorage.setItem(LOADING_SCREEN_KEY, JSON.stringify(palette));
  } catch {
    // Storage may be full or disabled (private mode); the loading screen then uses its defaults.
  }
});
