/**
 * The page's language (spec 9: en default, fr, ar; Arabic is right-to-left; anything
 * else falls back to English), persisted in localStorage under `locale`.
 */
import type { WritableAtom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { LOCALES, type Locale } from '@si/contract/enums';

export type { Locale };
export const DEFAULT_LOCALE: Locale = 'en';

/** 'fr', 'fr-CA', 'FR' -> 'fr'; unknown or empty -> 'en'. */
export function normalizeLocale(value: unknown): Locale {
  if (typeof value !== 'string') return DEFAULT_LOCALE;
  const language = value.trim().toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : DEFAULT_LOCALE;
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return normalizeLocale(locale) === 'ar' ? 'rtl' : 'ltr';
}

export const $locale: WritableAtom<Locale> = persistentAtom<Locale>('locale', DEFAULT_LOCALE, {
  encode: (value) => value,
  decode: normalizeLocale,
});

/** Applies a direction to the page; the appearance store calls it when `isRtl` changes. */
export function applyDocumentDirection(dir: 'ltr' | 'rtl'): void {
  if (typeof document !== 'undefined') document.documentElement.dir = dir;
}

function applyDocumentLocale(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  applyDocumentDirection(directionOf(locale));
}

/** Switches the page's language and sets `<html lang dir>`. */
export function setLocale(locale: Locale | string): void {
  const next = normalizeLocale(locale);
  $locale.set(next);
  applyDocumentLocale(next);
}

// The stored locale applies to the page from the start (and when another tab changes it).
$locale.subscribe(applyDocumentLocale);
