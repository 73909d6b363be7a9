import { useRef } from 'react';
import '@si/elements/auth/password-reset/password-reset';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { LOGIN_PATH } from '../../modules/routing/utils/resolveRedirect.ts';
import { $router } from '../../modules/routing/states/$router.ts';
import { useElementEvent } from '../../modules/ui/hooks/useElementEvent.ts';

/** /public/activate-user/:token: an invited user chooses a password (POST /api/set-password), then signs in. */
export default function ActivateUserPage({ params }: PageProps) {
  const activate = useRef<HTMLElement>(null);
  useElementEvent(activate, 'si-password-changed', () => $router.open(LOGIN_PATH));
  return <si-password-reset ref={activate} activation-token={params.token} />;
}
