import { useLingui } from '@lingui/react/macro';
import type { AgingReport } from '@si/contract';
import { api, getAging, getAgingInvoices, type AgingFilters, type AgingInvoice } from '@si/core/admin';

/**
 * Whose aging the screen shows: what customers owe (receivables, the default), what is owed to
 * vendors (payables), or the reimbursements owed to staff for their approved expense claims.
 */
export type Ledger = 'receivables' | 'payables' | 'expenses';

export const ledgerOf = (value: string | undefined): Ledger => (value === 'payables' || value === 'expenses' ? value : 'receivables');

/** One document owed on the as-of day as the drill-down shows it: an invoice, or a bill (its bill date as `issue_date`). */
export type AgingDocument = AgingInvoice;

/** What the aging screen reads and says for one ledger. */
export interface AgingLedger {
  /** The report's JSON path (its files are the same path with `format`). */
  path: string;
  fileName(asOf: string): string;
  read(filters: AgingFilters, signal: AbortSignal): Promise<AgingReport>;
  documents(accountId: number, asOf: string): Promise<AgingDocument[]>;
  heading: string;
  account: string;
  search: string;
  description: string;
  status(x: { day: string; count: number }): string;
  empty: string;
  show(x: { name: string }): string;
  hide(x: { name: string }): string;
  /** The drill-down's words. */
  document: string;
  issued: string;
  open: string;
  loadFailed(x: { reason: string }): string;
  noneOpen: string;
  tableLabel(x: { name: string; day: string }): string;
  accountLink(x: { name: string }): string;
}

/** The aging's calls and words for `ledger`, in the element's language. */
export function useAgingLedger(ledger: Ledger): AgingLedger {
  const { t } = useLingui();
  const billsOf = async (rows: Promise<{ results: { id: number; number: string; currency: string; bill_date: string; due_date: string | null; total: string; open: string; days_past_due: number; bucket: AgingDocument['bucket'] }[] }>) =>
    (await rows).results.map((b) => ({ id: b.id, number: b.number, currency: b.currency, issue_date: b.bill_date, due_date: b.due_date, total: b.total, open: b.open, days_past_due: b.days_past_due, bucket: b.bucket }));
  if (ledger === 'expenses') {
    return {
      path: '/api/expense-reimbursements/aging',
      fileName: (asOf) => `reimbursements-aging-${asOf}`,
      read: (filters, signal) => api('getReimbursementsAging', { query: filters, signal }),
      documents: (accountId, asOf) => billsOf(api('getReimbursementsAgingBills', { params: { accountId }, query: { as_of: asOf } })),
      heading: t`Reimbursements owed`,
      account: t`Staff member`,
      search: t`Search staff`,
      description: t`What was owed to each staff member for approved expense claims, by how late, as of the chosen date.`,
      status: (x) => t`As of ${x.day}: ${x.count} staff members were owed a reimbursement.`,
      empty: t`No reimbursement was owed on this date.`,
      show: (x) => t`Show the reimbursements owed to ${x.name}`,
      hide: (x) => t`Hide the reimbursements owed to ${x.name}`,
      document: t`Claim`,
      issued: t`Approved`,
      open: t`Owed`,
      loadFailed: (x) => t`The reimbursements could not be loaded: ${x.reason}`,
      noneOpen: t`No reimbursement was owed on this date.`,
      tableLabel: (x) => t`Reimbursements owed to ${x.name} as of ${x.day}`,
      accountLink: (x) => t`Open the payee ${x.name}`,
    };
  }
  if (ledger === 'payables') {
    return {
      path: '/api/payables/aging',
      fileName: (asOf) => `payables-aging-${asOf}`,
      read: (filters, signal) => api('getPayablesAging', { query: filters, signal }),
      documents: (accountId, asOf) => billsOf(api('getPayablesAgingBills', { params: { accountId }, query: { as_of: asOf } })),
      heading: t`Payables aging`,
      account: t`Vendor`,
      search: t`Search vendors`,
      description: t`What was owed to each vendor, by how late, as of the chosen date.`,
      status: (x) => t`As of ${x.day}: ${x.count} vendors owed something.`,
      empty: t`Nothing was owed to any vendor on this date.`,
      show: (x) => t`Show the bills owed to ${x.name}`,
      hide: (x) => t`Hide the bills owed to ${x.name}`,
      document: t`Bill`,
      issued: t`Billed`,
      open: t`Owed`,
      loadFailed: (x) => t`The bills could not be loaded: ${x.reason}`,
      noneOpen: t`No bill was owed on this date.`,
      tableLabel: (x) => t`Bills owed to ${x.name} as of ${x.day}`,
      accountLink: (x) => t`Open the vendor ${x.name}`,
    };
  }
  return {
    path: '/api/receivables/aging',
    fileName: (asOf) => `aging-${asOf}`,
    read: (filters, signal) => getAging(filters, signal),
    documents: (accountId, asOf) => getAgingInvoices(accountId, asOf),
    heading: t`AR aging`,
    account: t`Customer`,
    search: t`Search customers`,
    description: t`Open balances by customer, as of the chosen date.`,
    status: (x) => t`As of ${x.day}: ${x.count} customers with an open balance.`,
    empty: t`No customer had an open balance on this date.`,
    show: (x) => t`Show the open invoices of ${x.name}`,
    hide: (x) => t`Hide the open invoices of ${x.name}`,
    document: t`Invoice`,
    issued: t`Issued`,
    open: t`Open`,
    loadFailed: (x) => t`The invoices could not be loaded: ${x.reason}`,
    noneOpen: t`No invoice was open on this date.`,
    tableLabel: (x) => t`Open invoices of ${x.name} as of ${x.day}`,
    accountLink: (x) => t`Open the customer ${x.name}`,
  };
}
