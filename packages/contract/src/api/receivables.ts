/**
 * Receivables (secure invoice): invoices and credit notes, payments and credit, statements, the
 * aging and accounts reports, settings and the accounting-system sync
 * (hosts/api/src/modules/receivables). Staff with a write role (IC, OA, LRA) write; every staff
 * role reads; settings and the sync are OA's. Another organization's record is a 404.
 */
import { Counted, ListQuery, Page } from '../admin.ts';
import { WRITE_ROLES } from '../enums.ts';
import {
  AccountsReportQuery,
  AccountsReportRow,
  AgingInvoices,
  AgingQuery,
  AgingReport,
  ApplyCredit,
  AsOfQuery,
  CreditApplied,
  CreditNoteCreate,
  InvoiceCreate,
  InvoiceDocument,
  InvoiceDocumentSaved,
  InvoiceDocumentWrite,
  InvoiceListQuery,
  InvoiceRow,
  InvoiceSend,
  InvoiceUpdate,
  InvoiceVoid,
  PaymentCreate,
  PaymentRefundCreate,
  PaymentRefundRow,
  PaymentRow,
  ReceivableAccountRow,
  ReceivableAccountsQuery,
  ReceivablesSettingsRow,
  ReceivablesSettingsWrite,
  SentTo,
  StatementQuery,
  StatementScheduleRow,
  StatementScheduleWrite,
  StatementSend,
  StatementSent,
  StatementView,
  SyncRunRow,
} from '../receivables.ts';
import type { ApiRoute } from './types.ts';

const read = { tag: 'Receivables', auth: 'staff' } as const;
const write = { ...read, roles: WRITE_ROLES } as const;
const admin = { ...read, roles: ['OA'] } as const;
const PDF = 'application/pdf';


export const RECEIVABLES_ROUTES: ApiRoute[] = [
  { ...read, method: 'get', path: '/api/receivables/accounts', operationId: 'listReceivableAccounts', summary: 'Customer accounts with open balance, overdue balance and the oldest overdue days', query: ReceivableAccountsQuery, response: Page(ReceivableAccountRow) },

  { ...read, method: 'get', path: '/api/invoices', operationId: 'listInvoices', summary: 'Invoices and credit notes (drafts with state=draft)', query: InvoiceListQuery, response: Page(InvoiceRow) },
  { ...write, method: 'post', path: '/api/invoices', operationId: 'createInvoice', summary: 'Start a draft invoice on a customer account', body: InvoiceCreate, response: InvoiceRow, status: 201 },
  { ...read, method: 'get', path: '/api/invoices/{id}', operationId: 'getInvoice', summary: 'Read one invoice or credit note', response: InvoiceRow },
  { ...write, method: 'patch', path: '/api/invoices/{id}', operationId: 'updateInvoice', summary: 'Change a draft (409 once finalized)', body: InvoiceUpdate, response: InvoiceRow },
  { ...write, method: 'delete', path: '/api/invoices/{id}', operationId: 'deleteInvoice', summary: 'Delete a draft (409 once finalized)', status: 204 },
  { ...write, method: 'post', path: '/api/invoices/{id}/finalize', operationId: 'finalizeInvoice', summary: 'Finalize a draft: the next number of the series, content frozen, PDF attached', response: InvoiceRow },
  { ...write, method: 'post', path: '/api/invoices/{id}/void', operationId: 'voidInvoice', summary: 'Void a finalized invoice that has no payment or credit applied', body: InvoiceVoid, response: InvoiceRow },
  { ...write, method: 'post', path: '/api/invoices/{id}/send', operationId: 'sendInvoice', summary: "Mail the invoice's portal link and PDF to the account's contacts", body: InvoiceSend, response: SentTo },
  { ...write, method: 'post', path: '/api/invoices/{id}/credit_notes', operationId: 'createCreditNote', summary: 'Issue a credit note against an invoice (full or partial); it lowers the balance', body: CreditNoteCreate, response: InvoiceRow, status: 201 },
  { ...read, method: 'get', path: '/api/invoices/{id}/pdf', operationId: 'getInvoicePdf', summary: 'The invoice as a PDF in its language', produces: PDF },
  { ...read, method: 'get', path: '/api/invoices/{id}/document', operationId: 'getInvoiceDocument', summary: "The free-form document: the saved text, or the organization's template filled in", response: InvoiceDocument },
  { ...write, method: 'put', path: '/api/invoices/{id}/document', operationId: 'saveInvoiceDocument', summary: "Save the free-form document as the invoice's PDF (with \"save and send\" on, a finalized invoice is mailed too)", description: '`sent_to` lists the addresses mailed; with customer notifications off the document is still saved, nothing is mailed and `not_sent` is `customer_notifications_off`; with no contact on the account to mail, likewise with `not_sent` `no_contact`.', body: InvoiceDocumentWrite, response: InvoiceDocumentSaved },

  { ...read, method: 'get', path: '/api/accounts/{id}/payments', operationId: 'listAccountPayments', summary: "An account's payments with their allocations, newest first", query: ListQuery, response: Page(PaymentRow) },
  {
    ...write,
    method: 'post',
    path: '/api/accounts/{id}/payments',
    operationId: 'recordPayment',
    summary: 'Record an offline payment and allocate it (oldest first when not said); the rest becomes credit',
    description: 'Send an `Idempotency-Key` header: a retry with the same key answers the first payment and records nothing new.',
    body: PaymentCreate,
    response: PaymentRow,
    status: 201,
  },
  { ...write, method: 'post', path: '/api/accounts/{id}/apply_credit', operationId: 'applyCredit', summary: "Apply the account's unapplied credit to its oldest open invoices", body: ApplyCredit, response: CreditApplied },
  {
    ...write,
    method: 'post',
    path: '/api/payments/{id}/refund',
    operationId: 'refundPayment',
    summary: "Refund (part of) a payment: its unapplied credit first, then back from the invoices it paid, newest first (they reopen)",
    description:
      "A card payment is refunded through the payment provider (409 when the provider holds no charge for it); any other is recorded as returned offline. At most what is left (400 on `amount`); `refunded_on` defaults to today, never in the future or before the payment. Send an `Idempotency-Key` header: a retry with the same key answers the first refund.",
    body: PaymentRefundCreate,
    response: PaymentRefundRow,
    status: 201,
  },
  { ...read, method: 'get', path: '/api/payments/{id}/receipt', operationId: 'getPaymentReceipt', summary: 'A payment receipt as a PDF', produces: PDF },

  { ...read, method: 'get', path: '/api/accounts/{id}/statement', operationId: 'getStatement', summary: 'A statement of account as of a date: opening balance, activity, closing balance, aging', query: StatementQuery, response: StatementView },
  { ...read, method: 'get', path: '/api/accounts/{id}/statement/pdf', operationId: 'getStatementPdf', summary: 'The statement as a PDF', query: StatementQuery, produces: PDF },
  { ...write, method: 'post', path: '/api/accounts/{id}/statement/send', operationId: 'sendStatement', summary: "Make the statement, keep it as the portal's latest, and mail it to the account's contacts", body: StatementSend, response: StatementSent },
  { ...read, method: 'get', path: '/api/accounts/{id}/statement_schedule', operationId: 'getStatementSchedule', summary: "The account's monthly statement day", response: StatementScheduleRow },
  { ...write, method: 'put', path: '/api/accounts/{id}/statement_schedule', operationId: 'setStatementSchedule', summary: 'Send the statement every month on a chosen day (1-28)', body: StatementScheduleWrite, response: StatementScheduleRow },

  { ...read, method: 'get', path: '/api/receivables/aging', operationId: 'getAgingReport', summary: 'AR aging by customer as of any date (payments and credits replayed to that date); JSON, CSV, XLSX or PDF', query: AgingQuery, response: AgingReport },
  { ...read, method: 'get', path: '/api/receivables/aging/{accountId}', operationId: 'getAgingInvoices', summary: "One customer's invoices open on the as-of date, with their buckets", query: AsOfQuery, response: AgingInvoices },
  { ...read, method: 'get', path: '/api/receivables/accounts_report', operationId: 'getAccountsReport', summary: 'Per-account balances and activity for a period; JSON, CSV or XLSX', query: AccountsReportQuery, response: Counted(AccountsReportRow) },

  { ...read, method: 'get', path: '/api/receivables/settings', operationId: 'getReceivablesSettings', summary: 'Numbering series, payment terms, partial payments and the late fee', response: ReceivablesSettingsRow },
  { ...admin, method: 'put', path: '/api/receivables/settings', operationId: 'setReceivablesSettings', summary: 'Change the receivables settings (a series only moves forward)', body: ReceivablesSettingsWrite, response: ReceivablesSettingsRow },
  { ...admin, method: 'post', path: '/api/receivables/business_central/sync', operationId: 'syncBusinessCentral', summary: "Import the accounting system's sales invoices now (upserted by reference)", response: SyncRunRow },
  { ...read, method: 'get', path: '/api/receivables/sync_runs', operationId: 'listSyncRuns', summary: 'The sync log, newest first', query: ListQuery, response: Page(SyncRunRow) },
];
