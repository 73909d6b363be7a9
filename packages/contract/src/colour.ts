/**
 * The shades of the primary colour that text, fills, focus rings and borders use, derived
 * from the brand colour (a preset or a tenant's own `--si-color-primary`) so that they meet
 * WCAG 2.1 AA whatever the colour. The brand itself stays for decorative uses.
 *
 * A tenant's colour is known only in CSS at run time, so each shade is CSS relative colour
 * syntax that clamps the brand's OKLCH lightness: at most `SHADE_LIGHTNESS.light[role]` on
 * the light theme, at least `SHADE_LIGHTNESS.dark[role]` on the dark one; hue and chroma
 * are kept (chroma capped in dark, see below). The numbers were picked by computing every
 * sRGB colour against the themes' surfaces; the contrast test in
 * packages/contract/test/colour.test.ts recomputes the pairs from these same constants.
 */

export type ColourTheme = 'light' | 'dark';

/** Each theme's page background, panel surface and body text (the loading screen paints them too). */
export const THEME_SURFACES: Readonly<Record<ColourTheme, Readonly<{ background: string; surface: string; text: string }>>> = {
  light: { background: '#F8F7FA', surface: '#FFFFFF', text: '#2F2B3D' },
  dark: { background: '#25293C', surface: '#2F3349', text: '#E1DEF5' },
};

/**
 * `text`: text and links on the theme's surfaces (4.5:1), and the fill behind on-primary
 * text (the same shade, seen from the other side); `strong`: hover and pressed states and
 * text on the primary tints (4.5:1); `ring`: focus rings and borders (3:1).
 */
export type ShadeRole = 'text' | 'strong' | 'ring';

export const SHADE_LIGHTNESS: Readonly<Record<ColourTheme, Readonly<Record<ShadeRole, number>>>> = {
  light: { text: 0.49, strong: 0.43, ring: 0.58 },
  dark: { text: 0.77, strong: 0.84, ring: 0.68 },
};

/** Saturated reds and blues lifted in lightness fall outside sRGB and lose luminance when clipped. */
export const DARK_CHROMA_MAX = 0.2;

/** Text on a fill: whichever of the two has the higher contrast with that theme's fills. */
export const ON_PRIMARY: Readonly<Record<ColourTheme, string>> = { light: '#FFFFFF', dark: '#1B1B1E' };

/** Share of the brand in the primary tints (`--sl-color-primary-50` and `-100`), mixed with the surface. */
export const TINT_SHARES = [8, 16] as const;

/**
 * Without relative colour syntax the brand is mixed with black (light) or white (dark): every
 * sRGB channel is then at most this share (light) or at least its complement (dark), which
 * bounds the luminance for any colour.
 */
export const FALLBACK_BRAND_SHARE = 35;

/** The CSS colour of one shade of `brand` (a colour or a `var()`). */
export function primaryShade(role: ShadeRole, theme: ColourTheme, brand: string): string {
  const lightness = SHADE_LIGHTNESS[theme][role];
  return theme === 'light' ? `oklch(from ${brand} min(l, ${lightness}) c h)` : `oklch(from ${brand} max(l, ${lightness}) min(c, ${DARK_CHROMA_MAX}) h)`;
}

/** The shade for browsers without relative colour syntax (one for every role). */
export function fallbackShade(theme: ColourTheme, brand: string): string {
  return `color-mix(in srgb, ${brand} ${FALLBACK_BRAND_SHARE}%, ${theme === 'light' ? '#000' : '#fff'})`;
}

/**
 * Whether the browser reads `primaryShade`'s syntax with channels as numbers (Safari before 18
 * read `l` as a percentage, which `min(l, 1)` rejects); the fallback is declared outside it.
 */
export const RELATIVE_COLOUR_SUPPORTS = '(color: oklch(from red min(l, 1) min(c, 1) h))';
