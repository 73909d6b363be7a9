import { $auth, $mfa, apiRequest } from '@si/core';
import { loadCurrentUser } from '@si/core/account';
import type { SignUpResponse } from '@si/contract';
import type { SignUpInput } from './SignUpInput.ts';

/** Creates the organization and its first OA user, then signs that user in. */
export async function signUp(input: SignUpInput): Promise<void> {
  const response = await apiRequest<SignUpResponse>('POST', '/api/free_sign_up/signup', { json: input, auth: 'none' });
  $mfa.set(undefined);
  $auth.set({ access: response.access, refresh: response.refresh });
  await loadCurrentUser();
}
