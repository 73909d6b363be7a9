/**
 * React hook: the i18n instance for an element's `locale` attribute, or the page's
 * locale when the attribute is absent. Undefined until that locale's catalogs are in;
 * the component re-renders when they arrive or when a late catalog is merged.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { I18n } from '@lingui/core';
import { getI18n, onI18nReady, peekI18n } from './i18n.ts';
import { $locale, normalizeLocale, type Locale } from './locale.ts';

export function useI18nFor(locale?: Locale | string | null): I18n | undefined {
  const pageLocale = useStore($locale);
  const target = normalizeLocale(locale || pageLocale);
  const [, setVersion] = useState(0);
  const i18n = peekI18n(target);

  useEffect(() => {
    let live = true;
    const bump = () => {
      if (live) setVersion((v) => v + 1);
    };
    const offReady = onI18nReady(bump);
    // Shown complete already: its load ends with that same instance, no second render.
    getI18n(target).then(i18n ? undefined : bump, (error: unknown) => console.error(`Loading the ${target} catalogs failed`, error));
    return () => {
      live = false;
      offReady();
    };
  }, [target, i18n]);

  useEffect(() => {
    if (!i18n) return;
    return i18n.on('change', () => setVersion((v) => v + 1));
  }, [i18n]);

  return i18n;
}
