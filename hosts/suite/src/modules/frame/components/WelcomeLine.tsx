import { Trans } from '@lingui/react/macro';
import { useWelcomeName } from '../hooks/useWelcomeName.ts';

/** "Welcome, First Last" (empty until the name is populated). */
export function WelcomeLine() {
  const name = useWelcomeName();
  return (
    <p className="si-topbar__welcome" data-testid="welcome">
      {name ? <Trans>Welcome, {name}</Trans> : null}
    </p>
  );
}
