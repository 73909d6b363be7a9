import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react/macro';
import { $resolvedTheme, setAppearance } from '@si/core';

/** Spec 4: the top bar's toggle between light and dark (the full switcher comes with issue 4). */
export function ThemeToggle() {
  const { t } = useLingui();
  const resolved = useStore($resolvedTheme);
  const next = resolved === 'dark' ? 'light' : 'dark';

  function handleToggle() {
    setAppearance({ theme: next });
  }

  return (
    <button type="button" className="si-button si-button--ghost" name="theme" onClick={handleToggle}>
      {next === 'dark' ? t`Dark theme` : t`Light theme`}
    </button>
  );
}
