import { Trans, useLingui } from '@lingui/react/macro';
import { productNames, type ProductKey } from '../utils/productNames.ts';
import { screenTitles, type ScreenKey } from '../utils/screenTitles.ts';
import { MessagePanel } from '../../ui/components/MessagePanel.tsx';

export type NotYetAvailableProps = { screen: ScreenKey; product: ProductKey };

/** A screen a later release builds: says so plainly, never pretends with invented data. */
export function NotYetAvailable({ screen, product }: NotYetAvailableProps) {
  const { i18n } = useLingui();
  const screenTitle = i18n._(screenTitles[screen]);
  const productName = i18n._(productNames[product]);
  return (
    <MessagePanel eyebrow={productName} heading={screenTitle}>
      <p data-testid="not-yet-available">
        <Trans>
          {screenTitle} ({productName}) is coming in a later release. This screen is not available yet.
        </Trans>
      </p>
    </MessagePanel>
  );
}
