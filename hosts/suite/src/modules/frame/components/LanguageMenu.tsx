import type { ChangeEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react/macro';
import { $locale, setLocale } from '@si/core';
import type { Locale } from '@si/core';

// Each language is named in itself, so anyone can find their own.
const LANGUAGES: { locale: Locale; label: string }[] = [
  { locale: 'en', label: 'English' },
  { locale: 'fr', label: 'Français' },
  { locale: 'ar', label: 'العربية' },
];

/** Language choice (spec 2.13); Arabic turns the page right-to-left. */
export function LanguageMenu() {
  const { t } = useLingui();
  const locale = useStore($locale);

  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    setLocale(event.target.value as Locale);
  }

  return (
    <select name="locale" className="si-select" aria-label={t`Language`} value={locale} onChange={handleChange}>
      {LANGUAGES.map(({ locale: value, label }) => (
        <option key={value} value={value} lang={value}>
          {label}
        </option>
      ))}
    </select>
  );
}
