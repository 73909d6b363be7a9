/**
 * Reading a receipt with the bills' reading (modules/payables/reading): the same jobs, queue and
 * checks, and the same text reading (a PDF's text layer, OCR for a photo). Its suggestions are
 * named for an expense: the bill's date is the day it was spent, its total the amount, its first
 * line of text (the vendor's name in a bill) the merchant. Readings started here belong to the
 * organization's expenses (`expenses:org:<id>`): a bill reading's id finds nothing here, and another
 * organization's reading is a 404.
 */
import type { BillReading, ExpenseReading } from '@si/contract';
import type { DateOrder } from '../payables/reading/parse.ts';
import { findReading, startReading } from '../payables/reading/store.ts';

const owner = (orgId: number) => `expenses:org:${orgId}`;

/** A bill reading as an expense reading. */
export function asExpenseReading(r: BillReading): ExpenseReading {
  const s = r.result?.suggestions;
  return {
    id: r.id,
    state: r.state,
    progress: r.progress,
    ...(r.result && s
      ? {
          result: {
            suggestions: {
              ...(s.bill_date ? { spent_on: s.bill_date } : {}),
              ...(s.vendor_name ? { merchant: s.vendor_name } : {}),
              ...(s.total ? { amount: s.total } : {}),
              ...(s.currency ? { currency: s.currency } : {}),
            },
            pages: r.result.pages,
            method: r.result.method,
          },
        }
      : {}),
    ...(r.error ? { error: r.error } : {}),
  };
}

/** Queues the reading of a checked receipt for the organization; answers it queued. */
export const startReceiptReading = (orgId: number, bytes: Uint8Array, contentType: string, order: DateOrder): ExpenseReading => asExpenseReading(startReading(owner(orgId), bytes, contentType, order));

/** The organization's reading, or a 404. */
export const findReceiptReading = (orgId: number, id: number): ExpenseReading => asExpenseReading(findReading(owner(orgId), id));
