import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $appearance, $resolvedTheme, presetColor } from '@si/core';

/** Puts the resolved theme and the preset's primary colour on <html>, where the suite's CSS reads them. */
export function useDocumentAppearance(): void {
  const theme = useStore($resolvedTheme);
  const { preset } = useStore($appearance);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.style.colorScheme = theme;
  }, [theme]);

  useEffect(() => {
    document.documentElement.style.setProperty('--si-color-primary', presetColor(preset));
  }, [preset]);
}
