/**
 * Typed calls of the receivables reports and settings screens: customer accounts with their
 * balances, the aging report and its drill-down, the accounts report and its files, the
 * receivables settings, the organization's reminder schedule, the bank accounts of the pay
 * instructions and the accounting sync.
 */
import type { z } from 'zod';
import type {
  AccountsReportRow,
  AgingInvoiceRow,
  AgingReport,
  ConfigPropertyName,
  Page,
  ReceivableAccountRow,
  ReceivablesSettingsRow,
  ReceivablesSettingsWrite,
  ReminderScheduleRow,
  ReminderScheduleWrite,
  SyncRunRow,
} from '@si/contract';
import { apiRequest } from '../http/api.ts';
import { api, searchParams } from '../http/operation.ts';
import type { ListParams } from './client.ts';
import { readConfigText, saveConfigText } from './config.ts';
import { attachmentName } from './reports.ts';

export type { AccountsReportRow, AgingInvoiceRow, AgingReport, ReceivableAccountRow, ReceivablesSettingsRow, ReminderScheduleRow, SyncRunRow };
export type SettingsInput = z.input<typeof ReceivablesSettingsWrite>;
export type ScheduleInput = z.input<typeof ReminderScheduleWrite>;

export function listReceivableAccounts(params: ListParams & { overdue?: boolean }, signal?: AbortSignal): Promise<Page<ReceivableAccountRow>> {
  return api('listReceivableAccounts', { query: params, signal });
}

export type AgingFilters = { as_of: string; currency?: string; search?: string };

export function getAging(filters: AgingFilters, signal?: AbortSignal): Promise<AgingReport> {
  return api('getAgingReport', { query: filters, signal });
}

/** One customer's invoices open on the as-of date; the server adds each invoice's currency. */
export type AgingInvoice = AgingInvoiceRow & { currency?: string };

export async function getAgingInvoices(accountId: number, asOf: string, signal?: AbortSignal): Promise<AgingInvoice[]> {
  const body = await api<'getAgingInvoices', { results: AgingInvoice[] }>('getAgingInvoices', { params: { accountId }, query: { as_of: asOf }, signal });
  return body.results;
}

export type AccountsReportFilters = { from: string; to: string; search?: string };
/** The server's page of the accounts report (fixed size). */
export const ACCOUNTS_REPORT_PAGE = 100;

export function getAccountsReport(filters: AccountsReportFilters & { page: number }, signal?: AbortSignal): Promise<{ count: number; results: AccountsReportRow[] }> {
  return api('getAccountsReport', { query: filters, signal });
}

/**
 * A report file (`format` added to the report's own query) as a Blob, named by the server's
 * Content-Disposition, else `fallback`. `path` is the report's JSON path, as the screen shows it.
 */
export async function downloadReport(path: string, params: Record<string, string | undefined>, format: string, fallback: string): Promise<{ blob: Blob; filename: string }> {
  let disposition: string | null = null;
  const blob = await apiRequest<Blob>('GET', path, {
    searchParams: searchParams({ ...params, format }),
    responseType: 'blob',
    onHeaders: (headers) => {
      disposition = headers.get('content-disposition');
    },
  });
  return { blob, filename: attachmentName(disposition) || fallback };
}

export function getReceivablesSettings(signal?: AbortSignal): Promise<ReceivablesSettingsRow> {
  return api('getReceivablesSettings', { signal });
}
export function saveReceivablesSettings(input: SettingsInput): Promise<ReceivablesSettingsRow> {
  return api('setReceivablesSettings', { json: input });
}
export function getReminderSchedule(signal?: AbortSignal): Promise<ReminderScheduleRow> {
  return api('getReminderSchedule', { signal });
}
export function saveReminderSchedule(input: ScheduleInput): Promise<ReminderScheduleRow> {
  return api('setReminderSchedule', { json: input });
}

/** One bank account of the pay instructions (a `pay_instruction` row); `account_id` null: shown on every account. */
export type BankAccount = {
  id?: number;
  account_id: number | null;
  bank_name: string;
  account_name: string;
  account_number: string;
  routing_number: string;
  iban: string;
  swift: string;
  reference: string;
  notes: string;
};

const BANK_ACCOUNTS = 'bank_account_details' satisfies ConfigPropertyName;

export async function listBankAccounts(signal?: AbortSignal): Promise<BankAccount[]> {
  const text = await readConfigText(BANK_ACCOUNTS, signal);
  if (!text.trim()) return [];
  const parsed = JSON.parse(text) as unknown;
  return Array.isArray(parsed) ? (parsed as BankAccount[]) : [];
}

/**
 * Saves one bank account (new without `id`, changed with it); the server answers the whole list.
 * It checks the entry as one object, so its field errors come keyed `config_property_value.<field>`.
 */
export async function saveBankAccount(entry: BankAccount): Promise<BankAccount[]> {
  const text = await saveConfigText(BANK_ACCOUNTS, JSON.stringify(entry));
  const parsed = text.trim() ? (JSON.parse(text) as unknown) : [];
  return Array.isArray(parsed) ? (parsed as BankAccount[]) : [];
}

export function deleteBankAccount(id: number): Promise<void> {
  return api('deleteBankAccount', { params: { id }, responseType: 'none' });
}

/** The accounting sync's log, paged. */
export function listSyncRuns(params: ListParams, signal?: AbortSignal): Promise<Page<SyncRunRow>> {
  return api('listSyncRuns', { query: params, signal });
}

/** Runs the import now (Office Administrators) and answers the finished run, succeeded or failed. */
export function runBusinessCentralSync(): Promise<SyncRunRow> {
  return api('syncBusinessCentral', { json: {} });
}
