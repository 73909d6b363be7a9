import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { PageLoading } from '../../modules/routing/components/PageLoading.tsx';
import { SignUpForm } from '../../modules/signup/components/SignUpForm.tsx';
import { useTrialEmailConfirmation } from '../../modules/signup/hooks/useTrialEmailConfirmation.ts';
import { MessagePanel } from '../../modules/ui/components/MessagePanel.tsx';

/** /public/get-started/confirm-email?token&email: confirms the link, then shows the sign-up form. */
export default function ConfirmEmailPage({ search }: PageProps) {
  const { token, email } = search;
  if (!token || !email) return <LinkProblem />;
  return <Confirmation token={token} email={email} />;
}

function Confirmation({ token, email }: { token: string; email: string }) {
  const confirmation = useTrialEmailConfirmation(token, email);
  if (confirmation.state === 'checking') return <PageLoading />;
  if (confirmation.state === 'failed') return <LinkProblem reason={confirmation.message} />;
  return <SignUpForm token={token} email={email} />;
}

function LinkProblem({ reason }: { reason?: string }) {
  return (
    <MessagePanel
      tone="error"
      heading={<Trans>This confirmation link does not work</Trans>}
      actions={
        <a className="si-button" href="/signup">
          <Trans>Start again</Trans>
        </a>
      }
    >
      <p>{reason ?? <Trans>The link is incomplete, expired or already used. Ask for a new one.</Trans>}</p>
    </MessagePanel>
  );
}
