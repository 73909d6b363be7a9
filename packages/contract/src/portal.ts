import { z } from 'zod';
import { ItemKind } from './enums.ts';
import { COMMENT_MAX_LENGTH } from './limits.ts';
import { dbId, opaqueText, queryDbId, requiredMultiLine, wholeNumber } from './fields.ts';
import { FieldMessage } from './validation.ts';
import { PORTAL_PREFIXES, type PortalPrefix } from './modules.ts';
import { positiveAmount, ReceivablesMessage } from './receivables.ts';

/**
 * Token portals (spec 7.4). The spec fixes the paths and a few fields; the shapes below
 * are this project's choice, shared by hosts/api (validation) and packages/core (types).
 * Every call takes the portal `token` (query string for GET/DELETE, body for POST/PUT).
 * When the organization's file-drop MFA challenge is on, portal calls also need the
 * `X-Portal-Grant` header obtained from POST /api/filedrop_mfa_verify.
 */

export const PORTAL_MODULES = PORTAL_PREFIXES;

/** The portal token of every portal call (a url-safe random string). */
export const portalToken = opaqueText(200).min(1, FieldMessage.REQUIRED);
export type PortalModule = PortalPrefix;

export const PortalFile = z.object({
  id: z.number().int(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  checksum_sha256: z.string(),
  version: z.number().int(),
  uploaded_at: z.string(),
  uploaded_by: z.string(),
});
export type PortalFile = z.infer<typeof PortalFile>;

export const InvoiceLine = z.object({
  description: z.string(),
  quantity: z.number(),
  unit_price: z.string(),
  amount: z.string(),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

/** Money travels as decimal strings ("1250.00") with an ISO 4217 currency. */
export const PortalItem = z.object({
  id: z.number().int(),
  kind: z.enum([ItemKind.REQUEST_ITEM, ItemKind.METRIC, ItemKind.QUESTION, ItemKind.STATEMENT, ItemKind.INVOICE, ItemKind.CONTRACT]),
  title: z.string(),
  description: z.string(),
  status: z.string(),
  due_date: z.string().nullable(),
  /** Requirements: accepted extensions (".pdf") and the size limit in bytes. */
  allowed_file_types: z.array(z.string()),
  max_file_size: z.number().int(),
  /** Requirements: the name of the kind of document expected ("Bank statement"), or null for any. */
  expected_document_type: z.string().nullable().optional(),
  files: z.array(PortalFile),
  comment_count: z.number().int(),
  /** Invoices and purchase orders. */
  number: z.string().nullable(),
  issue_date: z.string().nullable(),
  currency: z.string().nullable(),
  lines: z.array(InvoiceLine),
  subtotal: z.string().nullable(),
  tax: z.string().nullable(),
  total: z.string().nullable(),
  balance: z.string().nullable(),
  paid: z.boolean(),
  /** Invoices: whether the organization takes part of the balance online (the pay button offers another amount). */
  allow_partial_payment: z.boolean().optional(),
  /** 'purchase_order' for payable purchase orders, 'bill' for a vendor's bills, else null. */
  subtype: z.string().nullable(),
  /**
   * Bills: where the bill is (BILL_STATES of payables/bills.ts, spelled here because that file
   * imports this one), why it was rejected, when and with what reference it was paid, and the
   * rejected bill a corrected one replaces. `number`, `issue_date` (the bill date), `due_date`,
   * `total`, `balance` and `description` (the memo) carry the rest.
   */
  bill_state: z.enum(['received', 'in_approval', 'rejected', 'approved', 'scheduled', 'paid', 'void']).nullable().optional(),
  reject_reason: z.string().nullable().optional(),
  paid_on: z.string().nullable().optional(),
  payment_reference: z.string().nullable().optional(),
  replaces_id: z.number().int().nullable().optional(),
  /** Bills: a rejected bill the vendor already answered with a corrected one (no second correction). */
  corrected: z.boolean().optional(),
  /** Purchase orders: sent (waiting for the vendor's answer), accepted, declined or closed. */
  po_state: z.enum(['draft', 'sent', 'accepted', 'declined', 'closed']).optional(),
  /** Purchase orders: why the vendor declined it; null unless declined. */
  decline_reason: z.string().nullable().optional(),
  /** Contracts: the document body (plain text / markdown) and its version. */
  body: z.string().nullable(),
  /** Requirements: why it was sent back (when 'returned'), and locked once accepted (no more uploads or answers). */
  returned_reason: z.string().nullable().optional(),
  locked: z.boolean().optional(),
  /** QUESTION: the contact's answer; METRIC: the threshold and the reported figure (decimal strings). */
  answer: z.string().nullable().optional(),
  threshold_kind: z.number().int().optional(),
  threshold_value: z.string().nullable().optional(),
  reported_value: z.string().nullable().optional(),
  /**
   * A lending covenant test's METRIC: the figures to report (name and label, in order), the
   * period's end, the figures last reported (null before) and the current result's status and
   * value (compliant, warning, breach, or invalid when the figures cannot be computed).
   */
  covenant: z
    .object({
      test_date: z.string(),
      figures: z.array(z.object({ name: z.string(), label: z.string() })),
      reported: z.record(z.string(), z.string()).nullable(),
      status: z.enum(['compliant', 'warning', 'breach', 'invalid']).nullable(),
      value: z.string().nullable(),
      problem: z.string(),
    })
    .nullable()
    .optional(),
});
export type PortalItem = z.infer<typeof PortalItem>;

/** GET /api/filedrop?token: everything a portal screen shows. */
export const PortalContext = z.object({
  module: z.enum(PORTAL_MODULES),
  organization: z.object({ name: z.string(), powered_by: z.string().nullable() }),
  customer: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
  workspace: z.object({ id: z.number().int(), name: z.string(), account_hold: z.boolean(), account_hold_message: z.string() }),
  items: z.array(PortalItem),
});
export type PortalContext = z.infer<typeof PortalContext>;

/** 403 body when the file-drop MFA challenge must be passed first. */
export const FiledropMfaChallengeResponse = z.object({ email_hint: z.string() });
export const FiledropMfaVerifyRequest = z.object({ token: portalToken, code: opaqueText(6).regex(/^\d{6}$/, 'Enter the 6-digit code.') });
export const FiledropMfaVerifyResponse = z.object({ grant: z.string(), expires_at: z.string() });

export const AgingBuckets = z.object({
  current: z.string(),
  days_1_30: z.string(),
  days_31_60: z.string(),
  days_61_90: z.string(),
  days_over_90: z.string(),
});
export type AgingBuckets = z.infer<typeof AgingBuckets>;

/**
 * GET /api/fetch_latest_statement_files?token: the account's statement as of today (live balances,
 * the same figures as the invoice list), and the files of the latest statement sent (its PDF),
 * labelled with the date it was made.
 */
export const LatestStatement = z.object({
  statement: z
    .object({
      /** The latest statement sent (the one whose PDF `files` are); null when none was sent yet. */
      id: z.number().int().nullable(),
      /** The date the figures are as of: today. */
      statement_date: z.string(),
      /** The date of the latest statement sent (its PDF); null when none was sent yet. */
      issued_on: z.string().nullable(),
      currency: z.string(),
      total_due: z.string(),
      aging: AgingBuckets,
      invoices: z.array(
        z.object({
          id: z.number().int(),
          number: z.string(),
          issue_date: z.string(),
          due_date: z.string().nullable(),
          total: z.string(),
          /** What it owes as of the statement date (today). */
          balance: z.string(),
          /** What the invoice owes now (it may have been paid since): "0.00" when nothing. */
          open_balance: z.string().optional(),
        }),
      ),
      /** Whether the customer can pay these invoices online now (online payment on, the account not on hold). */
      online_payment: z.boolean().optional(),
      /** Whether the organization takes part of an invoice's balance online. */
      allow_partial_payment: z.boolean().optional(),
    })
    .nullable(),
  files: z.array(PortalFile),
});
export type LatestStatement = z.infer<typeof LatestStatement>;

/** A receipt of a payment applied to an invoice (GET /api/portal/invoice_receipts). */
export const PortalReceipt = z.object({
  /** The payment's id: GET /api/portal/receipt?token&id downloads its receipt. */
  id: z.number().int(),
  number: z.string().nullable(),
  received_on: z.string(),
  currency: z.string(),
  /** The payment's amount, and the part of it applied to this invoice. */
  amount: z.string(),
  applied: z.string(),
});
export type PortalReceipt = z.infer<typeof PortalReceipt>;
/** GET /api/portal/invoice_receipts?token&id (id = the invoice item): the payments applied to it, oldest first. */
export const PortalReceipts = z.object({ receipts: z.array(PortalReceipt) });
export type PortalReceipts = z.infer<typeof PortalReceipts>;

/** GET /api/fetch_sales_files?token&id (id = the invoice item). */
export const SalesFiles = z.object({ files: z.array(PortalFile) });

export const PayInstruction = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  routing_number: z.string(),
  iban: z.string(),
  swift: z.string(),
  reference: z.string(),
  notes: z.string(),
});
export type PayInstruction = z.infer<typeof PayInstruction>;
/** GET /api/portal/pay_instructions?token */
export const PayInstructions = z.object({ instructions: z.array(PayInstruction) });

/** GET /api/portal/details?token: the public details call of the portal bars (spec 2.14). */
export { PortalDetails, ContractPortalData } from './organization.ts';

/** The most invoices one checkout pays. */
export const CHECKOUT_MAX_INVOICES = 50;
/** One invoice of a checkout of several. */
export const PaymentSessionInvoice = z.object({
  item_id: dbId('an invoice of this workspace'),
  /** Part of the balance where the organization takes partial payments; left out: the whole balance. */
  amount: positiveAmount.optional(),
});
export const PaymentSessionRequest = z
  .object({
    token: portalToken,
    /** One invoice (or `items` for several). */
    item_id: dbId('an invoice of this workspace').optional(),
    /** Part of the balance (more than zero, at most the balance) when the organization takes partial payments; left out: the whole balance. */
    amount: positiveAmount.optional(),
    /** Several invoices of the workspace, in one currency, paid in one checkout (distinct ids). */
    items: z
      .array(PaymentSessionInvoice)
      .min(1, ReceivablesMessage.NO_INVOICES)
      .max(CHECKOUT_MAX_INVOICES, `Pay at most ${CHECKOUT_MAX_INVOICES} invoices at once.`)
      .optional(),
  })
  .superRefine((r, ctx) => {
    if (r.items === undefined && r.item_id === undefined) ctx.addIssue({ code: 'custom', path: ['item_id'], message: FieldMessage.REQUIRED });
    if (r.items !== undefined && (r.item_id !== undefined || r.amount !== undefined)) ctx.addIssue({ code: 'custom', path: ['items'], message: ReceivablesMessage.ONE_OR_SEVERAL });
    r.items?.forEach((line, n) => {
      if (r.items!.findIndex((other) => other.item_id === line.item_id) < n) ctx.addIssue({ code: 'custom', path: ['items', n, 'item_id'], message: ReceivablesMessage.DUPLICATE_INVOICE });
    });
  });
export const PaymentSessionUpdateRequest = z.object({ token: portalToken, session_id: opaqueText(255).min(1, FieldMessage.REQUIRED) });
export const PaymentSession = z.object({
  session_id: z.string(),
  status: z.enum(['open', 'processing', 'complete', 'cancelled']),
  amount: z.string(),
  currency: z.string(),
  /** Open it top-level (never in an iframe). */
  checkout_url: z.string(),
  item_paid: z.boolean(),
});
export type PaymentSession = z.infer<typeof PaymentSession>;

const commentText = requiredMultiLine(COMMENT_MAX_LENGTH);
export const CommentTargetType = z.enum(['item', 'file', 'workspace']);
export const AddCommentRequest = z.object({ token: portalToken, target_type: CommentTargetType, target_id: dbId('an item, file or workspace'), comment_text: commentText });
/** GET /api/portal_comments/object_comments: the comments on one target of the token's account. */
export const ObjectCommentsQuery = z.object({ token: portalToken, target_type: CommentTargetType, target_id: queryDbId('an item, file or workspace') });
/** DELETE /api/portal_comments/delete_comment: one of the contact's own comments. */
export const DeleteCommentQuery = z.object({ token: portalToken, comment_id: queryDbId('a comment') });
export const UpdateCommentRequest = z.object({ token: portalToken, comment_id: dbId('a comment'), comment_text: commentText });
export const PortalComment = z.object({
  id: z.number().int(),
  target_type: CommentTargetType,
  target_id: z.number().int(),
  comment_text: z.string(),
  author_name: z.string(),
  author_kind: z.enum(['contact', 'user']),
  /** True when the token's contact wrote it: only then may it be edited or deleted. */
  mine: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PortalComment = z.infer<typeof PortalComment>;
export const ObjectComments = z.object({ comments: z.array(PortalComment) });

export const CreateLoanRequest = z.object({
  amount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'Enter an amount like 250000 or 250000.00'),
  purpose: requiredMultiLine(500),
  term_months: wholeNumber(1, 480, 'Enter a whole number of months from 1 to 480.'),
});

/** tus uploads: POST /api/portal/uploads with Upload-Metadata token, item_id, filename, filetype. */
export const PORTAL_UPLOAD_PATH = '/api/portal/uploads';
