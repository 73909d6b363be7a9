/**
 * The token portals' calls (spec 7.4 and packages/contract/src/portal.ts). The token is
 * the credential: no Authorization header ever goes out, and a file-drop MFA grant of
 * that token rides along as `X-Portal-Grant`. Failures reject with core's ApiError:
 * 404 unknown/expired/revoked token, 403 account on hold (`detail` = the hold message),
 * 403 `{mfa_required: true}` when the emailed code must be entered first.
 */
import type { z } from 'zod';
import type {
  ContractPortalData,
  FiledropMfaChallengeResponse,
  FiledropMfaVerifyResponse,
  LatestStatement,
  PayInstruction,
  PaymentSession,
  PortalComment,
  PortalFile,
  PortalItem,
  PortalReceipt,
  SalesFiles,
} from '@si/contract';
import { apiRequest, urlFor, type HttpMethod } from '../http/api.ts';
import { ApiError } from '../http/ApiError.ts';
import { clearPortalGrant, portalGrant, portalHeaders, savePortalGrant } from './grant.ts';

export type CommentTargetType = 'item' | 'file' | 'workspace';
export type LoanRequest = { amount: string; purpose: string; term_months: number };
type Params = Record<string, string | number | boolean>;
type CallOptions = { json?: unknown; searchParams?: Params; signal?: AbortSignal; responseType?: 'json' | 'none' };

/** Paths of the portal calls; the tus endpoint matches PORTAL_UPLOAD_PATH of the contract. */
export const PORTAL_PATHS = {
  context: '/api/filedrop',
  details: '/api/portal/details',
  contract: '/api/clm/portal_data',
  mfaChallenge: '/api/filedrop_mfa_challenge',
  mfaVerify: '/api/filedrop_mfa_verify',
  salesFiles: '/api/fetch_sales_files',
  preview: '/api/preview_sales_files',
  download: '/api/download_sales_files',
  statement: '/api/fetch_latest_statement_files',
  payInstructions: '/api/portal/pay_instructions',
  invoicePdf: '/api/portal/invoice_pdf',
  invoiceReceipts: '/api/portal/invoice_receipts',
  receipt: '/api/portal/receipt',
  logo: '/api/portal/logo',
  paymentSession: '/api/payments/get_or_create_payment_session',
  paymentUpdate: '/api/payments/update_payment_session',
  comments: '/api/portal_comments/object_comments',
  addComment: '/api/portal_comments/add_comment',
  updateComment: '/api/portal_comments/update_comment',
  deleteComment: '/api/portal_comments/delete_comment',
  confirmEmail: '/api/customer-confirm-email',
  loanRequest: '/api/customer/portal/create_loan_request',
  externalReference: '/api/preview_external_reference',
  uploads: '/api/portal/uploads',
  answer: '/api/filedrop/answer',
  figure: '/api/filedrop/figure',
} as const;

function requireToken(token: string): string {
  const value = (token ?? '').trim();
  if (!value) throw new TypeError('A portal token is required.');
  return value;
}

/** A portal call: the token's grant rides along; a grant the server refuses is dropped. */
export async function portalCall<T>(method: HttpMethod, path: string, token: string, options: CallOptions = {}): Promise<T> {
  const key = requireToken(token);
  try {
    return await apiRequest<T>(method, path, { ...options, auth: 'none', headers: portalHeaders(key) });
  } catch (error) {
    // A grant the server no longer accepts is useless: drop it so the gate shows again.
    if (isMfaRequired(error)) clearPortalGrant(key);
    throw error;
  }
}

/** True when the server wants the emailed code first (403 `{mfa_required: true}`). */
export function isMfaRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && (error.data as { mfa_required?: unknown } | undefined)?.mfa_required === true;
}

/** True for an unknown, expired or revoked token. */
export function isPortalNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The contract-lifecycle portal's data (name, hold flag and the server's hold message). */
export function getContractPortalData(token: string, signal?: AbortSignal): Promise<ContractPortalData> {
  return portalCall('GET', PORTAL_PATHS.contract, token, { searchParams: { token }, signal });
}

/** Sends the one-time code by e-mail; answers where it went (`email_hint`). */
export function requestPortalCode(token: string, signal?: AbortSignal): Promise<z.output<typeof FiledropMfaChallengeResponse>> {
  return portalCall('GET', PORTAL_PATHS.mfaChallenge, token, { searchParams: { token }, signal });
}

/** Checks the emailed code and keeps the grant for this token's later calls. */
export async function verifyPortalCode(token: string, code: string): Promise<z.output<typeof FiledropMfaVerifyResponse>> {
  const answer = await portalCall<z.output<typeof FiledropMfaVerifyResponse>>('POST', PORTAL_PATHS.mfaVerify, token, {
    json: { token, code: code.trim() },
  });
  savePortalGrant(requireToken(token), answer.grant, answer.expires_at);
  return answer;
}

export function hasPortalGrant(token: string): boolean {
  return portalGrant(token) !== undefined;
}

export async function fetchSalesFiles(token: string, itemId: number, signal?: AbortSignal): Promise<PortalFile[]> {
  const answer = await portalCall<z.output<typeof SalesFiles>>('GET', PORTAL_PATHS.salesFiles, token, { searchParams: { token, id: itemId }, signal });
  return answer.files;
}

function linkTo(path: string, params: Record<string, string | number>): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return `${urlFor(path)}?${query}`;
}

/**
 * A link that opens a file in a new tab (`preview`, inline) or saves it (`download`).
 * A link cannot carry headers, so a file-drop grant travels as the `grant` query.
 */
export function fileUrl(token: string, fileId: number, mode: 'preview' | 'download'): string {
  const key = requireToken(token);
  const grant = portalGrant(key);
  const params: Record<string, string | number> = { token: key, id: fileId };
  if (grant) params.grant = grant;
  return linkTo(mode === 'preview' ? PORTAL_PATHS.preview : PORTAL_PATHS.download, params);
}

/** The organization's logo for the portal's heading, in the variant of the theme. */
export function portalLogoUrl(token: string, theme: 'light' | 'dark'): string {
  return linkTo(PORTAL_PATHS.logo, { token: requireToken(token), theme });
}

/** A link that saves an invoice of the token's account as a PDF, as it stands now. */
export function invoicePdfUrl(token: string, itemId: number): string {
  return linkTo(PORTAL_PATHS.invoicePdf, { token: requireToken(token), id: itemId });
}

/** The payments applied to an invoice, each with its receipt (`receiptUrl`), oldest first. */
export async function fetchInvoiceReceipts(token: string, itemId: number, signal?: AbortSignal): Promise<PortalReceipt[]> {
  const answer = await portalCall<{ receipts: PortalReceipt[] }>('GET', PORTAL_PATHS.invoiceReceipts, token, { searchParams: { token, id: itemId }, signal });
  return answer.receipts;
}

/** A link that saves the receipt of a payment of the token's account. */
export function receiptUrl(token: string, paymentId: number): string {
  return linkTo(PORTAL_PATHS.receipt, { token: requireToken(token), id: paymentId });
}

export function fetchLatestStatement(token: string, signal?: AbortSignal): Promise<LatestStatement> {
  return portalCall('GET', PORTAL_PATHS.statement, token, { searchParams: { token }, signal });
}

export async function fetchPayInstructions(token: string, signal?: AbortSignal): Promise<PayInstruction[]> {
  const answer = await portalCall<{ instructions: PayInstruction[] }>('GET', PORTAL_PATHS.payInstructions, token, { searchParams: { token }, signal });
  return answer.instructions;
}

/**
 * The open payment session (the same one again for the same token, invoices and amounts): one
 * invoice (`item_id`, and `amount` for part of its balance) or several in one checkout (`items`).
 */
export function getOrCreatePaymentSession(token: string, request: { item_id: number; amount?: string } | { items: { item_id: number; amount?: string }[] }): Promise<PaymentSession> {
  return portalCall('POST', PORTAL_PATHS.paymentSession, token, { json: { token, ...request } });
}

/** Asks the provider where a returning checkout stands; marks the item paid when complete. */
export function updatePaymentSession(token: string, sessionId: string): Promise<PaymentSession> {
  return portalCall('POST', PORTAL_PATHS.paymentUpdate, token, { json: { token, session_id: sessionId } });
}

/** The thread of one target, oldest first. */
export async function listComments(token: string, targetType: CommentTargetType, targetId: number, signal?: AbortSignal): Promise<PortalComment[]> {
  const answer = await portalCall<{ comments: PortalComment[] }>('GET', PORTAL_PATHS.comments, token, {
    searchParams: { token, target_type: targetType, target_id: targetId },
    signal,
  });
  return [...answer.comments].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

export function addComment(token: string, targetType: CommentTargetType, targetId: number, text: string): Promise<PortalComment> {
  return portalCall('POST', PORTAL_PATHS.addComment, token, { json: { token, target_type: targetType, target_id: targetId, comment_text: text } });
}

export function updateComment(token: string, commentId: number, text: string): Promise<PortalComment> {
  return portalCall('PUT', PORTAL_PATHS.updateComment, token, { json: { token, comment_id: commentId, comment_text: text } });
}

export function deleteComment(token: string, commentId: number): Promise<void> {
  return portalCall('DELETE', PORTAL_PATHS.deleteComment, token, { searchParams: { token, comment_id: commentId }, responseType: 'none' });
}

/** GET /api/customer-confirm-email: the contact confirms their e-mail address. */
export function confirmCustomerEmail(token: string, email: string): Promise<unknown> {
  return portalCall('GET', PORTAL_PATHS.confirmEmail, token, { searchParams: { token, email } });
}

export function createLoanRequest(token: string, request: LoanRequest): Promise<unknown> {
  return portalCall('POST', `${PORTAL_PATHS.loanRequest}?${new URLSearchParams({ token })}`, token, { json: request });
}

/** A link that opens the document behind an external reference. */
export function externalReferenceUrl(token: string, externalReference: string): string {
  return linkTo(PORTAL_PATHS.externalReference, { token: requireToken(token), external_reference: externalReference });
}

/** The tus endpoint on the configured API base; send `portalHeaders(token)` with each upload. */
export function portalUploadEndpoint(): string {
  return urlFor(PORTAL_PATHS.uploads);
}

/** A QUESTION's answer (at most 5000 characters); answers the item as the portal now shows it. */
export function saveRequirementAnswer(token: string, itemId: number, text: string): Promise<PortalItem> {
  return portalCall('POST', PORTAL_PATHS.answer, token, { json: { token, item_id: itemId, text } });
}

/** A METRIC's figure as a decimal string ("1250.5"); answers the item as the portal now shows it. */
export function saveRequirementFigure(token: string, itemId: number, value: string): Promise<PortalItem> {
  return portalCall('POST', PORTAL_PATHS.figure, token, { json: { token, item_id: itemId, value } });
}
