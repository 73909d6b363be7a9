import type { PortalComment, User } from '@si/contract';

/** Where the sign-in flow goes next: the MFA challenge screen, MFA setup, or in. */
export type SignedInDetail = { next: 'challenge' | 'setup' | 'done' };
export type SiSignedInEvent = CustomEvent<SignedInDetail>;
export type SiCancelEvent = CustomEvent<Record<string, never>>;
export type SiMfaEnabledEvent = CustomEvent<{ challengeMethod: 'VIRTUAL' | 'EMAIL' | 'ALL' }>;
export type SiPasswordChangedEvent = CustomEvent<{ mode: 'reset' | 'activation' }>;
/** A panel (app switcher, profile drawer, settings) closed from inside. */
export type SiCloseEvent = CustomEvent<Record<string, never>>;
/** A link was followed; cancelable, so a single-page host can route without a reload. */
export type SiNavigateEvent = CustomEvent<{ href: string }>;
export type SiProfileSavedEvent = CustomEvent<{ user: User }>;
/** Workspaces were imported from a file: how many workspaces and contacts were created or reused. */
export type SiImportedEvent = CustomEvent<{ accountsCreated: number; contactsCreated: number; contactsReused: number }>;

/** A payment came back complete (after the checkout returned to the page with its session). */
export type SiPaidEvent = CustomEvent<{ itemId: number; sessionId: string }>;
/** A comment was posted on a target of a portal (`comment` as the server returned it). */
export type SiCommentAddedEvent = CustomEvent<{ targetType: 'item' | 'file' | 'workspace'; targetId: number; comment: PortalComment }>;
/**
 * A file finished uploading to a requested item: the item, the stored file's id (null
 * only if the reloaded portal data did not list it) and its name and size.
 */
export type FileUploadedDetail = { itemId: number; fileId: number | null; name: string; size: number };
export type SiFileUploadedEvent = CustomEvent<FileUploadedDetail>;
/** A portal call failed in a way the page may want to know about (bad token, on hold, network). */
export type SiErrorEvent = CustomEvent<{ status: number; message: string }>;

/** A workspace's requirements changed (added, edited, reviewed, removed): its counts may have moved. */
export type SiRequirementsChangedEvent = CustomEvent<{ accountId: number }>;

/** A deal's card was moved on the pipeline board: the stage the server says the deal is on now. */
export type DealMovedDetail = { id: number; stage_id: number };
export type SiDealMovedEvent = CustomEvent<DealMovedDetail>;
/** A lead was converted: into this account and contact, and this deal (null: none was made). */
export type LeadConvertedDetail = { lead_id: number; account_id: number; contact_id: number; deal_id: number | null };
export type SiLeadConvertedEvent = CustomEvent<LeadConvertedDetail>;
/** A visitor's answer to the lead form was taken (the form's key only: nothing the visitor typed). */
export type LeadSentDetail = { formKey: string };
export type SiLeadSentEvent = CustomEvent<LeadSentDetail>;
/** A borrower's request went to the lender from the portal (a draw, or a loan): it made a requirement, so the list of requirements is read again. */
export type RequestSentDetail = { kind: 'draw' | 'loan' };
export type SiRequestSentEvent = CustomEvent<RequestSentDetail>;

/** Every public event of the elements, by name. */
export interface SiEventMap {
  'si-signed-in': SiSignedInEvent;
  'si-cancel': SiCancelEvent;
  'si-mfa-enabled': SiMfaEnabledEvent;
  'si-password-changed': SiPasswordChangedEvent;
  'si-paid': SiPaidEvent;
  'si-comment-added': SiCommentAddedEvent;
  'si-file-uploaded': SiFileUploadedEvent;
  'si-error': SiErrorEvent;
  'si-close': SiCloseEvent;
  'si-navigate': SiNavigateEvent;
  'si-profile-saved': SiProfileSavedEvent;
  'si-imported': SiImportedEvent;
  'si-requirements-changed': SiRequirementsChangedEvent;
  'si-deal-moved': SiDealMovedEvent;
  'si-lead-converted': SiLeadConvertedEvent;
  'si-lead-sent': SiLeadSentEvent;
  'si-request-sent': SiRequestSentEvent;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends SiEventMap {}
}
