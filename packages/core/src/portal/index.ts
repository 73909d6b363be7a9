/**
 * @si/core/portal: the token portals' calls (spec 7.4), the early reads of their elements and
 * the file-drop MFA grants. A subpath of its own so the staff screens, which import '@si/core',
 * do not carry them (the build puts it in the portal elements' shared chunk).
 */
export {
  PORTAL_PATHS,
  isMfaRequired,
  isPortalNotFound,
  getContractPortalData,
  requestPortalCode,
  verifyPortalCode,
  hasPortalGrant,
  fetchSalesFiles,
  fileUrl,
  fetchLatestStatement,
  invoicePdfUrl,
  portalLogoUrl,
  fetchInvoiceReceipts,
  receiptUrl,
  fetchPayInstructions,
  getOrCreatePaymentSession,
  updatePaymentSession,
  listComments,
  addComment,
  updateComment,
  deleteComment,
  confirmCustomerEmail,
  createLoanRequest,
  externalReferenceUrl,
  portalUploadEndpoint,
  saveRequirementAnswer,
  saveRequirementFigure,
  type CommentTargetType,
  type LoanRequest,
} from './client.ts';
export { getPortalContext, getPortalDetails, warmPortal, takeWarmAnswer, type WarmRead } from './warm.ts';
export { portalHeaders, portalGrant, clearPortalGrant } from './grant.ts';
