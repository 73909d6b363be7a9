import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DueBucket } from '@si/contract';

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

/** The workflow statuses every module starts with; a tenant's own steps fall back to their stored name. */
const knownStatuses: Record<string, MessageDescriptor> = {
  open: msg`Open`,
  draft: msg`Draft`,
  pending: msg`Pending`,
  partially_paid: msg`Partially paid`,
  paid: msg`Paid`,
  done: msg`Done`,
  complete: msg`Complete`,
  completed: msg`Completed`,
  closed: msg`Closed`,
  approved: msg`Approved`,
  accepted: msg`Accepted`,
  signed: msg`Signed`,
  cancelled: msg`Cancelled`,
  canceled: msg`Cancelled`,
  archived: msg`Archived`,
};

/** A status as a person reads it: translated when it is a known one, else the stored name with spaces and a capital. */
export function statusLabel(status: string, translate: (descriptor: MessageDescriptor) => string): string {
  const known = knownStatuses[status.toLowerCase()];
  if (known) return translate(known);
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : status;
}
