import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PortalItem } from '@si/contract';
import type { ItemStatus } from '@si/contract/enums';
import { formatCurrency } from '@si/contract/currency';

const KIND_LABELS: Record<PortalItem['kind'], MessageDescriptor> = {
  REQUEST_ITEM: msg`Reporting requirement`,
  METRIC: msg`Financial requirement`,
  QUESTION: msg`Question`,
  STATEMENT: msg`Statement`,
  INVOICE: msg`Invoice`,
  CONTRACT: msg`Contract`,
};

/** The kind as spec 3 names it on screen (REQUEST_ITEM is a "Reporting requirement"). */
export function kindLabel(kind: PortalItem['kind'], i18n: I18n): string {
  return i18n._(KIND_LABELS[kind]);
}

/** Words of every status the product writes (a new one does not compile without them), and the portal's older aliases. */
const STATUS_LABELS: Record<ItemStatus | 'uploaded' | 'under_review', MessageDescriptor> = {
  draft: msg`Draft`,
  open: msg`Open`,
  pending: msg`Pending`,
  requested: msg`Requested`,
  submitted: msg`Submitted`,
  uploaded: msg`Submitted`,
  received: msg({ message: 'Received', context: 'item status' }),
  in_review: msg`In review`,
  under_review: msg`In review`,
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
  completed: msg`Complete`,
  closed: msg`Closed`,
  cancelled: msg`Cancelled`,
  canceled: msg`Cancelled`,
  archived: msg({ message: 'Archived', context: 'item status' }),
};

/** Statuses after which a past due date is no longer the contact's problem. */
const SETTLED = new Set(['submitted', 'uploaded', 'received', 'in_review', 'under_review', 'in_approval', 'scheduled', 'approved', 'accepted', 'complete', 'completed', 'signed', 'paid', 'void', 'applied']);

const key = (status: string) => status.trim().toLowerCase().replace(/[\s-]+/g, '_');

/** A translated label for the statuses the API uses; any other status is shown as sent. */
export function statusLabel(status: string, i18n: I18n): string {
  const name = key(status);
  // Own keys only: a status named "constructor" is a tenant's word, not Object's.
  return Object.hasOwn(STATUS_LABELS, name) ? i18n._(STATUS_LABELS[name as keyof typeof STATUS_LABELS]) : status.replace(/_/g, ' ');
}

/** Today as YYYY-MM-DD in the reader's time zone (due dates are calendar dates). */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function isOverdue(item: Pick<PortalItem, 'due_date' | 'status'>, on = today()): boolean {
  return !!item.due_date && item.due_date.slice(0, 10) < on && !SETTLED.has(key(item.status));
}

// Formatters are costly to build (a table of rows builds dozens): one per language and currency.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function formatter<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, build: () => F): F {
  let found = formatters.get(key) as F | undefined;
  if (!found) formatters.set(key, (found = build()));
  return found;
}

/** A calendar date ("2025-03-31") in the reader's language, without a time-zone shift. */
export function formatDate(date: string, lang: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return formatter(`date ${lang}`, () => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' })).format(parsed);
}

/** A decimal string with its ISO currency ("1250.00", "USD") in the reader's language. */
export function formatMoney(amount: string | null, currency: string | null, lang: string): string {
  if (amount === null) return '';
  if (!/^\s*-?\d+(\.\d+)?\s*$/.test(amount)) return amount;
  return formatCurrency(amount.trim(), currency || 'USD', lang);
}

/**
 * Builds the formatters a portal's first render uses (dates, amounts) for `lang` ahead of it:
 * the first one of a page loads the language's ICU data, about 70 ms at 4x CPU throttling,
 * which then falls while the element waits for its first reads instead of in its render.
 */
export function prepareFormats(lang: string): void {
  try {
    formatDate('2000-01-01', lang);
    formatMoney('0', 'USD', lang);
  } catch {
    // An unknown language: the render says so through its own formatting.
  }
}
