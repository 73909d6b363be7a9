/**
 * A purchase order's state in words, for staff and for the vendor, so no raw state reaches a
 * screen. The list mirrors PURCHASE_ORDER_STATES of `@si/contract` (payables/orders.ts), which the
 * browser cannot import as a value: that file builds zod schemas.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PurchaseOrderState } from '@si/contract';

export const ORDER_STATE_ORDER: readonly PurchaseOrderState[] = ['draft', 'sent', 'accepted', 'declined', 'closed'];

const STAFF_WORDS: Record<PurchaseOrderState, ReturnType<typeof msg>> = {
  draft: msg`Draft`,
  sent: msg`Sent, awaiting the vendor`,
  accepted: msg`Accepted by the vendor`,
  declined: msg`Declined by the vendor`,
  closed: msg`Closed`,
};

const VENDOR_WORDS: Record<PurchaseOrderState, ReturnType<typeof msg>> = {
  draft: msg`Draft`,
  sent: msg`Awaiting your answer`,
  accepted: msg`Accepted`,
  declined: msg`Declined`,
  closed: msg`Closed`,
};

/** A state in words; one this screen does not know yet shows as "Other", never as its code. */
export function orderStateText(state: string | null | undefined, i18n: I18n, reader: 'staff' | 'vendor' = 'staff'): string {
  const words = reader === 'vendor' ? VENDOR_WORDS : STAFF_WORDS;
  return i18n._(state && Object.hasOwn(words, state) ? words[state as PurchaseOrderState] : msg`Other`);
}

/** The longest decline reason the server takes (PURCHASE_ORDER_LIMITS.declineReason). */
export const DECLINE_REASON_MAX = 500;
/** The longest mismatch reason the server takes (PURCHASE_ORDER_LIMITS.mismatchReason). */
export const MISMATCH_REASON_MAX = 500;
