import { useState } from 'react';
import { I18nProvider } from '@lingui/react';
import { useI18nFor } from '@si/core';
import { useDocumentAppearance } from '../../appearance/hooks/useDocumentAppearance.ts';
import { PreloadErrorOffer } from '../../routing/components/PreloadErrorOffer.tsx';
import { RouteView } from '../../routing/components/RouteView.tsx';

/** The suite: the page's language, the reload offer, and the current route. */
export function App() {
  const ready = useI18nFor();
  // While a newly chosen language loads, keep the previous one on screen instead of unmounting the page.
  const [shown, setShown] = useState(ready);
  if (ready && ready !== shown) setShown(ready);
  const i18n = ready ?? shown;
  useDocumentAppearance();
  // Nothing only at the very start, until the first language's catalogs are in.
  if (!i18n) return null;
  return (
    <I18nProvider i18n={i18n}>
      <PreloadErrorOffer />
      <RouteView />
    </I18nProvider>
  );
}
