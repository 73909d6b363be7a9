import { Trans } from '@lingui/react/macro';
import { MessagePanel } from '../../modules/ui/components/MessagePanel.tsx';
import { HOME_PATH } from '../../modules/routing/utils/resolveRedirect.ts';

/** Spec 6: a module missing from the organization's allowed modules leads here. */
export default function NotAllowedPage() {
  return (
    <MessagePanel
      tone="error"
      heading={<Trans>Module not allowed</Trans>}
      actions={
        <a className="si-button" href={HOME_PATH}>
          <Trans>Back to home</Trans>
        </a>
      }
    >
      <p>
        <Trans>Your organization has not enabled this module. Ask your office administrator to enable it.</Trans>
      </p>
    </MessagePanel>
  );
}
