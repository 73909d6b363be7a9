/**
 * Appearance preferences of spec 2.15 and 4, each with its default and its own
 * localStorage key, restored at start:
 *   theme                light | dark | system          (default light)
 *   navigationMenu       vertical | horizontal          (default vertical)
 *   isVerticalMenuMini   true | false                   (default false)
 *   isSemiDark           true | false                   (default false)
 *   skin                 classic | modern | decent | bordered (default modern)
 *   isNavbarFixed        true | false                   (default true)
 *   layout               current layout name            (default secure-invoice)
 *   portalData           JSON, shape owned by the portals (default null)
 *   app-preset           preset name, e.g. success      (default success #0D9394)
 * Not persisted: isBoxLayout (default true, spec 4), isRtl (follows the locale,
 * stored under `locale`), transition (slide-x).
 */
import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { NAVIGATION_MENUS, PRESET_COLORS, SKINS, THEMES, type NavigationMenu, type PresetName, type Skin, type ThemeChoice } from '@si/contract/enums';
import { $locale, applyDocumentDirection, directionOf } from '../i18n/locale.ts';

export type Appearance = {
  skin: Skin;
  theme: ThemeChoice;
  navigationMenu: NavigationMenu;
  isBoxLayout: boolean;
  isVerticalMenuMini: boolean;
  isSemiDark: boolean;
  isRtl: boolean;
  isNavbarFixed: boolean;
  layout: string;
  transition: string;
  preset: PresetName;
};

export const APPEARANCE_DEFAULTS: Readonly<Appearance> = Object.freeze({
  skin: 'modern',
  theme: 'light',
  navigationMenu: 'vertical',
  isBoxLayout: true,
  isVerticalMenuMini: false,
  isSemiDark: false,
  isRtl: false,
  isNavbarFixed: true,
  layout: 'secure-invoice',
  transition: 'slide-x',
  preset: 'success',
});

/** localStorage key of each persisted option. */
export const APPEARANCE_KEYS = {
  theme: 'theme',
  navigationMenu: 'navigationMenu',
  isVerticalMenuMini: 'isVerticalMenuMini',
  isSemiDark: 'isSemiDark',
  skin: 'skin',
  isNavbarFixed: 'isNavbarFixed',
  layout: 'layout',
  preset: 'app-preset',
} as const;
export const PORTAL_DATA_KEY = 'portalData';

const PRESET_NAMES = Object.keys(PRESET_COLORS) as PresetName[];

function choice<T extends string>(key: string, options: readonly T[], initial: T): WritableAtom<T> {
  return persistentAtom<T>(key, initial, {
    encode: (value) => value,
    decode: (raw) => (options.includes(raw as T) ? (raw as T) : initial),
  });
}
function flag(key: string, initial: boolean): WritableAtom<boolean> {
  return persistentAtom<boolean>(key, initial, {
    encode: (value) => String(value),
    decode: (raw) => (raw === 'true' ? true : raw === 'false' ? false : initial),
  });
}

const D = APPEARANCE_DEFAULTS;
const stores = {
  theme: choice(APPEARANCE_KEYS.theme, THEMES, D.theme),
  navigationMenu: choice(APPEARANCE_KEYS.navigationMenu, NAVIGATION_MENUS, D.navigationMenu),
  isVerticalMenuMini: flag(APPEARANCE_KEYS.isVerticalMenuMini, D.isVerticalMenuMini),
  isSemiDark: flag(APPEARANCE_KEYS.isSemiDark, D.isSemiDark),
  skin: choice(APPEARANCE_KEYS.skin, SKINS, D.skin),
  isNavbarFixed: flag(APPEARANCE_KEYS.isNavbarFixed, D.isNavbarFixed),
  layout: persistentAtom<string>(APPEARANCE_KEYS.layout, D.layout, {
    encode: (value) => value,
    decode: (raw) => raw.trim() || D.layout,
  }),
  preset: choice(APPEARANCE_KEYS.preset, PRESET_NAMES, D.preset),
  isBoxLayout: atom(D.isBoxLayout),
  isRtl: atom(directionOf($locale.get()) === 'rtl'),
  transition: atom(D.transition),
} satisfies { [K in keyof Appearance]: WritableAtom<Appearance[K]> };

const KEYS = Object.keys(stores) as (keyof Appearance)[];

export const $appearance: ReadableAtom<Appearance> = computed(
  KEYS.map((key) => stores[key]),
  (...values) => Object.fromEntries(KEYS.map((key, i) => [key, values[i]])) as Appearance,
);

const VALID: { [K in keyof Appearance]: (value: unknown) => boolean } = {
  theme: (v) => THEMES.includes(v as ThemeChoice),
  navigationMenu: (v) => NAVIGATION_MENUS.includes(v as NavigationMenu),
  skin: (v) => SKINS.includes(v as Skin),
  preset: (v) => PRESET_NAMES.includes(v as PresetName),
  layout: (v) => typeof v === 'string' && v.trim() !== '',
  transition: (v) => typeof v === 'string' && v.trim() !== '',
  isBoxLayout: (v) => typeof v === 'boolean',
  isVerticalMenuMini: (v) => typeof v === 'boolean',
  isSemiDark: (v) => typeof v === 'boolean',
  isRtl: (v) => typeof v === 'boolean',
  isNavbarFixed: (v) => typeof v === 'boolean',
};

/** Changes some options (and saves the persisted ones); an invalid value throws TypeError and changes nothing. */
export function setAppearance(patch: Partial<Appearance>): void {
  const entries = Object.entries(patch).filter(([, value]) => value !== undefined) as [keyof Appearance, unknown][];
  for (const [key, value] of entries) {
    if (!(key in VALID)) throw new TypeError(`Unknown appearance option "${key}"`);
    if (!VALID[key](value)) throw new TypeError(`Invalid value for appearance option "${key}": ${JSON.stringify(value)}`);
  }
  for (const [key, value] of entries) (stores[key] as WritableAtom<unknown>).set(value);
}

/** Back to every default (the persisted keys keep the defaults). */
export function resetAppearance(): void {
  setAppearance({ ...APPEARANCE_DEFAULTS, isRtl: directionOf($locale.get()) === 'rtl' });
}

export function presetColor(name: PresetName | string): string {
  return PRESET_COLORS[name as PresetName] ?? PRESET_COLORS[D.preset];
}

/** Data the portals keep between visits (spec 3: its shape is not shown), key `portalData`. */
export const $portalData: WritableAtom<unknown> = persistentAtom<unknown>(PORTAL_DATA_KEY, null, {
  encode: (value) => (value === null || value === undefined ? undefined : JSON.stringify(value)),
  decode: (raw) => {
    try {
      return JSON.parse(raw);
    } catch {
      return null;
    }
  },
});

// A language change sets the text direction; the settings panel may still flip it.
$locale.listen((locale) => stores.isRtl.set(directionOf(locale) === 'rtl'));
stores.isRtl.listen((rtl) => applyDocumentDirection(rtl ? 'rtl' : 'ltr'));
