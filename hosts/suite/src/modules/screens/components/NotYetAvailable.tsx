import { Trans, useLingui } from '@lingui/react/macro';
import type { ModuleId } from '@si/contract/modules';
import { MODULE_NAMES } from '@si/core/module-names';
import { screenTitles, type ScreenKey } from '../utils/screenTitles.ts';
import { MessagePanel } from '../../ui/components/MessagePanel.tsx';

export type NotYetAvailableProps = { screen: ScreenKey; module: ModuleId };

/** A screen a later release builds: says so plainly, never pretends with invented data. */
export function NotYetAvailable({ screen, module }: NotYetAvailableProps) {
  const { i18n } = useLingui();
  const screenTitle = i18n._(screenTitles[screen]);
  const productName = i18n._(MODULE_NAMES[module]);
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
