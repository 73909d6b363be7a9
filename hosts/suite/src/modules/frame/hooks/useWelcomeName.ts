import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $user } from '@si/core';

/** Spec 9: the welcome name is populated 500 ms after load. */
export const WELCOME_DELAY_MS = 500;

/** The signed-in user's first and last name, once the delay has passed; undefined before. */
export function useWelcomeName(): string | undefined {
  const user = useStore($user);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), WELCOME_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!ready || !user) return undefined;
  return [user.first_name, user.last_name].filter(Boolean).join(' ');
}
