/**
 * Account calls of spec 7.1 and 7.2 beside sign-in: current user, profile, password
 * reset and activation.
 */
import type { User, UserPatch } from '@si/contract';
import { apiRequest } from '../http/api.ts';
import { ApiError } from '../http/ApiError.ts';
import { $auth, $user } from './stores.ts';

/** Spec 4 and 8: a non-200 from /auth/users/me/ is only logged, never shown. */
export async function loadCurrentUser(): Promise<void> {
  const session = $auth.get();
  try {
    const user = await apiRequest<User>('GET', '/auth/users/me/');
    // A logout (or another sign-in) while the request was out wins over its answer.
    if ($auth.get()?.refresh !== session?.refresh || !session) return;
    if (user && typeof user === 'object' && typeof user.id === 'number') $user.set(user);
    else console.warn('GET /auth/users/me/ returned no user', user);
  } catch (error) {
    const detail = error instanceof ApiError ? `${error.status} ${error.statusText}` : error;
    console.warn('Loading the current user failed:', detail);
  }
}

export async function updateProfile(id: number, patch: UserPatch): Promise<User> {
  const user = await apiRequest<User>('PATCH', `/api/users/${id}`, { json: patch });
  if ($user.get()?.id === id && user) $user.set(user);
  return user;
}

export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('POST', '/auth/users/reset_password/', { json: { email: email.trim() }, auth: 'none', responseType: 'none' });
}

export async function confirmPasswordReset(input: { uid: string; token: string; new_password: string; re_new_password: string }): Promise<void> {
  await apiRequest('POST', '/auth/users/reset_password_confirm/', { json: input, auth: 'none', responseType: 'none' });
}

/** Activation: the new user chooses a password with the token from their link. */
export async function setPassword(token: string, password: string): Promise<void> {
  await apiRequest('POST', '/api/set-password', { json: { token, password }, auth: 'none', responseType: 'none' });
}
