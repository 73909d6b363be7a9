import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Trans } from '@lingui/react/macro';
import '@si/elements/auth/mfa-setup/mfa-setup';
import { $loggedIn, $mfa, logout } from '@si/core';
import { HOME_PATH, LOGIN_PATH } from '../../modules/routing/utils/resolveRedirect.ts';
import { $router } from '../../modules/routing/states/$router.ts';
import { MessagePanel } from '../../modules/ui/components/MessagePanel.tsx';
import { useElementEvent } from '../../modules/ui/hooks/useElementEvent.ts';

/** /mfa-setup: the organization requires MFA and this user has none yet (or a signed-in user enables it). */
export default function MfaSetupPage() {
  const mfa = useStore($mfa);
  const loggedIn = useStore($loggedIn);
  const setup = useRef<HTMLElement>(null);

  useElementEvent(setup, 'si-mfa-enabled', () => $router.open(HOME_PATH));
  useElementEvent(setup, 'si-cancel', () => {
    if (!loggedIn) logout();
    $router.open(loggedIn ? HOME_PATH : LOGIN_PATH);
  });

  if (!loggedIn && (!mfa || mfa.marker !== 'setup')) {
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
          <Trans>Sign in with your email and password first; multi-factor setup follows when your organization requires it.</Trans>
        </p>
      </MessagePanel>
    );
  }
  return <si-mfa-setup ref={setup} />;
}
