/**
 * Purchase orders (payables) and matching vendors' bills to them. A purchase order is what the
 * organization orders from a vendor: lines, totals, and where it is on its way:
 *
 *   draft (staff still writing it) -> sent (mailed to the vendor's contacts with their portal link)
 *     -> accepted | declined (by the vendor, in its portal; declined with a reason)
 *   closed (staff: nothing more is expected), from sent or accepted.
 *
 * Goods received are recorded per line (each receipt adds a quantity, with who and when). A bill
 * on a purchase order is matched line by line: ordered, received and billed quantities, the unit
 * price difference; within the organization's tolerance (a percent on price and one on quantity)
 * the match is `ok`. When goods were received, the billed quantity may not exceed what was
 * received (three-way match). Approving a bill whose match is a mismatch needs a reason.
 */
import { z } from 'zod';
import { ListQuery } from '../admin.ts';
import { day, decimalString, instant, NamedRef, whole } from '../answers.ts';
import { isoDay, queryDbId, dbId, requiredMultiLine, requiredSingleLine, singleLine } from '../fields.ts';
import { portalToken } from '../portal.ts';
import { currencyCode, InvoiceLineWrite, percent, positiveAmount, RECEIVABLES_LIMITS } from '../receivables.ts';

export const PURCHASE_ORDER_STATES = ['draft', 'sent', 'accepted', 'declined', 'closed'] as const;
export type PurchaseOrderState = (typeof PURCHASE_ORDER_STATES)[number];

/** States from which staff may close an order. */
export const PURCHASE_ORDER_CLOSABLE_STATES = ['sent', 'accepted'] as const satisfies readonly PurchaseOrderState[];
/** States in which goods may be received against an order. */
export const PURCHASE_ORDER_RECEIVABLE_STATES = ['sent', 'accepted', 'closed'] as const satisfies readonly PurchaseOrderState[];

export const PURCHASE_ORDER_LIMITS = { number: 60, reference: 200, lines: 200, declineReason: 500, mismatchReason: 500, receiptNote: 500 } as const;

export const PurchaseOrderMessage = {
  NOT_PAYABLES: 'This is not a vendor (payables) account.',
  NOT_EDITABLE: 'Only a draft purchase order can be changed.',
  NOT_SENDABLE: 'Only a draft purchase order can be sent.',
  NO_LINES: 'Add at least one line before sending the purchase order.',
  NO_RECIPIENTS: 'This vendor has no contact to send the purchase order to.',
  NOT_CLOSABLE: 'Only a sent or accepted purchase order can be closed.',
  NOT_DECIDABLE: 'This purchase order is not waiting for your answer: it was already accepted, declined or closed.',
  NOT_RECEIVABLE: 'Goods can be received only on a sent, accepted or closed purchase order.',
  NO_SUCH_LINE: 'The purchase order has no such line.',
  DUPLICATE_NUMBER: 'Another purchase order already has this number.',
  MISMATCH_NEEDS_REASON: 'This bill does not match its purchase order',
} as const;

const isoDate = isoDay();

const orderFields = {
  number: requiredSingleLine(PURCHASE_ORDER_LIMITS.number),
  title: singleLine(RECEIVABLES_LIMITS.title),
  issue_date: isoDate.nullable(),
  /** The day the goods are wanted by (the item's due date). */
  due_date: isoDate.nullable(),
  currency: currencyCode,
  lines: z.array(InvoiceLineWrite).max(PURCHASE_ORDER_LIMITS.lines, `At most ${PURCHASE_ORDER_LIMITS.lines} lines.`),
  external_reference: singleLine(PURCHASE_ORDER_LIMITS.reference),
};

/** A draft purchase order for vendor account `account_id`. */
export const PurchaseOrderCreate = z
  .object({ account_id: dbId('a vendor account'), ...orderFields })
  .partial({ title: true, issue_date: true, due_date: true, external_reference: true, lines: true })
  .strict();
export type PurchaseOrderCreate = z.output<typeof PurchaseOrderCreate>;

/** Any subset of a draft order's fields (409 once it is sent). */
export const PurchaseOrderUpdate = z.object(orderFields).partial().strict();
export type PurchaseOrderUpdate = z.output<typeof PurchaseOrderUpdate>;

export const PurchaseOrderListQuery = ListQuery.extend({
  state: z.enum(PURCHASE_ORDER_STATES, { error: 'Unknown state.' }).optional(),
  account_id: queryDbId('a vendor account').optional(),
});
export type PurchaseOrderListQuery = z.output<typeof PurchaseOrderListQuery>;

/** Goods received: quantities per line (index in the order's lines), on a day. */
export const PurchaseOrderReceive = z
  .object({
    received_on: isoDate.optional(),
    lines: z
      .array(z.object({ line: z.number({ error: 'Enter a line number.' }).int('Enter a line number.').min(0, 'Enter a line number.').max(PURCHASE_ORDER_LIMITS.lines), quantity: positiveAmount }).strict())
      .min(1, 'Enter at least one received quantity.')
      .max(PURCHASE_ORDER_LIMITS.lines),
    note: singleLine(PURCHASE_ORDER_LIMITS.receiptNote).optional(),
  })
  .strict();
export type PurchaseOrderReceive = z.output<typeof PurchaseOrderReceive>;

/** The match tolerance: how far (percent) a bill's unit price and quantity may be from the order's. */
export const MatchTolerance = z.object({ price_percent: percent, quantity_percent: percent }).strict();
export type MatchTolerance = z.output<typeof MatchTolerance>;

/** The vendor accepts a purchase order in its portal. */
export const PortalOrderAccept = z.object({ token: portalToken }).strict();
/** The vendor declines a purchase order, saying why. */
export const PortalOrderDecline = z.object({ token: portalToken, reason: requiredMultiLine(PURCHASE_ORDER_LIMITS.declineReason) }).strict();
export type PortalOrderDecline = z.output<typeof PortalOrderDecline>;
export const PortalOrderQuery = z.object({ token: portalToken });

// ---- Answers -------------------------------------------------------------------------------

export const PurchaseOrderLineRow = z.object({
  description: z.string(),
  quantity: decimalString,
  unit_price: decimalString,
  tax_rate: decimalString,
  discount: decimalString,
  amount: decimalString,
  tax: decimalString,
  /** The quantity received so far (sum of the receipts). */
  received: decimalString,
});

export const PurchaseOrderRow = z.object({
  id: whole,
  account_id: whole,
  account_name: z.string(),
  number: z.string(),
  title: z.string(),
  issue_date: day.nullable(),
  due_date: day.nullable(),
  currency: z.string(),
  subtotal: decimalString,
  tax: decimalString,
  total: decimalString,
  state: z.enum(PURCHASE_ORDER_STATES),
  decline_reason: z.string().nullable(),
  external_reference: z.string().nullable(),
  sent_at: instant.nullable(),
  decided_at: instant.nullable(),
  closed_at: instant.nullable(),
});
export type PurchaseOrderRow = z.output<typeof PurchaseOrderRow>;

export const PurchaseOrderReceipt = z.object({ id: whole, line: whole, quantity: decimalString, received_on: day, received_by: NamedRef.nullable(), note: z.string(), created_at: instant });

export const PurchaseOrderDetail = PurchaseOrderRow.extend({ lines: z.array(PurchaseOrderLineRow), receipts: z.array(PurchaseOrderReceipt) });
export type PurchaseOrderDetail = z.output<typeof PurchaseOrderDetail>;

/** One bill line against its order line. */
export const BillMatchLine = z.object({
  /** The bill's line (index), null for an order line nothing was billed for. */
  bill_line: whole.nullable(),
  /** The order's line (index), null when the bill line matches none. */
  po_line: whole.nullable(),
  description: z.string(),
  ordered: decimalString.nullable(),
  /** Received so far; null when no goods were recorded on the order (two-way match). */
  received: decimalString.nullable(),
  billed: decimalString,
  order_price: decimalString.nullable(),
  bill_price: decimalString.nullable(),
  /** Bill price less order price. */
  price_diff: decimalString.nullable(),
  within_tolerance: z.boolean(),
  /** Why not, in words; empty when within tolerance. */
  problems: z.array(z.string()),
});
export type BillMatchLine = z.output<typeof BillMatchLine>;

export const BillMatch = z.object({
  /** null: the bill is on no purchase order (nothing to match). */
  purchase_order: z.object({ id: whole, number: z.string(), state: z.enum(PURCHASE_ORDER_STATES) }).nullable(),
  three_way: z.boolean(),
  tolerance: MatchTolerance,
  lines: z.array(BillMatchLine),
  result: z.enum(['ok', 'mismatch', 'none']),
});
export type BillMatch = z.output<typeof BillMatch>;

/** The approve call's optional body: why a bill is approved although it does not match its order. */
export const BillApproveMismatch = z.object({ mismatch_reason: requiredMultiLine(PURCHASE_ORDER_LIMITS.mismatchReason).optional() });
