import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Trans } from '@lingui/react/macro';
import '@si/elements/auth/mfa-challenge/mfa-challenge';
import { $mfa, logout } from '@si/core';
import { HOME_PATH, LOGIN_PATH } from '../../modules/routing/utils/resolveRedirect.ts';
import { $router } from '../../modules/routing/states/$router.ts';
import { MessagePanel } from '../../modules/ui/components/MessagePanel.tsx';
import { useElementEvent } from '../../modules/ui/hooks/useElementEvent.ts';

/** /mfa-challenge: the code step of a sign-in whose user has MFA. */
export default function MfaChallengePage() {
  const mfa = useStore($mfa);
  const challenge = useRef<HTMLElement>(null);

  useElementEvent(challenge, 'si-signed-in', () => $router.open(HOME_PATH));
  useElementEvent(challenge, 'si-cancel', () => {
    logout();
    $router.open(LOGIN_PATH);
  });

  if (!mfa || mfa.marker !== 'challenge') return <NoSignInInProgress />;
  return <si-mfa-challenge ref={challenge} method={mfa.challengeMethod ?? 'VIRTUAL'} />;
}

function NoSignInInProgress() {
  return (
    <MessagePanel
      heading={<Trans>No sign-in in progress</Trans>}
      actions={
        <a className="si-button" href={LOGIN_PATH}>
          <Trans>Go to sign in</Trans>
        </a>
      }
    >
      <p>
        <Trans>Sign in with your email and password first; the verification code is asked for after that.</Trans>
      </p>
    </MessagePanel>
  );
}
