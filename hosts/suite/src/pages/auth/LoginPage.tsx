import { useRef } from 'react';
import '@si/elements/auth/sign-in/sign-in';
import type { SiSignedInEvent } from '@si/elements';
import { nextPathAfterSignIn } from '../../modules/auth/utils/nextPathAfterSignIn.ts';
import { $router } from '../../modules/routing/states/$router.ts';
import { useElementEvent } from '../../modules/ui/hooks/useElementEvent.ts';

/** / and /login: the si-sign-in element; its si-signed-in event says where to go next. */
export default function LoginPage() {
  const signIn = useRef<HTMLElement>(null);

  useElementEvent<SiSignedInEvent>(signIn, 'si-signed-in', (event) => {
    $router.open(nextPathAfterSignIn(event.detail.next));
  });

  return <si-sign-in ref={signIn} forgot-href="/forgot-password" sign-up-href="/signup" />;
}
