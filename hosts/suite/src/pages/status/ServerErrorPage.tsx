import { Trans } from '@lingui/react/macro';
import { MessagePanel } from '../../modules/ui/components/MessagePanel.tsx';
import { HOME_PATH } from '../../modules/routing/utils/resolveRedirect.ts';

export default function ServerErrorPage() {
  return (
    <MessagePanel
      tone="error"
      eyebrow="500"
      heading={<Trans>Something went wrong on our side</Trans>}
      actions={
        <a className="si-button" href={HOME_PATH}>
          <Trans>Back to home</Trans>
        </a>
      }
    >
      <p>
        <Trans>The server could not complete the request. Please try again in a moment.</Trans>
      </p>
    </MessagePanel>
  );
}
