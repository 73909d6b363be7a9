import { apiRequest } from '@si/core';

/** Spec 7.1: checks the link of the sign-up email; rejects with ApiError when it is wrong or expired. */
export function confirmTrialEmail(token: string, email: string, signal?: AbortSignal): Promise<unknown> {
  return apiRequest('GET', '/api/free_sign_up/trial_user_confirm_email', { searchParams: { token, email }, signal, auth: 'none' });
}
