/**
 * The lender portal's loan request calls, by token: send a request, list the workspace's requests
 * with their status. Both through core's portal client (the token, the file-drop grant).
 */
import type { LoanRequestCreate, PortalLoanRequests } from '@si/contract';
import { apiRequest } from '@si/core';
import { createLoanRequest, portalHeaders, type LoanRequest } from '@si/core/portal';

export type LoanRequestInput = Pick<LoanRequestCreate, 'amount' | 'purpose' | 'term_months' | 'documents_note'>;

export function sendLoanRequest(token: string, input: LoanRequestInput): Promise<unknown> {
  const request: LoanRequest & { documents_note: string } = input;
  return createLoanRequest(token, request);
}

export function listLoanRequests(token: string, signal: AbortSignal): Promise<PortalLoanRequests> {
  return apiRequest('GET', '/api/customer/portal/loan_requests', { searchParams: { token }, signal, auth: 'none', headers: portalHeaders(token) });
}
