import { Trans } from '@lingui/react/macro';
import { MessagePanel } from '../../modules/ui/components/MessagePanel.tsx';
import { HOME_PATH } from '../../modules/routing/utils/resolveRedirect.ts';

/** Any path that is not a route of spec section 2. */
export default function NotFoundPage() {
  return (
    <MessagePanel
      tone="error"
      eyebrow="404"
      heading={<Trans>Page not found</Trans>}
      actions={
        <a className="si-button" href={HOME_PATH}>
          <Trans>Back to home</Trans>
        </a>
      }
    >
      <p>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
    </MessagePanel>
  );
}
