/**
 * The signed-in session, persisted in localStorage under exactly the spec's keys
 * (spec 4): `auth` ({access, refresh}), `mfa` (the MFA sign-in token) and `user`.
 * Values are JSON; a corrupt or foreign value reads as "absent" instead of crashing.
 */
import { computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import type { User } from '@si/contract';
import type { MfaChallengeMethod } from '@si/contract/enums';

export type AuthTokens = { access: string; refresh: string };
export type MfaState = {
  token: string;
  userId?: number;
  challengeMethod?: MfaChallengeMethod;
  marker: 'challenge' | 'setup';
};

function jsonAtom<T extends object>(key: string, accept: (value: unknown) => value is T): WritableAtom<T | undefined> {
  return persistentAtom<T | undefined>(key, undefined, {
    encode: (value) => (value === undefined ? undefined : JSON.stringify(value)),
    decode: (raw) => {
      try {
        const value: unknown = JSON.parse(raw);
        return accept(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
  });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

function isAuth(v: unknown): v is AuthTokens {
  return isObject(v) && isNonEmptyString(v.access) && isNonEmptyString(v.refresh);
}
function isMfa(v: unknown): v is MfaState {
  return isObject(v) && isNonEmptyString(v.token) && (v.marker === 'challenge' || v.marker === 'setup');
}
function isUser(v: unknown): v is User {
  return isObject(v) && typeof v.id === 'number';
}

export const $auth = jsonAtom<AuthTokens>('auth', isAuth);
export const $mfa = jsonAtom<MfaState>('mfa', isMfa);
export const $user = jsonAtom<User>('user', isUser);

/** Logged in means both tokens are stored (spec 4). */
export const $loggedIn: ReadableAtom<boolean> = computed($auth, (auth) => Boolean(auth?.access && auth.refresh));

/** Clears auth, MFA state and user: the user is signed out in every tab. */
export function logout(): void {
  $auth.set(undefined);
  $mfa.set(undefined);
  $user.set(undefined);
}
