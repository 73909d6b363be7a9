import { Trans } from '@lingui/react/macro';
import { MessagePanel } from '../../modules/ui/components/MessagePanel.tsx';

export default function UnderMaintenancePage() {
  return (
    <MessagePanel heading={<Trans>Under maintenance</Trans>}>
      <p>
        <Trans>The suite is being updated. Please come back in a few minutes.</Trans>
      </p>
    </MessagePanel>
  );
}
