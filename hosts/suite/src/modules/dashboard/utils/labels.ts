import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DueBucket } from '@si/contract';
import type { ItemStatus } from '@si/contract/enums';

/** How a person reads each due-date bucket of the summary (the server's order is kept: oldest first). */
export const bucketLabels: Record<DueBucket, MessageDescriptor> = {
  overdue_91_plus: msg`Overdue 91+ days`,
  overdue_61_90: msg`Overdue 61–90 days`,
  overdue_31_60: msg`Overdue 31–60 days`,
  overdue_1_30: msg`Overdue 1–30 days`,
  due_0_7: msg`Due in 0–7 days`,
  due_8_30: msg`Due in 8–30 days`,
  due_later: msg`Due later`,
  no_due_date: msg`No due date`,
};

/** Words of every status the product writes itself (a new one does not compile without them); a tenant's own steps fall back to their stored name. */
const knownStatuses: Record<ItemStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  open: msg`Open`,
  pending: msg`Pending`,
  requested: msg`Requested`,
  submitted: msg`Submitted`,
  received: msg({ message: 'Received', context: 'item status' }),
  in_review: msg`In review`,
  returned: msg`Sent back`,
  rejected: msg`Rejected`,
  accepted: msg`Accepted`,
  approved: msg`Approved`,
  in_approval: msg`In approval`,
  scheduled: msg`Scheduled for payment`,
  sent: msg({ message: 'Sent', context: 'item status' }),
  declined: msg`Declined`,
  signed: msg`Signed`,
  partially_paid: msg`Partially paid`,
  paid: msg`Paid`,
  unpaid: msg`Unpaid`,
  overdue: msg`Overdue`,
  void: msg({ message: 'Void', context: 'invoice state' }),
  applied: msg`Applied`,
  done: msg`Done`,
  complete: msg`Complete`,
  completed: msg`Completed`,
  closed: msg`Closed`,
  cancelled: msg`Cancelled`,
  canceled: msg`Cancelled`,
  archived: msg({ message: 'Archived', context: 'item status' }),
};

/** A status as a person reads it: translated when it is a known one, else the stored name with spaces and a capital. */
export function statusLabel(status: string, translate: (descriptor: MessageDescriptor) => string): string {
  const key = status.trim().toLowerCase().replace(/[\s-]+/g, '_');
  // Own keys only: a step named "constructor" is a tenant's word, not Object's.
  if (Object.hasOwn(knownStatuses, key)) return translate(knownStatuses[key as ItemStatus]);
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : status;
}
