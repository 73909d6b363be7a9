import { apiRequest } from '@si/core';

/** Spec 7.1: the first sign-up step; the server mails a confirm-email link. */
export function verifyBusinessEmail(email: string): Promise<unknown> {
  return apiRequest('POST', '/api/free_sign_up/verify_business_email', { json: { email }, auth: 'none' });
}
