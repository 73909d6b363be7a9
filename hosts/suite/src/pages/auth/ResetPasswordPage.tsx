import { useRef } from 'react';
import '@si/elements/auth/password-reset/password-reset';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { LOGIN_PATH } from '../../modules/routing/utils/resolveRedirect.ts';
import { $router } from '../../modules/routing/states/$router.ts';
import { useElementEvent } from '../../modules/ui/hooks/useElementEvent.ts';

/** /public/reset-password/:uid/:token: the link of the reset email; new password twice, then sign in. */
export default function ResetPasswordPage({ params }: PageProps) {
  const reset = useRef<HTMLElement>(null);
  useElementEvent(reset, 'si-password-changed', () => $router.open(LOGIN_PATH));
  return <si-password-reset ref={reset} uid={params.uid} token={params.token} />;
}
