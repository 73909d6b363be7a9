import { Trans } from '@lingui/react/macro';
import { MessagePanel } from '../../modules/ui/components/MessagePanel.tsx';

export default function NotAuthorizedPage() {
  return (
    <MessagePanel
      tone="error"
      eyebrow="401"
      heading={<Trans>You are not authorized</Trans>}
      actions={
        <a className="si-button" href="/login">
          <Trans>Back to sign in</Trans>
        </a>
      }
    >
      <p>
        <Trans>You do not have permission to view this page. Sign in with an account that does.</Trans>
      </p>
    </MessagePanel>
  );
}
