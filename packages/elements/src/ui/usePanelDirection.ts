import { useStore } from '@nanostores/react';
import { $appearance, $locale } from '@si/core';
import { useShell } from '../base/Shell.tsx';

/**
 * The side a panel opens from follows the page's direction, which the settings panel
 * can flip (spec 2.15); an element given its own `locale` keeps that language's direction.
 */
export function usePanelDirection(): 'ltr' | 'rtl' {
  const { lang, dir } = useShell();
  const pageLocale = useStore($locale);
  const { isRtl } = useStore($appearance);
  if (lang !== pageLocale) return dir;
  return isRtl ? 'rtl' : 'ltr';
}
