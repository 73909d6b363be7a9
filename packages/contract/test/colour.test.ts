/**
 * WCAG 2.1 AA by construction: every pair the primary colour's shades make (text and links
 * on each surface, text on the fill, hover states, text on the primary tints, rings and
 * borders) for the six presets, both themes, very light and very dark tenant colours, and
 * every colour of a coarse grid over sRGB. The shades are computed from the constants the
 * CSS is generated from, with culori's OKLCH conversion and WCAG contrast.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { clampRgb, converter, formatHex, interpolate, parse, toGamut, wcagContrast, type Color, type Rgb } from 'culori';
import {
  DARK_CHROMA_MAX,
  FALLBACK_BRAND_SHARE,
  ON_PRIMARY,
  RELATIVE_COLOUR_SUPPORTS,
  SHADE_LIGHTNESS,
  THEME_SURFACES,
  TINT_SHARES,
  fallbackShade,
  primaryShade,
  type ColourTheme,
  type ShadeRole,
} from '../src/colour.ts';
import { PRESET_COLORS } from '../src/enums.ts';

const THEMES: ColourTheme[] = ['light', 'dark'];
const toOklch = converter('oklch');
const toRgb = converter('rgb');
const colour = (css: string): Color => {
  const parsed = parse(css);
  if (!parsed) throw new Error(`culori cannot parse ${css}`);
  return parsed;
};

/**
 * The surfaces primary text and rings sit on: the themes' own, the suite's page background,
 * and the Shoelace neutrals the elements draw panels, inputs and hovers with.
 */
const SURFACES: Record<ColourTheme, string[]> = {
  light: [THEME_SURFACES.light.background, THEME_SURFACES.light.surface, '#F4F5FA', 'hsl(0 0% 97.5%)', 'hsl(240 4.8% 95.9%)'],
  dark: [THEME_SURFACES.dark.background, THEME_SURFACES.dark.surface, 'hsl(240 5.9% 11%)', 'hsl(240 5.1% 15%)', 'hsl(240 5.7% 18.2%)'],
};
/** Text on a fill: the suite's on-primary, and Shoelace's neutral-0 (its primary buttons' text). */
const INKS: Record<ColourTheme, string[]> = { light: [ON_PRIMARY.light, '#FFFFFF'], dark: [ON_PRIMARY.dark, 'hsl(240 5.9% 11%)'] };
/** What a tint is mixed with: Shoelace's neutral-0 in the elements, the surfaces in the suite. */
const TINT_BASES: Record<ColourTheme, string[]> = { light: ['#FFFFFF', ...SURFACES.light], dark: ['hsl(240 5.9% 11%)', ...SURFACES.dark] };

/** Very light and very dark tenant colours, and the sRGB corners that clip hardest. */
const EXTREMES = ['#FFFF00', '#111111', '#FFFFFF', '#000000', '#00FF00', '#0000FF', '#FF0000', '#FF00FF', '#00FFFF'];

/**
 * A shade as browsers draw it. Chromium clips an out-of-gamut OKLCH colour per sRGB channel;
 * CSS Color 4 asks for gamut mapping by chroma reduction instead. Both must pass.
 */
function shadeRenderings(brand: string, role: ShadeRole, theme: ColourTheme): Rgb[] {
  const { l, c = 0, h = 0 } = toOklch(colour(brand));
  const bound = SHADE_LIGHTNESS[theme][role];
  const shade = theme === 'light' ? { mode: 'oklch' as const, l: Math.min(l, bound), c, h } : { mode: 'oklch' as const, l: Math.max(l, bound), c: Math.min(c, DARK_CHROMA_MAX), h };
  return [clampRgb(toRgb(shade)), toRgb(toGamut('rgb', 'oklch')(shade))];
}

/** `color-mix(in srgb, a share%, b)`. */
const mix = (a: string | Color, share: number, b: string | Color): Rgb => interpolate([typeof b === 'string' ? colour(b) : b, typeof a === 'string' ? colour(a) : a], 'rgb')(share / 100);

type Pair = { what: string; fg: Color; bg: Color; min: number };

function pairs(brand: string, theme: ColourTheme): Pair[] {
  const out: Pair[] = [];
  const shades = (role: ShadeRole) => shadeRenderings(brand, role, theme);
  for (const role of ['text', 'strong'] as const) {
    for (const shade of shades(role)) {
      for (const surface of SURFACES[theme]) out.push({ what: `${role} on ${surface}`, fg: shade, bg: colour(surface), min: 4.5 });
      // The same shade is the fill of buttons, the current navigation entry and the like.
      for (const ink of INKS[theme]) out.push({ what: `${ink} on the ${role} fill`, fg: colour(ink), bg: shade, min: 4.5 });
    }
  }
  for (const shade of shades('strong')) {
    for (const base of TINT_BASES[theme]) {
      for (const share of TINT_SHARES) out.push({ what: `strong on the ${share}% tint over ${base}`, fg: shade, bg: mix(brand, share, base), min: 4.5 });
    }
  }
  for (const shade of shades('ring')) for (const surface of SURFACES[theme]) out.push({ what: `ring on ${surface}`, fg: shade, bg: colour(surface), min: 3 });
  return out;
}

function failures(brand: string, theme: ColourTheme, list = pairs(brand, theme)): string[] {
  return list.filter((p) => wcagContrast(p.fg, p.bg) < p.min).map((p) => `${brand} ${theme}: ${p.what} is ${wcagContrast(p.fg, p.bg).toFixed(2)}:1 (${formatHex(p.fg)} on ${formatHex(p.bg)}), needs ${p.min}:1`);
}

describe('primary colour shades (WCAG 2.1 AA)', () => {
  for (const theme of THEMES) {
    for (const [name, brand] of Object.entries(PRESET_COLORS)) {
      it(`${theme}: the ${name} preset ${brand} gives text, fills, tints and rings that pass`, () => {
        const list = pairs(brand, theme);
        assert.ok(list.length >= 40);
        assert.deepEqual(failures(brand, theme, list), []);
      });
    }
    for (const brand of EXTREMES) {
      it(`${theme}: a tenant's ${brand} is clamped to readable shades`, () => {
        assert.deepEqual(failures(brand, theme), []);
      });
    }
  }

  it('passes for every colour of a 16-step grid over sRGB, in both themes', () => {
    const steps = [...Array(16).keys()].map((i) => Math.round((i * 255) / 15));
    const bad: string[] = [];
    for (const r of steps) for (const g of steps) for (const b of steps) {
      const brand = formatHex({ mode: 'rgb', r: r / 255, g: g / 255, b: b / 255 });
      for (const theme of THEMES) bad.push(...failures(brand, theme));
    }
    assert.deepEqual(bad.slice(0, 5), []);
  });

  it('keeps the brand where it already passes (the clamps move only what they must)', () => {
    const [shade] = shadeRenderings('#2065D1', 'ring', 'light');
    assert.equal(formatHex(shade), '#2065d1');
    const [text] = shadeRenderings('#111111', 'text', 'light');
    assert.equal(formatHex(text), '#111111');
  });

  it('chooses the text on a fill by contrast: white on the light theme, dark on the dark one', () => {
    const grid = ['#0D9394', '#FFFF00', '#111111', '#7635DC', '#FDA92D', '#00FF00', '#0000FF'];
    for (const theme of THEMES) {
      const other = theme === 'light' ? ON_PRIMARY.dark : ON_PRIMARY.light;
      for (const brand of grid) {
        for (const fill of shadeRenderings(brand, 'text', theme)) {
          assert.ok(wcagContrast(colour(ON_PRIMARY[theme]), fill) > wcagContrast(colour(other), fill), `${theme} ${brand}: ${ON_PRIMARY[theme]} should beat ${other}`);
        }
      }
    }
  });

  it('falls back to a mix that passes for any colour where relative colour syntax is missing', () => {
    const bad: string[] = [];
    for (const brand of [...Object.values(PRESET_COLORS), ...EXTREMES]) {
      for (const theme of THEMES) {
        const shade = mix(brand, FALLBACK_BRAND_SHARE, theme === 'light' ? '#000' : '#fff');
        const list: Pair[] = [
          ...SURFACES[theme].map((s) => ({ what: `fallback on ${s}`, fg: shade, bg: colour(s), min: 4.5 })),
          ...INKS[theme].map((ink) => ({ what: `${ink} on the fallback fill`, fg: colour(ink), bg: shade, min: 4.5 })),
          ...TINT_BASES[theme].flatMap((base) => TINT_SHARES.map((share) => ({ what: `fallback on the ${share}% tint over ${base}`, fg: shade, bg: mix(brand, share, base), min: 4.5 }))),
        ];
        bad.push(...failures(brand, theme, list));
      }
    }
    assert.deepEqual(bad, []);
  });

  it('writes the CSS from the same numbers', () => {
    assert.equal(primaryShade('text', 'light', 'var(--b)'), `oklch(from var(--b) min(l, ${SHADE_LIGHTNESS.light.text}) c h)`);
    assert.equal(primaryShade('ring', 'dark', '#0D9394'), `oklch(from #0D9394 max(l, ${SHADE_LIGHTNESS.dark.ring}) min(c, ${DARK_CHROMA_MAX}) h)`);
    assert.equal(fallbackShade('dark', 'var(--b)'), `color-mix(in srgb, var(--b) ${FALLBACK_BRAND_SHARE}%, #fff)`);
  });

  it("keeps the suite's hand-written styles.css on the same numbers", () => {
    const css = readFileSync(new URL('../../../hosts/suite/src/styles.css', import.meta.url), 'utf8');
    const brand = 'var(--si-color-primary)';
    const lines = [`@supports ${RELATIVE_COLOUR_SUPPORTS} {`].concat(THEMES.flatMap((theme) => [
      ...(['text', 'strong', 'ring'] as const).map((role) => `--si-color-primary-${role}: ${primaryShade(role, theme, brand)};`),
      `--si-color-primary-text: ${fallbackShade(theme, brand)};`,
      `--si-color-on-primary: ${ON_PRIMARY[theme].toLowerCase()};`,
    ]));
    assert.deepEqual(lines.filter((line) => !css.includes(line)), []);
  });
});
