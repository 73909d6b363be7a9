/**
 * An accounting system receivables imports its invoices from, behind one interface: the sync
 * (./sync.ts) runs the same way for every system (one run per organization at a time, the run's
 * log, customers found or created by their reference in the system, invoices upserted by theirs,
 * audit), and a driver only knows its system: its settings, how to fetch the invoices of a
 * period page by page, and how to read one record. Business Central is the first
 * (./business-central/); a second system, or payables' bills, is another driver.
 */
import type { InvoiceState } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import type { StoredInvoiceLine } from '../schema.ts';

/** One invoice of the system, checked and in the receivables tables' terms. */
export interface ImportedInvoice {
  /** The system's own id of the invoice (stored with the driver's reference prefix). */
  id: string;
  number: string;
  invoiceDate: string;
  dueDate: string | null;
  /** The system's id of the customer: an account's external reference. */
  customerId: string;
  customerName: string;
  currency: string;
  state: InvoiceState;
  subtotal: string;
  tax: string;
  total: string;
  balance: string;
  lines: StoredInvoiceLine[];
}

/** A record read: an invoice, a record to skip (a draft), or a refusal with its reason. */
export type CheckedRecord = { ok: true; invoice: ImportedInvoice } | { ok: false; skip: true } | { ok: false; skip?: false; reference: string; reason: string };

/** What every sync needs of the settings, besides the system's own. */
export interface SyncSettingsBase {
  /** How many days back the invoices are fetched, counted in `timezone`. */
  fetchDays: number;
  timezone: string;
  /** Who a new customer account is created by, its lead and its team (null: none). */
  createdByUserId: number | null;
  leadUserId: number | null;
  teamId: number | null;
}

/** A failure of the system (connection, token, a page) that stops the run, with the reason staff see. */
export class AccountingSystemError extends Error {}

export interface AccountingDriver<S extends SyncSettingsBase = SyncSettingsBase> {
  /** The system's key: sync_run.system and the audit details. */
  readonly system: string;
  /** Its name in messages to staff. */
  readonly label: string;
  /** How its invoices' external references start (the system's id follows). */
  readonly referencePrefix: string;
  /** The advisory lock class of its runs (with the organization id as the second key). */
  readonly lockClass: number;
  /** The reason stored on an invoice the system canceled. */
  readonly voidReason: string;
  /** The organization's settings, or a 409 saying what is off or missing. */
  settings(db: Db, orgId: number): Promise<S>;
  /** The invoices dated from `since` (YYYY-MM-DD), a page at a time; throws AccountingSystemError. */
  invoices(settings: S, since: string): AsyncIterable<{ number: number; records: unknown[] }>;
  /** One raw record read; `position` names it in a refusal. */
  check(raw: unknown, position: string, defaultCurrency: string): CheckedRecord;
}
