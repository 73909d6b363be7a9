import { createContext, useContext, useState, type CSSProperties, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { useStore } from '@nanostores/react';
import { $appearance, $resolvedTheme, $systemPrefersDark, configureApi, directionOf, getApiBase, presetColor, useI18nFor, type Locale } from '@si/core';

/** The attributes every element shares. */
export type ShellProps = { locale?: string; theme?: string; apiBase?: string };

type ShellContextValue = {
  lang: Locale;
  dir: 'ltr' | 'rtl';
  mode?: 'light' | 'dark';
  /** A portal sets its organization's brand colour (#rrggbb): it takes the preset's place; a page's own `--si-color-primary` still wins. */
  setBrand?: (colour: string | undefined) => void;
};
const ShellContext = createContext<ShellContextValue>({ lang: 'en', dir: 'ltr' });

/** Language and direction for Shoelace controls, which read `lang`/`dir` from their own host; the resolved theme. */
export function useShell(): ShellContextValue {
  return useContext(ShellContext);
}

const LOCALES: readonly string[] = ['en', 'fr', 'ar'];

/**
 * Everything an element shares around its own component: the i18n instance of its
 * locale (attribute, else the page's), the theme class, the direction and the primary
 * colour of the appearance preset.
 */
export function Shell({ locale, theme, apiBase, children }: ShellProps & { children: ReactNode }) {
  const i18n = useI18nFor(locale && LOCALES.includes(locale) ? (locale as Locale) : undefined);
  const resolvedTheme = useStore($resolvedTheme);
  const systemDark = useStore($systemPrefersDark);
  const appearance = useStore($appearance);
  const [brand, setBrand] = useState<string>();
  // Configured during render, not in an effect: children's mount effects (an MFA
  // challenge request) run before a parent's effect would.
  if (apiBase && apiBase !== getApiBase()) configureApi({ base: apiBase });
  if (!i18n) return null;
  const lang = i18n.locale as Locale;
  const dir = directionOf(lang);
  // `system` follows the operating system live; no attribute follows the suite's appearance.
  const mode = theme === 'light' || theme === 'dark' ? theme : theme === 'system' ? (systemDark ? 'dark' : 'light') : resolvedTheme;
  const style = { '--si-preset-primary': brand ?? presetColor(appearance.preset) } as CSSProperties;
  return (
    <I18nProvider i18n={i18n}>
      <ShellContext.Provider value={{ lang, dir, mode, setBrand }}>
        <div className={`si-root sl-theme-${mode}`} part="base" lang={lang} dir={dir} style={style}>
          {children}
        </div>
      </ShellContext.Provider>
    </I18nProvider>
  );
}
