import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { MessagePanel } from '../../modules/ui/components/MessagePanel.tsx';

/** /public/get-started/check-email: the confirmation link is on its way. */
export default function CheckEmailPage({ search }: PageProps) {
  const email = search.email;
  return (
    <MessagePanel
      heading={<Trans>Check your email</Trans>}
      actions={
        <a className="si-button si-button--ghost" href="/signup">
          <Trans>Use another email</Trans>
        </a>
      }
    >
      <p>
        {email ? (
          <Trans>We sent a confirmation link to {email}. Open it to create your organization.</Trans>
        ) : (
          <Trans>We sent you a confirmation link. Open it to create your organization.</Trans>
        )}
      </p>
    </MessagePanel>
  );
}
